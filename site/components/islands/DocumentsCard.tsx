/**
 * The documents card (admin spec §2 item 12, §4, §9): one row per card kind with its count and a View (or, for
 * staff, Edit) button, plus custom document items; the documents the viewer may open, featured first, with tabs
 * All, Public, Private when both kinds exist; 9 shown on small screens and 12 otherwise, then "View more"
 * expands (500 ms in, 600 ms out); a bulk download button when it is offered; staff get an edit menu.
 *
 * Rendered at build time with the public view. It hydrates on the visitor's first interaction (at once for an
 * account member or a staff preview), and as soon as it is in view when the edge, asked then, has another view
 * for the requester (signed-in staff); once hydrated it takes that view, which replaces the public one when it
 * differs.
 */
import { useEffect, useMemo, useState } from 'react';
import { DOCUMENTS_CARD, DOCUMENT_TEXTS, showsAccessTabs, type CardDocument, type DocumentsCardModel } from '../../../content/documents.ts';
import { EXPIRY_TEXTS, expiredFrom, isExpired } from '../../../content/expiry.ts';
import { takeProbe } from '../../lib/island-probe.ts';
import { BulkDownloadDialog } from './BulkDownloadDialog.tsx';
import { DocumentViewer } from './DocumentViewer.tsx';
import { TabList } from './TabList.tsx';

type Tab = 'all' | 'public' | 'private';
const TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'public', label: 'Public' },
  { id: 'private', label: 'Private' },
];

const plural = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/**
 * Where the card asks the edge for the requester's own view: `previewQuery` carries a staff preview's parameters.
 * The page's hydration directive asks the same address first (as its probe), so the card can take its answer.
 */
export function documentsViewUrl(orgId: string, productId: string, previewQuery = ''): string {
  const params = new URLSearchParams(previewQuery.replace(/^\?/, ''));
  params.set('productId', productId);
  return `/api/share/${encodeURIComponent(orgId)}/documents?${params}`;
}

/** Preview parameters of the page address, carried to the edge (staff previewing as an account or profile). */
function previewQuery(): string {
  if (typeof window === 'undefined') return '';
  const page = new URLSearchParams(window.location.search);
  const out = new URLSearchParams();
  if (page.get('accountId')) out.set('previewAccountId', page.get('accountId')!);
  if (page.get('permissionProfileId')) out.set('previewPermissionProfileId', page.get('permissionProfileId')!);
  const text = out.toString();
  return text ? `?${text}` : '';
}

function DocumentRow({ doc, onOpen }: { doc: CardDocument; onOpen: (doc: CardDocument) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-document-key={doc.key}>
      <button type="button" className="link link-hover text-left font-medium break-all" onClick={() => onOpen(doc)}>
        {doc.name}
      </button>
      {doc.featured && <span className="badge badge-primary badge-soft badge-sm">Featured</span>}
      {doc.generated && <span className="badge badge-ghost badge-sm">Bridge letter</span>}
      {/* Decided when rendered, and again when the page loads (`ExpiryBadges.astro`): a document that expires after
          the last publish is not shown as current. */}
      {doc.expiry && (
        <span
          className="badge badge-sm badge-error whitespace-nowrap"
          data-expiry={doc.expiry}
          data-expired-from={expiredFrom(doc.expiry)}
          hidden={!isExpired(doc.expiry, Date.now())}
        >
          {EXPIRY_TEXTS.expired}
        </span>
      )}
      <span className={`badge badge-sm ${doc.access === 'public' ? 'badge-success badge-soft' : 'badge-neutral badge-soft'}`}>
        {doc.access === 'public' ? 'Public' : 'Private'}
      </span>
      {doc.sha256 && (
        <span className="w-full truncate font-mono text-xs opacity-60" title={`SHA-256 ${doc.sha256}`}>
          SHA-256 {doc.sha256}
        </span>
      )}
    </li>
  );
}

