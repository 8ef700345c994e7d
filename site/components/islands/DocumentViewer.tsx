/**
 * The document viewer: the browser's own PDF viewer in a frame, the document's SHA-256, and a Download button
 * only when the viewer may download it. A failed download shows the spec's message.
 */
import { useEffect, useRef, useState } from 'react';
import { downloadDocument, DocumentDownloadError } from './document-download.ts';

export interface ViewableDocument {
  name: string;
  viewUrl: string;
  downloadUrl: string;
  canDownload: boolean;
  sha256?: string;
}

export function DocumentViewer({ doc, onClose }: { doc: ViewableDocument; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(doc.downloadUrl, doc.name);
    } catch (e) {
      setError(e instanceof DocumentDownloadError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="document-viewer-title" onClose={onClose} onCancel={onClose}>
      <div className="modal-box flex h-[90vh] w-11/12 max-w-5xl flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2 id="document-viewer-title" className="text-lg font-semibold break-all">
            {doc.name}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </div>
        <iframe title={`Preview of ${doc.name}`} src={doc.viewUrl} className="min-h-0 w-full flex-1 rounded border border-base-300" />
        {doc.sha256 && (
          <p className="text-xs break-all opacity-70">
            SHA-256: <code data-testid="document-sha256">{doc.sha256}</code>
          </p>
        )}
        {error && (
          <div role="alert" className="alert alert-error alert-soft">
            {error}
          </div>
        )}
        <div className="modal-action mt-0">
          {doc.canDownload && (
            <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={busy}>
              {busy && <span className="loading loading-spinner loading-xs" />}
              Download
            </button>
          )}
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
