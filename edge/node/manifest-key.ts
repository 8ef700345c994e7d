/**
 * The Ed25519 key that signs the public documents' manifest, for the embedded default and `glasshouse build`:
 * env `MANIFEST_SIGNING_KEY` (base64 PKCS #8), else `<DATA_DIR>/manifest-signing-key`, generated (mode 0600) on
 * first use. Keep it: visitors who pinned the public key from `/trust.json` expect the same key next time.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateManifestKey, importManifestKey, type ManifestSigningKey } from '../services/documents/documents-manifest.ts';

/** File (inside the data folder) holding the generated key. */
export const MANIFEST_KEY_FILE = 'manifest-signing-key';

export async function loadManifestSigningKey({
  dataDir,
  env = process.env,
}: {
  dataDir: string;
  env?: Record<string, string | undefined>;
}): Promise<ManifestSigningKey> {
  const fromEnv = env.MANIFEST_SIGNING_KEY?.trim();
  if (fromEnv) return importManifestKey(fromEnv);
  const file = path.join(path.resolve(dataDir), MANIFEST_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return importManifestKey(stored);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const generated = await generateManifestKey();
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return importManifestKey(generated);
}
