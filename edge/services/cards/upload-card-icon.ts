/**
 * First step of changing a card icon (admin spec §7 "Icon assets helper: upload one file"): the image bytes are
 * checked and kept aside until an asset is created or updated from them (`save-card-icon.ts`).
 *
 *   orgs/<orgId>/uploads/<fileId>   an uploaded icon waiting to become an asset (not served)
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { ICON_CONTENT_TYPES, ICON_MAX_BYTES } from '../../../content/editing/icons.ts';
import { orgPrefix } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import { AppError, appError } from '../../errors.ts';

export type IconContentType = (typeof ICON_CONTENT_TYPES)[number];

/** Store key of an uploaded icon. */
export function iconUploadKey(orgId: string, fileId: string): string {
  return `${orgPrefix(orgId)}uploads/${fileId}`;
}

/** The image type the bytes really are (png, jpeg or svg), or undefined. */
export function sniffIconType(bytes: Uint8Array): IconContentType | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  // An SVG document: optional XML declaration, comments and doctype, then the <svg> root element.
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

export interface UploadCardIconOptions {
  blobs: BlobStore | undefined;
  orgId: string;
  /** The request's `Content-Type` (without parameters). */
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Checks the image (png, jpeg or svg — by its bytes, which must agree with its declared type — at most 1MB)
 * and stores it as an upload.
 * @throws VALIDATION_FAILED with the reason; INTERNAL when the runtime has no blob store.
 */
export async function uploadCardIcon({
  blobs,
  orgId,
  contentType,
  bytes,
}: UploadCardIconOptions): Promise<{ fileId: string; contentType: IconContentType; size: number }> {
  if (!blobs) throw appError('INTERNAL', { reason: 'File storage is not configured on this server.' });
  const invalid = (message: string) => new AppError('VALIDATION_FAILED', { path: 'file' }, message);
  if (!(ICON_CONTENT_TYPES as readonly string[]).includes(contentType)) throw invalid(EDIT_API_TEXTS.iconType);
  if (bytes.length === 0) throw invalid(EDIT_API_TEXTS.iconEmpty);
  if (bytes.length > ICON_MAX_BYTES) throw invalid(EDIT_API_TEXTS.iconTooLarge);
  if (sniffIconType(bytes) !== contentType) throw invalid(EDIT_API_TEXTS.iconType);
  const fileId = `upl_${crypto.randomUUID().replace(/-/g, '')}`;
  await blobs.put(iconUploadKey(orgId, fileId), bytes, { contentType });
  return { fileId, contentType: contentType as IconContentType, size: bytes.length };
}
