/**
 * The download helper of documents (visitor spec §7 "File download helper (fileId, fileName)"): fetches the
 * download URL with the visitor's session, then saves the answer under its file name. Any failure becomes the
 * spec's message.
 */
import { DOCUMENT_TEXTS } from '../../../content/documents.ts';

export class DocumentDownloadError extends Error {
  readonly detail?: string;
  constructor(detail?: string) {
    super(DOCUMENT_TEXTS.downloadFailed);
    this.detail = detail;
    this.name = 'DocumentDownloadError';
  }
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads a document; throws {@link DocumentDownloadError} with the message to show. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DocumentDownloadError();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new DocumentDownloadError(body?.error);
  }
  saveBlob(await response.blob(), fileName);
}
