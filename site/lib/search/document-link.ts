/**
 * The address of a document found by search, as the documents card serves it (the edge authorises the file for the
 * viewer). One rule for both renderings of a result's detail: the first dialog's markup (`dialog-markup.ts`) and
 * the React dialog (`islands/search/SearchResultDetail.tsx`).
 */
import { documentUrl, type PreviewingAs } from '../../../content/document-urls.ts';
import type { SearchResult } from '../../../content/search/types.ts';

export function searchDocumentUrl(result: SearchResult, orgId: string, fileId: string, accessType: 'view' | 'download', previewingAs?: PreviewingAs): string {
  const m = result.metadata;
  return documentUrl({
    orgId,
    fileId,
    accessType,
    accessSource: 'search',
    ...(m.itemUid ? { itemUid: m.itemUid } : {}),
    ...(m.productId ? { productId: m.productId } : {}),
    ...(previewingAs ? { previewingAs } : {}),
  });
}
