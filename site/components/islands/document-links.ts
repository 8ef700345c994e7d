/**
 * Document links of the page open the in-page viewer (`DocumentViewer.tsx`) instead of the raw file: an item's
 * documents, an unlocked item's documents (account mode), a search result's View. Such a link is an ordinary link
 * to the document's view URL marked `data-document-viewer`, with `data-document-name`, and `data-download-url`
 * only when the viewer may download it (and `data-sha256` when known); without JavaScript, or with a modifier key
 * (new tab, new window), it still opens the file itself.
 */
import type { ViewableDocument } from './DocumentViewer.tsx';

/** The document a marked link opens, or null for any other element. */
export function documentOfLink(target: EventTarget | null): ViewableDocument | null {
  const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-document-viewer]');
  if (!link) return null;
  const downloadUrl = link.dataset.downloadUrl ?? '';
  return {
    name: link.dataset.documentName || link.textContent?.trim() || 'Document',
    viewUrl: link.href,
    downloadUrl,
    canDownload: downloadUrl !== '',
    ...(link.dataset.sha256 ? { sha256: link.dataset.sha256 } : {}),
  };
}

/** Calls `open` for a plain click on a marked document link anywhere in the page (and stops the navigation). */
export function interceptDocumentLinks(open: (doc: ViewableDocument) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const doc = documentOfLink(event.target);
    if (!doc) return;
    event.preventDefault();
    open(doc);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
