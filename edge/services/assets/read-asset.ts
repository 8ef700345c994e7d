/**
 * Reading an organisation's public asset (banner image, card icon, logo) for
 * `GET /api/share/{orgId}/assets/{assetId}?v={revision}` (visitor spec §7, admin spec §3 "Icons are read from …").
 *
 * Assets are public by nature: they are what the static page shows. They live in the blob store under the
 * organisation's assets prefix (`orgAssetKey`), keyed by their asset id or by their path from an imported content
 * folder (`logo.svg`).
 */
import { orgAssetKey } from '../../blobs/keys.ts';
import type { BlobObject, BlobStore } from '../../blobs/types.ts';

/**
 * An asset id as it may appear in the path: letters, digits, `_`, `-` and `.` (an imported `logo.svg`), at most
 * 128 characters, not starting with a dot. Anything else (slashes, `..`, hidden files) is never looked up.
 */
export const ASSET_ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** Content types by file extension, for assets stored without one. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** The content type an asset is served with: its stored type, else by extension, else binary. */
export function assetContentType(assetId: string, stored?: string): string {
  if (stored) return stored;
  const extension = assetId.includes('.') ? assetId.slice(assetId.lastIndexOf('.') + 1).toLowerCase() : '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * Cache policy: a request carrying `?v={revision}` names one version of the asset (the revision changes when the
 * asset does), so it is cached for a year; without it, for five minutes.
 */
export function assetCacheControl(versioned: boolean): string {
  return versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

export interface ReadAssetOptions {
  blobs: BlobStore | undefined;
  orgId: string;
  assetId: string;
}

/** The stored asset, or `null` when the id is malformed, there is no blob store, or nothing is stored. */
export async function readAsset({ blobs, orgId, assetId }: ReadAssetOptions): Promise<(BlobObject & { contentType: string }) | null> {
  if (!blobs || !ASSET_ID_PATTERN.test(assetId)) return null;
  const blob = await blobs.get(orgAssetKey(orgId, assetId));
  if (!blob) return null;
  return { ...blob, contentType: assetContentType(assetId, blob.contentType) };
}
