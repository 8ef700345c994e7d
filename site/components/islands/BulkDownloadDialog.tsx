/**
 * The "Bulk download" dialog (admin spec §2 item 13, §4, §5; visitor spec §4): a select-all checkbox that follows
 * the selection, a scrollable list (60vh) of the unlocked documents and generated bridge letters, and Download,
 * disabled until a document is selected and while loading. States: idle → loading (preparing the selection, then
 * downloading the zip with its progress) → success, partial_success or error; Cancel aborts the request; the
 * dialog cannot be closed while loading. Success and partial success say what was downloaded (and what failed)
 * and reset to idle with Done; the dialog starts afresh each time it opens (the parent mounts it anew).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import type { BulkDownloadAnswer, BulkDownloadBody } from '../../../content/contracts/documents.ts';
import { DOCUMENT_TEXTS, LETTER_NAME_TOOLTIP_LENGTH, type CardDocument } from '../../../content/documents.ts';
import { bulkDownloadUrl } from '../../../content/document-urls.ts';
import { ERRORS, TEMPLATES, fill } from '../../../content/errors.ts';
import { saveBlob } from './save-blob.ts';
import { ModalActions, ModalHeader } from './Modal.tsx';
import { csrfHeaders } from '../../lib/csrf.ts';

type BulkState =
  | { status: 'idle' }
  | { status: 'loading'; count: number; phase: 'preparing' | 'downloading'; received: number; total: number }
  | { status: 'success'; successCount: number }
  | { status: 'partial_success'; successCount: number; failedFileIds: string[] }
  | { status: 'error' };

export interface BulkDownloadDialogProps {
  orgId: string;
  productId: string;
  documents: CardDocument[];
  /** Query string carried to the POST (previewing-as). */
  query?: string;
  onClose: () => void;
}

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), or `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : fallback;
}

/** Bytes a generated bridge letter adds to the zip, about (its size is known only once generated). */
const LETTER_BYTES_ESTIMATE = 8 * 1024;

/** How far the download is, 0–99 while bytes still come (the estimate may be short), in whole percent. */
function progressPercent(state: { received: number; total: number }): number {
  return Math.min(99, Math.floor((100 * state.received) / Math.max(1, state.total)));
}

const documentsText = (template: string, n: number) => fill(template, { n }).replace(/\b1 documents\b/, '1 document');

export function BulkDownloadDialog({ orgId, productId, documents, query = '', onClose }: BulkDownloadDialogProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [selectAllUsed, setSelectAllUsed] = useState(false);
  const [state, setState] = useState<BulkState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const loading = state.status === 'loading';
  const allSelected = documents.length > 0 && selected.size === documents.length;

  useModalDialog(dialog);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected.size > 0 && !allSelected;
  }, [selected, allSelected]);

  const byKey = useMemo(() => new Map(documents.map((d) => [d.key, d])), [documents]);

  function toggle(key: string) {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
    if (next.size < documents.length) setSelectAllUsed(false);
  }
  function toggleAll() {
    if (allSelected) {
      setSelected(new Set());
      setSelectAllUsed(false);
    } else {
      setSelected(new Set(documents.map((d) => d.key)));
      setSelectAllUsed(true);
    }
  }

  async function begin() {
    const chosen = documents.filter((d) => selected.has(d.key));
    if (chosen.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    // The zip's size is not known before it is made (gated PDFs are stamped on the way): the documents' own sizes
    // are the estimate the progress is measured against, unless the answer says its length.
    const estimate = chosen.reduce((sum, d) => sum + (d.generated ? LETTER_BYTES_ESTIMATE : d.size), 0);
    setState({ status: 'loading', count: chosen.length, phase: 'preparing', received: 0, total: estimate });
    try {
      const response = await fetch(`${bulkDownloadUrl(orgId)}${query}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeaders() },
        body: JSON.stringify({
          files: chosen.map((d) => ({ itemUid: d.itemUid, fileId: d.fileId, ...(d.generated ? { generated: true } : {}) })),
          productId,
          selectAllUsed: selectAllUsed && allSelected,
        } satisfies BulkDownloadBody),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as BulkDownloadAnswer;
      if (!answer.fileUrl || answer.successCount === 0) throw new Error('nothing to download');
      const zip = await fetch(answer.fileUrl, { credentials: 'same-origin', signal: controller.signal });
      if (!zip.ok || !zip.body) throw new Error(String(zip.status));
      const total = Number(zip.headers.get('content-length')) || estimate;
      const reader = zip.body.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      setState({ status: 'loading', count: answer.successCount, phase: 'downloading', received, total });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setState({ status: 'loading', count: answer.successCount, phase: 'downloading', received, total });
      }
      saveBlob(new Blob(chunks as BlobPart[], { type: 'application/zip' }), dispositionFileName(zip.headers.get('content-disposition'), 'documents.zip'));
      setState(
        answer.failedFileIds.length > 0
          ? { status: 'partial_success', successCount: answer.successCount, failedFileIds: answer.failedFileIds }
          : { status: 'success', successCount: answer.successCount },
      );
    } catch {
      if (controller.signal.aborted) setState({ status: 'idle' });
      else setState({ status: 'error' });
    } finally {
      abort.current = null;
    }
  }

  function close() {
    if (!loading) onClose();
  }

  /** Success and partial success back to idle: a fresh selection. */
  function reset() {
    setSelected(new Set());
    setSelectAllUsed(false);
    setState({ status: 'idle' });
  }

  const failedNames = (ids: string[]) => {
    const names = ids.map((id) => [...byKey.values()].find((d) => d.fileId === id)?.name?.trim() || DOCUMENT_TEXTS.untitled);
    return [...new Set(names)];
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="bulk-download-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="modal-box flex max-w-2xl flex-col gap-3">
        <ModalHeader id="bulk-download-title" title={DOCUMENT_TEXTS.bulkTitle} onClose={close} closeDisabled={loading} className="mb-0" />

        {state.status === 'error' ? (
          <div role="alert" className="flex flex-col gap-2">
            <h3 className="font-semibold">{DOCUMENT_TEXTS.bulkErrorTitle}</h3>
            <p className="font-medium text-error">{ERRORS.BULK_DOWNLOAD_FAILED.message}</p>
            <p>{ERRORS.BULK_DOWNLOAD_ERROR.message}</p>
            <ModalActions dismiss="Cancel" onDismiss={() => setState({ status: 'idle' })}>
              <button type="button" className="btn btn-primary" onClick={() => void begin()}>
                Try again
              </button>
            </ModalActions>
          </div>
        ) : state.status === 'success' || state.status === 'partial_success' ? (
          <div role="status" className="flex flex-col gap-2" data-bulk-result={state.status}>
            <p className="font-medium text-success">{documentsText(DOCUMENT_TEXTS.bulkDownloaded, state.successCount)}</p>
            {state.status === 'partial_success' && (
              <div className="alert alert-warning alert-soft flex-col items-start">
                <p className="font-medium">{fill(TEMPLATES.bulkPartialFailure, { n: state.failedFileIds.length })}</p>
                <ul className="list-disc pl-5">
                  {failedNames(state.failedFileIds).map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            )}
            <ModalActions dismiss="Close" onDismiss={close}>
              <button type="button" className="btn btn-primary" onClick={reset}>
                {DOCUMENT_TEXTS.bulkDone}
              </button>
            </ModalActions>
          </div>
        ) : (
          <>
            <label className="flex items-center gap-2 font-medium">
              <input ref={selectAll} type="checkbox" className="checkbox checkbox-sm" checked={allSelected} onChange={toggleAll} disabled={loading} />
              Select all ({documents.length})
            </label>
            <ul className="max-h-[60vh] divide-y divide-base-200 overflow-y-auto rounded border border-base-200" aria-label="Documents to download">
              {documents.map((d) => (
                <li key={d.key} className="px-3 py-2">
                  <label className="flex items-center gap-2">
                    <input type="checkbox" className="checkbox checkbox-sm" checked={selected.has(d.key)} onChange={() => toggle(d.key)} disabled={loading} />
                    <span
                      className={d.name.length > LETTER_NAME_TOOLTIP_LENGTH ? 'tooltip tooltip-bottom truncate' : 'truncate'}
                      data-tip={d.name.length > LETTER_NAME_TOOLTIP_LENGTH ? d.name : undefined}
                      title={d.name}
                    >
                      {d.name.trim() || DOCUMENT_TEXTS.untitled}
                    </span>
                    {d.generated && <span className="badge badge-ghost badge-sm">Bridge letter</span>}
                  </label>
                </li>
              ))}
            </ul>
            {state.status === 'loading' && (
              <div role="status" className="flex flex-col gap-1" data-bulk-progress={state.phase}>
                <p className="flex items-center gap-2 text-sm">
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                  {documentsText(state.phase === 'preparing' ? DOCUMENT_TEXTS.bulkPreparing : DOCUMENT_TEXTS.bulkDownloading, state.count)}
                  {state.phase === 'downloading' && <span className="tabular-nums">{progressPercent(state)}%</span>}
                </p>
                {state.phase === 'downloading' ? (
                  <progress className="progress progress-primary w-full" value={progressPercent(state)} max={100} aria-label="Download progress" />
                ) : (
                  <progress className="progress progress-primary w-full" aria-label="Download progress" />
                )}
              </div>
            )}
            <div className="modal-action">
              {loading ? (
                <button type="button" className="btn" onClick={() => abort.current?.abort()}>
                  Cancel
                </button>
              ) : (
                <button type="button" className="btn" onClick={close}>
                  Close
                </button>
              )}
              <button type="button" className="btn btn-primary" onClick={() => void begin()} disabled={loading || selected.size === 0}>
                {loading && <span className="loading loading-spinner loading-xs" />}
                Download
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
