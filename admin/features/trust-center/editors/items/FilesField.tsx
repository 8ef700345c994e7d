/**
 * The item's linked documents (admin spec §4 "File link"): each linked file can be unlinked, and a file of the
 * organisation can be linked; both stay pending — and can be undone — until the card is saved. A new document is
 * uploaded on the documents page (`/documents?uploadModal=true`, in a new tab), then linked here.
 */
import { useId, useState } from 'react';
import type { FileRecord } from '../../../../../content/schemas/file.ts';

export const UPLOAD_DOCUMENT_HREF = '/documents?uploadModal=true';

export interface FilesFieldProps {
  /** File ids in the form. */
  value: string[];
  /** File ids the item has in the draft (to tell pending links and unlinks). */
  saved: string[];
  files: Omit<FileRecord, 'blobKey'>[];
  onChange(next: string[]): void;
  error?: string;
  /** Name of the item, for the controls' accessible names. */
  itemTitle: string;
}

export function FilesField({ value, saved, files, onChange, error, itemTitle }: FilesFieldProps) {
  const selectId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState('');
  const name = (id: string) => files.find((f) => f.fileId === id)?.originalName ?? id;
  const unlinked = saved.filter((id) => !value.includes(id));
  const linkable = files.filter((f) => !value.includes(f.fileId));

  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="fieldset-legend">Documents</legend>
      {value.length === 0 && unlinked.length === 0 && <p className="text-sm text-base-content/60">No document linked.</p>}
      <ul className="flex flex-col gap-1">
        {value.map((id) => (
          <li key={id} className="flex items-center justify-between gap-2 rounded bg-base-200 px-2 py-1 text-sm">
            <span className="truncate">
              {name(id)}
              {!saved.includes(id) && <span className="badge badge-info badge-xs ml-2">pending link</span>}
            </span>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange(value.filter((v) => v !== id))}>
              {saved.includes(id) ? 'Unlink' : 'Undo'}
              <span className="sr-only"> {name(id)}</span>
            </button>
          </li>
        ))}
        {unlinked.map((id) => (
          <li key={id} className="flex items-center justify-between gap-2 rounded px-2 py-1 text-sm text-base-content/60">
            <span className="truncate line-through">{name(id)}</span>
            <span className="badge badge-warning badge-xs">pending unlink</span>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange([...value, id])}>
              Undo<span className="sr-only"> unlink of {name(id)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={selectId} className="text-sm">
            Link a document<span className="sr-only"> to {itemTitle}</span>
          </label>
          <select id={selectId} className="select select-sm" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose a document</option>
            {linkable.map((f) => (
              <option key={f.fileId} value={f.fileId}>
                {f.originalName}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!choice}
          onClick={() => {
            onChange([...value, choice]);
            setChoice('');
          }}
        >
          Link
        </button>
        <a className="link link-primary text-sm" href={UPLOAD_DOCUMENT_HREF} target="_blank" rel="noopener">
          Upload a new document
        </a>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
