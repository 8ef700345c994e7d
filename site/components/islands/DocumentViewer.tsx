/**
 * The in-page document viewer (visitor spec §7 "PDF viewer with a download URL"): every document opened in the
 * portal — from the documents card, an item's page, an unlocked item, a search result — shows here, in a dialog
 * titled with the document's name, rendered with pdf.js: page navigation (previous, next, a page number), zoom
 * (out, in, fit to width) and the document's SHA-256 when known.
 *
 * What the visitor sees is what the edge serves for viewing: a gated PDF is stamped for its viewer on every page.
 * A Download button shows only when the viewer may download the document; otherwise there is no download or print
 * control, the page images have no context menu, the browser's print shortcut is refused and printing the page
 * leaves the document out. Images show as they are; other types say they cannot be shown here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import { DOCUMENT_TEXTS } from '../../../content/documents.ts';
import type { PDFDocumentProxy } from '../../lib/pdf-document.ts';
import { downloadDocument, fetchDocument } from './document-download.ts';
import { ApiError } from '../../lib/request.ts';

export interface ViewableDocument {
  name: string;
  viewUrl: string;
  downloadUrl: string;
  canDownload: boolean;
  sha256?: string;
}

/** Zoom steps of the viewer (1 = 100%). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** Space around a page inside the viewer (px), taken off the width "fit to width" fills. */
const PAGE_GUTTER = 32;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'pdf'; pdf: PDFDocumentProxy; sizes: { width: number; height: number }[] }
  | { kind: 'image'; src: string }
  | { kind: 'other' }
  | { kind: 'error'; message: string };

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

