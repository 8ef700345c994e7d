/**
 * How blob keys are laid out. Every organisation has its own prefix, so two organisations may use the same
 * `blobKey` in their content (an imported demo and a copy of it) without overwriting each other's bytes:
 *
 *   orgs/<orgId>/files/<blobKey>    document bytes of a file entity (`FileSchema.blobKey`)
 *   orgs/<orgId>/assets/<path>      public assets the site serves under `/assets/<path>` (logo, favicon …)
 */
import { assertBlobKey } from './types.ts';

/** Prefix of everything an organisation stores. */
export function orgPrefix(orgId: string): string {
  assertBlobKey(orgId);
  if (orgId.includes('/')) throw new Error(`Invalid organisation id for a blob key: ${orgId}`);
  return `orgs/${orgId}/`;
}

/** Prefix of an organisation's document bytes. */
export function orgFilesPrefix(orgId: string): string {
  return `${orgPrefix(orgId)}files/`;
}

/** Prefix of an organisation's public assets. */
export function orgAssetsPrefix(orgId: string): string {
  return `${orgPrefix(orgId)}assets/`;
}

/** Store key of a file entity's bytes: `orgFileKey(org.id, file.blobKey)`. */
export function orgFileKey(orgId: string, blobKey: string): string {
  assertBlobKey(blobKey);
  return `${orgFilesPrefix(orgId)}${blobKey}`;
}

/** Store key of an asset, by its path under the site's `/assets/`. */
export function orgAssetKey(orgId: string, assetPath: string): string {
  assertBlobKey(assetPath);
  return `${orgAssetsPrefix(orgId)}${assetPath}`;
}
