/** The address of a document found by search (site/lib/search/document-link.ts), shared by both dialog renderings. */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../content/search/types.ts';
import { searchDocumentUrl } from '../../../site/lib/search/document-link.ts';

const result = (metadata: SearchResult['metadata']): SearchResult =>
  ({ id: 'r1', type: 'documents', title: 'SOC 2 report', url: '/item/soc2/', excerpt: '', metadata }) as SearchResult;

describe('searchDocumentUrl', () => {
  it('names the organisation, the file, the access type, search as the source, and the item and product', () => {
    const url = new URL(searchDocumentUrl(result({ fileId: 'f 1', itemUid: 'i1', productId: 'p1' }), 'org/1', 'f 1', 'download'), 'https://x');
    expect(url.pathname).toBe('/api/share/org%2F1/documents/f%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({ productId: 'p1', accessType: 'download', accessSource: 'search', itemUid: 'i1' });
  });

  it('leaves out an item and product the result does not have', () => {
    const url = new URL(searchDocumentUrl(result({ fileId: 'f1' }), 'org1', 'f1', 'view'), 'https://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ accessType: 'view', accessSource: 'search' });
  });

  it('carries the account and permission profile staff preview as', () => {
    const url = new URL(searchDocumentUrl(result({ fileId: 'f1' }), 'org1', 'f1', 'view', { accountId: 'acc1', permissionProfileId: 'pp1' }), 'https://x');
    expect(url.searchParams.get('previewAccountId')).toBe('acc1');
    expect(url.searchParams.get('previewPermissionProfileId')).toBe('pp1');
  });
});
