/**
 * Writes the signed manifest of a snapshot's public documents into a built site (`documents-manifest.json`),
 * beside `trust.json`, which publishes the key (see `edge/services/documents/documents-manifest.ts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SnapshotSchema, type Snapshot } from '../../../content/index.ts';
import { MANIFEST_PATH, buildSignedManifest, manifestTrust, type ManifestSigningKey } from '../../services/documents/documents-manifest.ts';

/** Environment variable through which the Astro build receives the key's public half for `/trust.json` (read by
 * `site/pages/trust.json.ts`). */
export const MANIFEST_TRUST_ENV = 'GLASSHOUSE_MANIFEST_TRUST';

/** The environment the Astro build needs for a key. */
export function manifestTrustEnv(key: ManifestSigningKey): Record<string, string> {
  return { [MANIFEST_TRUST_ENV]: JSON.stringify(manifestTrust(key)) };
}

export async function writeDocumentsManifest({
  siteDir,
  snapshotPath,
  snapshot: parsed,
  key,
  publicUrl,
  now = Date.now(),
}: {
  siteDir: string;
  snapshotPath: string;
  /** The snapshot of `snapshotPath`, when the caller has it parsed already. */
  snapshot?: Snapshot;
  key: ManifestSigningKey;
  publicUrl?: string;
  now?: number;
}): Promise<number> {
  const snapshot = parsed ?? SnapshotSchema.parse(JSON.parse(await readFile(snapshotPath, 'utf8')));
  const manifest = await buildSignedManifest({ snapshot, key, publicUrl, now });
  await writeFile(path.join(siteDir, MANIFEST_PATH.slice(1)), JSON.stringify(manifest));
  return manifest.payload.files.length;
}
