/**
 * The "Bulk download" dialog (admin spec §2 item 13, §4, §5; visitor spec §4): a select-all checkbox that follows
 * the selection, a scrollable list (60vh) of the unlocked documents and generated bridge letters, and Download,
 * disabled until a document is selected and while loading. States: idle → loading → success, partial_success or
 * error; Cancel aborts the request; the dialog cannot be closed while loading; it starts afresh each time it opens
 * (the parent mounts it anew).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { DOCUMENT_TEXTS, LETTER_NAME_TOOLTIP_LENGTH, bulkDownloadUrl, type CardDocument } from '../../../content/documents.ts';
import { ERRORS, TEMPLATES, fill } from '../../../content/errors.ts';

type BulkState =
  | { status: 'idle' }
  | { status: 'loading'; count: number }
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

function startDownload(fileUrl: string) {
  const link = document.createElement('a');
  link.href = fileUrl;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function BulkDownloadDialog({ orgId, productId, documents, query = '', onClose }: BulkDownloadDialogProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [selectAllUsed, setSelectAllUsed] = useState(false);
  const [state, setState] = useState<BulkState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const loading = state.status === 'loading';
  const allSelected = documents.length > 0 && selected.size === documents.length;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
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
    setState({ status: 'loading', count: chosen.length });
    try {
      const response = await fetch(`${bulkDownloadUrl(orgId)}${query}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          files: chosen.map((d) => ({ itemUid: d.itemUid, fileId: d.fileId, ...(d.generated ? { generated: true } : {}) })),
          productId,
          selectAllUsed: selectAllUsed && allSelected,
        }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as { failedFileIds: string[]; successCount: number; fileUrl: string | null };
      if (!answer.fileUrl || answer.successCount === 0) throw new Error('nothing to download');
      startDownload(answer.fileUrl);
      setState(
        answer.failedFileIds.length > 0
          ? { status: 'partial_success', successCount: answer.successCount, failedFileIds: answer.failedFileIds }
          : { status: 'success', successCount: answer.successCount },
      );
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'idle' });
      else setState({ status: 'error' });
    } finally {
      abort.current = null;
    }
  }

  function close() {
    if (!loading) onClose();
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
        <div className="flex items-center justify-between">
          <h2 id="bulk-download-title" className="text-lg font-semibold">
            {DOCUMENT_TEXTS.bulkTitle}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={close} disabled={loading} aria-label="Close">
            ✕
          </button>
        </div>

        {state.status === 'error' ? (
          <div role="alert" className="flex flex-col gap-2">
            <h3 className="font-semibold">{DOCUMENT_TEXTS.bulkErrorTitle}</h3>
            <p className="font-medium text-error">{ERRORS.BULK_DOWNLOAD_FAILED.message}</p>
            <p>{ERRORS.BULK_DOWNLOAD_ERROR.message}</p>
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => setState({ status: 'idle' })}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void begin()}>
                Try again
              </button>
            </div>
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
              <p role="status" className="flex items-center gap-2">
                <span className="loading loading-spinner loading-sm" /> Preparing {state.count} {state.count === 1 ? 'document' : 'documents'}…
              </p>
            )}
            {state.status === 'success' && (
              <p role="status" className="text-success">
                Downloading {state.successCount} {state.successCount === 1 ? 'document' : 'documents'}.
              </p>
            )}
            {state.status === 'partial_success' && (
              <div role="status" className="alert alert-warning alert-soft flex-col items-start">
                <p>
                  Downloading {state.successCount} {state.successCount === 1 ? 'document' : 'documents'}.
                </p>
                <p className="font-medium">{fill(TEMPLATES.bulkPartialFailure, { n: state.failedFileIds.length })}</p>
                <ul className="list-disc pl-5">
                  {failedNames(state.failedFileIds).map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
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
