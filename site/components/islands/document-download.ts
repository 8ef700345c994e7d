/**
 * The download helper of documents (visitor spec §7 "File download helper (fileId, fileName)"): fetches the
 * download URL with the visitor's session, then saves the answer under its file name. Any failure becomes the
 * spec's message.
 */
import { DOCUMENT_TEXTS } from '../../../content/documents.ts';
import { ApiError, request } from '../../lib/request.ts';
import { saveBlob } from './save-blob.ts';

/** The bytes of a document (its view or download URL), with the visitor's session; the answer as it came. */
export function fetchDocument(url: string): Promise<Response> {
  return request(url, { headers: { accept: '*/*' }, read: async (response) => response });
}

/** Downloads a document; throws an {@link ApiError} with the spec's message to show. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    blob = await (await fetchDocument(url)).blob();
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, DOCUMENT_TEXTS.downloadFailed, {
      details: error instanceof ApiError ? error.details : {},
    });
  }
  saveBlob(blob, fileName);
}