export function DocumentViewer({ doc, onClose }: { doc: ViewableDocument; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** null: fit to width. */
  const [zoom, setZoom] = useState<number | null>(null);
  const [fitScale, setFitScale] = useState(1);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const dialog = useRef<HTMLDialogElement>(null);
  const scroller = useRef<HTMLElement>(null);
  const pageRefs = useRef<(HTMLElement | null)[]>([]);
  const scale = zoom ?? fitScale;

  useModalDialog(dialog);

  // Load: the bytes once, with the visitor's session; PDFs through pdf.js (loaded now, not with the page).
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    let opened: { pdf: PDFDocumentProxy; destroy(): Promise<void> } | null = null;
    void (async () => {
      try {
        const response = await fetchDocument(doc.viewUrl);
        const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (type === 'application/pdf') {
          const bytes = await response.arrayBuffer();
          const { openPdf, pageSize } = await import('../../lib/pdf-document.ts');
          opened = await openPdf(bytes);
          const { pdf } = opened;
          const sizes = [];
          for (let n = 1; n <= pdf.numPages; n++) sizes.push(pageSize(await pdf.getPage(n), 1));
          if (live) setLoaded({ kind: 'pdf', pdf, sizes });
        } else if (type.startsWith('image/') && type !== 'image/svg+xml') {
          objectUrl = URL.createObjectURL(await response.blob());
          if (live) setLoaded({ kind: 'image', src: objectUrl });
        } else {
          await response.body?.cancel();
          if (live) setLoaded({ kind: 'other' });
        }
      } catch {
        if (live) setLoaded({ kind: 'error', message: DOCUMENT_TEXTS.downloadFailed });
      }
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      void opened?.destroy();
    };
  }, [doc.viewUrl]);

  // "Fit to width": the widest page fills the viewer's width; follows the window's size.
  useEffect(() => {
    if (loaded.kind !== 'pdf' || !scroller.current) return;
    const widest = Math.max(...loaded.sizes.map((s) => s.width));
    const fit = () => setFitScale(Math.max(0.25, Math.min(3, (scroller.current!.clientWidth - PAGE_GUTTER) / widest)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(scroller.current);
    return () => observer.disconnect();
  }, [loaded]);

  // Pages render when they come near the view, again at each zoom.
  useEffect(() => {
    if (loaded.kind !== 'pdf' || !scroller.current) return;
    const { pdf } = loaded;
    let live = true;
    const renders = new Map<number, { cancel(): void }>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const n = Number((entry.target as HTMLElement).dataset.pageNumber);
          if (!entry.isIntersecting || renders.has(n)) continue;
          const slot = entry.target.querySelector<HTMLElement>('[data-page-content]')!;
          renders.set(n, { cancel() {} });
          void Promise.all([pdf.getPage(n), import('../../lib/pdf-document.ts')]).then(([p, { renderPage }]) => {
            if (!live) return;
            const job = renderPage(p, slot, scale);
            renders.set(n, job);
            job.done.then(() => slot.parentElement?.setAttribute('data-rendered', 'true')).catch(() => {});
          });
        }
      },
      { root: scroller.current, rootMargin: '400px 0px' },
    );
    for (const el of pageRefs.current) {
      if (!el) continue;
      el.removeAttribute('data-rendered');
      observer.observe(el);
    }
    return () => {
      live = false;
      observer.disconnect();
      for (const job of renders.values()) job.cancel();
    };
  }, [loaded, scale]);

  // The page shown is the one at the middle of the viewer.
  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const middle = box.scrollTop + box.clientHeight / 2;
    let current = 1;
    pageRefs.current.forEach((el, i) => {
      if (el && el.offsetTop <= middle) current = i + 1;
    });
    setPage(current);
    setPageInput(String(current));
  }, []);

  function goTo(n: number) {
    if (loaded.kind !== 'pdf') return;
    const target = Math.min(loaded.pdf.numPages, Math.max(1, Math.round(n)));
    const el = pageRefs.current[target - 1];
    if (el && scroller.current) scroller.current.scrollTop = el.offsetTop - 8;
    setPage(target);
    setPageInput(String(target));
  }

  function zoomBy(direction: 1 | -1) {
    const steps = ZOOM_STEPS as readonly number[];
    const next = direction > 0 ? steps.find((s) => s > scale + 0.001) : [...steps].reverse().find((s) => s < scale - 0.001);
    if (next !== undefined) setZoom(next);
  }

  // View-only: the browser's print shortcut is refused while the viewer is open.
  useEffect(() => {
    if (doc.canDownload) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && (event.key === 'p' || event.key === 'P' || event.key === 's' || event.key === 'S')) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [doc.canDownload]);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(doc.downloadUrl, doc.name);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const pdf = loaded.kind === 'pdf' ? loaded : null;
  const pages = pdf?.pdf.numPages ?? 0;

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="document-viewer-title"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-document-viewer
      data-view-only={doc.canDownload ? undefined : 'true'}
    >
      <div className="modal-box flex h-[calc(100dvh-160px)] w-full max-w-5xl flex-col gap-2 p-3 sm:w-11/12 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id="document-viewer-title" className="text-lg font-semibold break-all">
            {doc.name}
          </h2>
          <button type="button" className="btn btn-sm btn-circle btn-ghost shrink-0" aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" role="toolbar" aria-label="Document controls">
          <fieldset className="join" aria-label="Pages">
            <button type="button" className="btn btn-sm join-item" aria-label="Previous page" disabled={!pdf || page <= 1} onClick={() => goTo(page - 1)}>
              ‹
            </button>
            <label className="join-item flex items-center gap-1 border border-base-300 px-2">
              <span className="sr-only">Page number</span>
              <input
                className="input input-sm input-ghost w-12 px-1 text-center"
                inputMode="numeric"
                aria-label="Page number"
                value={pageInput}
                disabled={!pdf}
                onChange={(e) => setPageInput(e.target.value.replace(/\D/g, ''))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') goTo(Number(pageInput) || page);
                }}
                onBlur={() => goTo(Number(pageInput) || page)}
              />
              <span className="whitespace-nowrap opacity-70" data-page-count>
                of {pages || '…'}
              </span>
            </label>
            <button type="button" className="btn btn-sm join-item" aria-label="Next page" disabled={!pdf || page >= pages} onClick={() => goTo(page + 1)}>
              ›
            </button>
          </fieldset>
          <fieldset className="join" aria-label="Zoom">
            <button
              type="button"
              className="btn btn-sm join-item"
              aria-label="Zoom out"
              disabled={!pdf || scale <= ZOOM_STEPS[0] + 0.001}
              onClick={() => zoomBy(-1)}
            >
              −
            </button>
            <span className="join-item flex min-w-14 items-center justify-center border border-base-300 px-2 tabular-nums" aria-live="polite" data-zoom>
              {percent(scale)}
            </span>
            <button
              type="button"
              className="btn btn-sm join-item"
              aria-label="Zoom in"
              disabled={!pdf || scale >= ZOOM_STEPS[ZOOM_STEPS.length - 1] - 0.001}
              onClick={() => zoomBy(1)}
            >
              +
            </button>
            <button type="button" className="btn btn-sm join-item" aria-pressed={zoom === null} disabled={!pdf} onClick={() => setZoom(null)}>
              Fit width
            </button>
          </fieldset>
          {doc.canDownload && (
            <button type="button" className="btn btn-primary btn-sm ml-auto" onClick={() => void download()} disabled={busy}>
              {busy && <span className="loading loading-spinner loading-xs" />}
              Download
            </button>
          )}
        </div>
        {error && (
          <div role="alert" className="alert alert-error alert-soft py-2">
            {error}
          </div>
        )}
        <section
          ref={scroller}
          className="min-h-0 flex-1 overflow-auto rounded border border-base-300 bg-base-200"
          onScroll={onScroll}
          onContextMenu={doc.canDownload ? undefined : (e) => e.preventDefault()}
          data-document-pages
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users to scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={`Pages of ${doc.name}`}
        >
          {loaded.kind === 'loading' && (
            <div className="flex h-full items-center justify-center" role="status">
              <span className="loading loading-spinner loading-md" aria-hidden="true" />
              <span className="sr-only">Loading {doc.name}…</span>
            </div>
          )}
          {loaded.kind === 'error' && (
            <p role="alert" className="p-4 text-error">
              {loaded.message}
            </p>
          )}
          {loaded.kind === 'other' && <p className="p-4">This file type cannot be shown here.{doc.canDownload ? ' Download it to open it.' : ''}</p>}
          {loaded.kind === 'image' && <img src={loaded.src} alt={doc.name} className="mx-auto my-4 max-w-full select-none" draggable={false} />}
          {pdf && (
            <div className="flex flex-col items-center gap-4 py-4">
              {pdf.sizes.map((size, i) => (
                <figure
                  // biome-ignore lint/suspicious/noArrayIndexKey: a page's index is its page number, which is what it is
                  key={i}
                  ref={(el) => {
                    pageRefs.current[i] = el;
                  }}
                  className="relative shrink-0 bg-white shadow"
                  style={{ width: Math.floor(size.width * scale), height: Math.floor(size.height * scale) }}
                  data-page-number={i + 1}
                  aria-label={`Page ${i + 1} of ${pages}`}
                >
                  <div className="absolute inset-0 overflow-hidden select-text" data-page-content />
                </figure>
              ))}
            </div>
          )}
        </section>
        {doc.sha256 && (
          <p className="text-xs break-all opacity-70">
            SHA-256: <code data-testid="document-sha256">{doc.sha256}</code>
          </p>
        )}
      </div>
    </dialog>
  );
}