export default function DocumentsCard({ initial }: { initial: DocumentsCardModel }) {
  const [model, setModel] = useState(initial);
  const [tab, setTab] = useState<Tab>('all');
  const [expanded, setExpanded] = useState(false);
  const [limit, setLimit] = useState<number>(DOCUMENTS_CARD.initial);
  const [open, setOpen] = useState<CardDocument | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const query = useMemo(previewQuery, []);
  // Hydrated, and which view is shown (the build's public one, or the requester's own): for tests and styling.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The requester's own view has been asked for and answered (or failed): the public one may show.
  const [resolved, setResolved] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const url = documentsViewUrl(initial.orgId, initial.productId, query);
    const answer =
      (takeProbe(url) as Promise<DocumentsCardModel | null> | null) ??
      fetch(url, { credentials: 'same-origin', signal: controller.signal }).then((r) => (r.ok ? (r.json() as Promise<DocumentsCardModel>) : null));
    answer
      .then((next) => {
        if (controller.signal.aborted) return;
        if (next && next.mode !== 'Public') setModel(next);
        setResolved(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setResolved(true);
      });
    return () => controller.abort();
  }, [initial.orgId, initial.productId, query]);

  useEffect(() => {
    const small = window.matchMedia('(max-width: 640px)');
    const update = () => setLimit(small.matches ? DOCUMENTS_CARD.initialSmall : DOCUMENTS_CARD.initial);
    update();
    small.addEventListener('change', update);
    return () => small.removeEventListener('change', update);
  }, []);

  const tabs = showsAccessTabs(model.documents);
  const shown = model.documents.filter((d) => tab === 'all' || d.access === tab);
  const main = model.mode === 'Main';
  const featured = shown.filter((d) => d.featured);
  const others = shown.filter((d) => !d.featured);
  const first = shown.slice(0, limit);
  const rest = shown.slice(limit);

  const list = (docs: CardDocument[]) => (
    <ul className="divide-y divide-base-200 text-sm">
      {docs.map((d) => (
        <DocumentRow key={d.key} doc={d} onOpen={setOpen} />
      ))}
    </ul>
  );

  return (
    <div
      className="card card-border bg-base-100 shadow-sm"
      data-testid="documents-card"
      data-ready={ready ? 'true' : undefined}
      data-mode={model.mode}
      data-viewer-resolved={resolved ? 'true' : undefined}
      aria-busy={ready && !resolved ? true : undefined}
    >
      <div className="card-body relative gap-4">
        <div className="absolute inset-0 flex items-center justify-center" data-documents-loading role="status">
          <span className="loading loading-spinner loading-md" aria-hidden="true" />
          <span className="sr-only">Loading documents…</span>
        </div>
        <div className="flex flex-col gap-4" data-documents-body>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ul className="flex-1 divide-y divide-base-200" aria-label="Documents by card">
              {model.rows.map((row) => (
                <li key={row.key} className="flex items-center justify-between gap-2 py-2" data-document-group={row.kind}>
                  <span className="font-medium">{row.label}</span>
                  <span className="flex items-center gap-3">
                    <span className="text-sm opacity-70">
                      {plural(row.count)}
                      {row.locked > 0 && !main && <span className="ml-1">({row.locked} on request)</span>}
                    </span>
                    <a
                      className="btn btn-outline btn-xs"
                      href={main && model.canEdit ? '/admin' : row.href}
                      aria-label={`${main && model.canEdit ? 'Edit' : 'View'} ${row.label}`}
                    >
                      {main && model.canEdit ? 'Edit' : 'View'}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
            {model.canEdit && (
              <div className="dropdown dropdown-end self-start">
                <button type="button" tabIndex={0} className="btn btn-ghost btn-sm" aria-label="Documents card actions">
                  ⋯
                </button>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: daisyUI's focus dropdown: the list takes focus, so a click inside it keeps it open */}
                <ul tabIndex={0} className="dropdown-content menu z-10 w-52 rounded-box bg-base-100 p-2 shadow">
                  <li>
                    <a href="/documents">Manage documents</a>
                  </li>
                  <li>
                    <a href="/documents?uploadModal=true">Upload document</a>
                  </li>
                </ul>
              </div>
            )}
          </div>

          <div className="flex flex-wrap items-center justify-between gap-2">
            {tabs ? <TabList tabs={TABS} selected={tab} onSelect={setTab} label="Document access" className="tabs-box tabs-sm" /> : <span />}
            {model.bulkDownload && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setBulkOpen(true)}>
                Bulk download
              </button>
            )}
          </div>

          {model.documents.length === 0 ? (
            <p className="text-sm opacity-70">{model.lockedCount > 0 ? `${plural(model.lockedCount)} available on request` : DOCUMENT_TEXTS.emptyAll}</p>
          ) : main ? (
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-label="Featured documents">
                <h3 className="mb-1 text-sm font-semibold">Featured</h3>
                {featured.length ? list(featured) : <p className="text-sm opacity-70">{DOCUMENT_TEXTS.noFeatured}</p>}
              </section>
              <section aria-label="Other documents">
                <h3 className="mb-1 text-sm font-semibold">Other documents</h3>
                {others.length ? list(others) : <p className="text-sm opacity-70">{DOCUMENT_TEXTS.noNonFeatured}</p>}
              </section>
            </div>
          ) : (
            <div>
              {list(first)}
              {rest.length > 0 && (
                <>
                  <div
                    className="grid overflow-hidden transition-[grid-template-rows] ease-in-out"
                    style={{
                      gridTemplateRows: expanded ? '1fr' : '0fr',
                      transitionDuration: `${expanded ? DOCUMENTS_CARD.expandMs : DOCUMENTS_CARD.collapseMs}ms`,
                    }}
                    aria-hidden={!expanded}
                    inert={!expanded}
                  >
                    <div className="min-h-0">{list(rest)}</div>
                  </div>
                  <button type="button" className="btn btn-link btn-sm px-0" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                    {expanded ? 'View less' : `View more (${rest.length})`}
                  </button>
                </>
              )}
              {model.lockedCount > 0 && <p className="mt-2 text-sm opacity-70">{plural(model.lockedCount)} more available on request</p>}
            </div>
          )}
        </div>
      </div>
      {open && <DocumentViewer doc={open} onClose={() => setOpen(null)} />}
      {bulkOpen && (
        <BulkDownloadDialog
          orgId={model.orgId}
          productId={model.productId}
          documents={model.documents.filter((d) => d.canDownload)}
          query={query}
          onClose={() => setBulkOpen(false)}
        />
      )}
    </div>
  );
}
