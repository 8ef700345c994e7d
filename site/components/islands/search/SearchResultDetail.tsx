/** The detail panel of one search result, per type (visitor spec §2 "Detail panel per type"). */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate } from '../../../../content/dates.ts';
import { SEARCH_GROUP_LABELS, type SearchResult } from '../../../../content/search/types.ts';
import { searchDocumentUrl } from '../../../lib/search/document-link.ts';
import { $viewer } from '../../../lib/viewer-mode.ts';
import { SearchExcerpt } from '../SearchExcerpt.tsx';

/** One labelled field of a detail: shown only with a value unless `always`. */
function DetailField({ term, children, always = false }: { term: string; children: ReactNode; always?: boolean }) {
  if (!always && !children) return null;
  return (
    <div>
      <dt className="font-medium opacity-70">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SearchResultDetail({ result, orgId }: { result: SearchResult; orgId: string }) {
  const m = result.metadata;
  const itemUrl = result.url.split('?')[0] || result.url;
  const viewer = useStore($viewer);
  // The document itself, as the documents card serves it (the edge authorises the file for this viewer).
  const fileUrl = (fileId: string, accessType: 'view' | 'download') =>
    searchDocumentUrl(result, orgId, fileId, accessType, viewer.kind === 'preview' ? viewer.previewingAs : undefined);
  return (
    <article aria-label={`${SEARCH_GROUP_LABELS[result.type]}: ${result.title}`} className="space-y-3" data-testid="search-detail">
      <p className="text-xs font-semibold uppercase tracking-wide opacity-70">{SEARCH_GROUP_LABELS[result.type]}</p>
      <h3 className="text-lg font-semibold">{result.title}</h3>
      {result.type === 'documents' && (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="opacity-70">Content type</dt>
            <dd>{m.contentType ?? m.mimeType ?? 'Document'}</dd>
            {m.fileName && (
              <>
                <dt className="opacity-70">File</dt>
                <dd className="break-all">{m.fileName}</dd>
              </>
            )}
          </dl>
          <SearchExcerpt excerpt={result.excerpt} className="text-sm" />
          {m.fileId && orgId ? (
            <div className="flex gap-2">
              <a
                className="btn btn-sm"
                href={fileUrl(m.fileId, 'view')}
                target="_blank"
                rel="noopener"
                data-document-viewer
                data-document-name={m.fileName ?? result.title}
                data-download-url={m.viewOnly ? undefined : fileUrl(m.fileId, 'download')}
              >
                View
              </a>
              {!m.viewOnly && (
                <a className="btn btn-sm" href={fileUrl(m.fileId, 'download')} download>
                  Download
                </a>
              )}
            </div>
          ) : (
            <a className="btn btn-sm" href={itemUrl}>
              View
            </a>
          )}
        </>
      )}
      {result.type === 'trust_center_updates' && (
        <>
          {m.updatedAt && <p className="text-sm opacity-70">{formatDate(m.updatedAt)}</p>}
          <p className="text-sm">{m.description}</p>
        </>
      )}
      {(result.type === 'trust_center_content' || result.type === 'controls') && (
        <dl className="space-y-2 text-sm">
          <DetailField term="Card" always>
            {m.cardTitle}
          </DetailField>
          <DetailField term="Explanation">{m.explanation}</DetailField>
        </dl>
      )}
      {result.type === 'knowledge_base' && (
        <dl className="space-y-2 text-sm">
          <DetailField term="Question" always>
            {result.title}
          </DetailField>
          <DetailField term="Answer" always>
            {m.answer}
          </DetailField>
          <DetailField term="Comment">{m.comment}</DetailField>
        </dl>
      )}
      {(result.type === 'facts' || result.type === 'webpage') &&
        (m.explanation ? <p className="text-sm">{m.explanation}</p> : <SearchExcerpt excerpt={result.excerpt} className="text-sm" />)}
      <a className="btn btn-primary btn-sm" href={result.url}>
        Open
      </a>
    </article>
  );
}
