/**
 * `glasshouse verify-manifest <url|dir>` — checks the signed manifest of public documents:
 *
 * - a URL (the portal's address): fetches `/trust.json` and `/documents-manifest.json`, verifies the signature with
 *   the public key of `trust.json` (or the one given with `--public-key`), then downloads every listed document and
 *   checks its size and SHA-256;
 * - a folder (a site build, e.g. `dist`): reads both files from it and verifies the signature (the documents are
 *   served by the edge, not the folder: give the URL to check their bytes).
 *
 * Exit code 0 when everything matches, 1 otherwise.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, verifyManifestSignature, type ManifestTrust, type SignedManifest } from '../../edge/services/documents/documents-manifest.ts';
import { CliError, UsageError, type CommandInput, type Io } from './types.ts';

export interface VerifyManifestOptions {
  target: string;
  /** Pinned public key (base64); default: the one in `trust.json`. */
  publicKey?: string;
  fetch?: typeof fetch;
  io: Io;
}

function isUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

async function fetchJson(doFetch: typeof fetch, url: string): Promise<unknown> {
  const res = await doFetch(url);
  if (!res.ok) throw new CliError(`${url} answered ${res.status}.`);
  try {
    return await res.json();
  } catch {
    throw new CliError(`${url} is not JSON.`);
  }
}

function readJsonFile(file: string): unknown {
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new CliError(`${file} is not JSON.`);
  }
}

/** Verifies a manifest; returns the number of problems found (0: all good). */
export async function verifyManifest({ target, publicKey, fetch: doFetch = fetch, io }: VerifyManifestOptions): Promise<number> {
  const remote = isUrl(target);
  let trust: unknown;
  let manifest: unknown;
  if (remote) {
    const base = target.replace(/\/+$/, '').replace(/\/(trust|documents-manifest)\.json$/, '');
    trust = publicKey ? undefined : await fetchJson(doFetch, `${base}/trust.json`);
    manifest = await fetchJson(doFetch, `${base}${MANIFEST_PATH}`);
  } else {
    const dir = path.resolve(target);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`${target} is neither a URL nor a folder.`);
    trust = publicKey ? undefined : readJsonFile(path.join(dir, 'trust.json'));
    manifest = readJsonFile(path.join(dir, MANIFEST_PATH.slice(1)));
  }
  const key = publicKey ?? (trust as { documentsManifest?: ManifestTrust } | undefined)?.documentsManifest?.publicKey;
  if (!key) throw new CliError('trust.json publishes no documentsManifest public key (pass --public-key to give one).');

  const result = await verifyManifestSignature(manifest, key);
  if (!result.ok) {
    io.err(`✗ Signature: ${result.reason}`);
    return 1;
  }
  const { payload, signature } = result.manifest as SignedManifest;
  io.out(
    `✓ Signature valid: ${payload.files.length} public documents of ${payload.organization.name}, key ${signature.keyId}, generated ${payload.generatedAt}`,
  );
  if (!remote) {
    io.out('  The documents themselves are served by the edge: verify the portal URL to check their bytes.');
    return 0;
  }

  let problems = 0;
  for (const file of payload.files) {
    const url = new URL(file.url, target.endsWith('/') ? target : `${target}/`).href;
    try {
      const res = await doFetch(url);
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (bytes.byteLength !== file.size || sha256 !== file.sha256) {
        problems++;
        io.err(`✗ ${file.name}: ${bytes.byteLength} bytes, SHA-256 ${sha256} (manifest: ${file.size} bytes, ${file.sha256})`);
      } else {
        io.out(`✓ ${file.name}  ${sha256}`);
      }
    } catch (error) {
      problems++;
      io.err(`✗ ${file.name}: ${url} ${(error as Error).message}`);
    }
  }
  return problems;
}

/** `glasshouse verify-manifest <url|dir>` */
export async function runVerifyManifest({ positionals, values, io }: CommandInput): Promise<void> {
  if (positionals.length !== 1) throw new UsageError('Usage: glasshouse verify-manifest <url|dir> [--public-key <base64>]');
  const publicKey = typeof values['public-key'] === 'string' ? values['public-key'] : undefined;
  const problems = await verifyManifest({ target: positionals[0]!, publicKey, io });
  if (problems > 0) throw new CliError(`${problems} problem(s) found.`);
}
