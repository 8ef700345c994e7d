/**
 * PDF rendering for the in-page document viewer, on pdf.js (`pdfjs-dist`). Loaded only when a visitor opens a
 * document, so the library costs nothing before.
 *
 * The worker is a file of this site (Vite emits it under `/_astro/` and gives its URL), never a CDN, so the
 * viewer works under `script-src 'self'; worker-src 'self'`. The document's bytes are fetched once by the viewer
 * with the visitor's session (one view in the audit log, stamped for the requester when gated) and handed to
 * pdf.js as data: no range requests, nothing fetched from anywhere else.
 */
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/** Opens a PDF from its bytes; `destroy` frees it (and its worker's share). */
export async function openPdf(bytes: ArrayBuffer): Promise<{ pdf: PDFDocumentProxy; destroy(): Promise<void> }> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    // Everything the document needs comes from its own bytes: no font, colour-map or wasm file fetched.
    useSystemFonts: true,
    disableFontFace: false,
    stopAtErrors: false,
  });
  return { pdf: await task.promise, destroy: () => task.destroy() };
}

/** CSS pixels of a page at `scale`. */
export function pageSize(page: PDFPageProxy, scale: number): { width: number; height: number } {
  const viewport = page.getViewport({ scale });
  return { width: Math.floor(viewport.width), height: Math.floor(viewport.height) };
}

/**
 * Draws one page into `container` at `scale`: a canvas (sharp on high-density screens) and a transparent text
 * layer over it, so the page's text — the viewer's stamp included — can be read by assistive technology.
 * Returns a function that cancels a render still running.
 */
export function renderPage(page: PDFPageProxy, container: HTMLElement, scale: number): { done: Promise<void>; cancel(): void } {
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  canvas.setAttribute('aria-hidden', 'true');
  const text = document.createElement('div');
  text.className = 'textLayer';
  container.style.setProperty('--total-scale-factor', String(scale));
  container.style.setProperty('--scale-round-x', '1px');
  container.style.setProperty('--scale-round-y', '1px');
  container.replaceChildren(canvas, text);
  const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
  const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
  const done = Promise.all([task.promise, layer.render()]).then(() => undefined);
  return {
    done,
    cancel() {
      task.cancel();
      layer.cancel();
    },
  };
}
