/**
 * Upload a document (opened by "Upload document", or by `/documents?uploadModal=true` from the item editor):
 * the file, view-only or view-and-download, shared across products, and an optional type. The size limit and the
 * allowed types are checked before sending, with the same messages the edge answers with.
 */
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, uploadTypeOf } from '../../../content/documents.ts';
import { ERRORS } from '../../../content/errors.ts';
import { DOCUMENT_TYPES } from '../../../content/schemas/file.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useWrite } from '../../ui/form.tsx';
import { uploadDocument, type DocumentAccessType, type DocumentType } from './api.ts';

export function UploadDocumentModal({ onClose, onUploaded }: { onClose: () => void; onUploaded: (name: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [accessType, setAccessType] = useState<DocumentAccessType>('view-and-download');
  const [isShared, setShared] = useState(false);
  const [type, setType] = useState<DocumentType | ''>('');
  const write = useWrite();
  const error = write.error?.message;

  function choose(next: File | null) {
    write.reset();
    setFile(next);
    if (!next) return;
    if (!uploadTypeOf(next.name)) write.fail(ERRORS.UPLOAD_TYPE_NOT_ALLOWED.message);
    else if (next.size > MAX_UPLOAD_BYTES) write.fail(ERRORS.UPLOAD_TOO_LARGE.message);
    else if (next.size === 0) write.fail(ERRORS.UPLOAD_EMPTY.message);
  }

  async function upload() {
    if (!file || error) return;
    // Send the type the name implies (browsers leave some, like .csv on some systems, empty).
    const typed = new File([file], file.name, { type: uploadTypeOf(file.name) ?? file.type });
    if (await write.run(() => uploadDocument(typed, { documentAccessType: accessType, isShared, type }))) onUploaded(file.name);
  }

  return (
    <FormDialog
      open
      title="Upload document"
      onClose={onClose}
      write={write}
      onSave={() => void upload()}
      saveLabel="Upload"
      canSave={!!file && !error}
      error={error}
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1">
          <span className="font-medium">File</span>
          <input type="file" className="file-input w-full" accept={UPLOAD_ACCEPT} onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)} required />
          <span className="text-xs opacity-70">PDF, Word, Excel, PowerPoint, PNG, JPEG or CSV; at most 25 MB.</span>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Access</span>
          <select className="select w-full" value={accessType} onChange={(e) => setAccessType(e.currentTarget.value as DocumentAccessType)}>
            <option value="view-and-download">View and download</option>
            <option value="view-only">View only</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Document type</span>
          <select className="select w-full" value={type} onChange={(e) => setType(e.currentTarget.value as DocumentType | '')}>
            <option value="">No type</option>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="checkbox checkbox-sm" checked={isShared} onChange={(e) => setShared(e.currentTarget.checked)} />
          Shared across products
        </label>
      </div>
    </FormDialog>
  );
}
