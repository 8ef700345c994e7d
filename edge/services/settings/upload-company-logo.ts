/**
 * A logo staff upload for a subprocessor or a trusted-by company (`POST /api/trust-center/logos`): the image is
 * checked and stored at once as a public asset of the organisation, `orgs/<orgId>/assets/logo-<id>.<ext>`; the
 * entry records `assets/logo-<id>.<ext>` when it is saved. The portal serves it from its own build (`/assets/…`,
 * copied at publish), the admin from `GET /api/share/{orgId}/assets/{assetId}` — never from another host.
 */
import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES } from '../../../content/companies.ts';
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { orgAssetKey } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import { AppError, appError } from '../../errors.ts';
import { sniffIconType } from '../cards/upload-card-icon.ts';

export type CompanyLogoType = (typeof COMPANY_LOGO_TYPES)[number];

const EXTENSIONS: Record<CompanyLogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'image/webp': 'webp' };

/** The image type the bytes really are (png, jpeg, svg or webp), or undefined. */
export function sniffLogoType(bytes: Uint8Array): CompanyLogoType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return sniffIconType(bytes);
}

/**
 * What an SVG must not contain: script, event handlers, `javascript:` links, embedded HTML, entity declarations,
 * and references to anything outside the file (`href`, `url()` or `@import` other than a `#fragment` or an
 * inline `data:image/…`) — the portal loads nothing from another host.
 */
const UNSAFE_SVG: readonly RegExp[] = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
  /\bhref\s*=\s*(["'])\s*(?!#|data:image\/)/i,
  /url\(\s*(["']?)\s*(?!#|data:image\/)/i,
  /@import/i,
];

/** Whether an SVG logo is safe to serve from the portal's own origin. */
export function isSafeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes);
  return !UNSAFE_SVG.some((pattern) => pattern.test(text));
}

export interface UploadCompanyLogoOptions {
  blobs: BlobStore | undefined;
  orgId: string;
  /** The request's `Content-Type` (without parameters). */
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Checks the image (png, jpeg, svg or webp — by its bytes, which must agree with its declared type — at most
 * 1MB; an SVG without script or outside references) and stores it as an asset.
 * @returns the reference an entry records (`assets/logo-….png`) and the asset id.
 * @throws VALIDATION_FAILED with the reason; INTERNAL when the runtime has no blob store.
 */
export async function uploadCompanyLogo({
  blobs,
  orgId,
  contentType,
  bytes,
}: UploadCompanyLogoOptions): Promise<{ logo: string; assetId: string; contentType: CompanyLogoType; size: number }> {
  if (!blobs) throw appError('INTERNAL', { reason: 'File storage is not configured on this server.' });
  const invalid = (message: string) => new AppError('VALIDATION_FAILED', { path: 'file' }, message);
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(contentType)) throw invalid(EDIT_API_TEXTS.logoType);
  if (bytes.length === 0) throw invalid(EDIT_API_TEXTS.logoEmpty);
  if (bytes.length > COMPANY_LOGO_MAX_BYTES) throw invalid(EDIT_API_TEXTS.logoTooLarge);
  const type = sniffLogoType(bytes);
  if (type !== contentType) throw invalid(EDIT_API_TEXTS.logoType);
  if (type === 'image/svg+xml' && !isSafeSvg(bytes)) throw invalid(EDIT_API_TEXTS.logoUnsafe);
  const assetId = `logo-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.${EXTENSIONS[type]}`;
  await blobs.put(orgAssetKey(orgId, assetId), bytes, { contentType: type });
  return { logo: `assets/${assetId}`, assetId, contentType: type, size: bytes.length };
}
