/**
 * The signed manifest of public documents (`/documents-manifest.json`): for every document an anonymous visitor
 * may download, its name, size, SHA-256 and URL, signed with the organisation's Ed25519 key. The public half of
 * the key is published in `/trust.json` (`documentsManifest`), so anyone can check that the files they download
 * are the ones the organisation published (`glasshouse verify-manifest <url|dir>`).
 *
 * Format:
 *
 *   { "payload": { "version": 1, "organization": {…}, "revision": …, "generatedAt": "…", "files": [ … ] },
 *     "signature": { "algorithm": "Ed25519", "keyId": "…", "value": "<base64>" } }
 *
 * The signature covers the UTF-8 bytes of `JSON.stringify(payload)` — exactly how the payload is written in the
 * file, so a verifier re-serialises the parsed payload with `JSON.stringify` (or signs what it reads between the
 * braces). Web Crypto only: the same code runs on Node and Workers.
 */
import { documentUrl } from '../../../content/document-urls.ts';
import { publicView } from '../../../content/policy.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';

export const MANIFEST_PATH = '/documents-manifest.json';
export const MANIFEST_VERSION = 1;

export interface ManifestFile {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Absolute when the build knows the portal's public URL, else root-relative. */
  url: string;
}

export interface ManifestPayload {
  version: typeof MANIFEST_VERSION;
  organization: { id: string; name: string };
  generatedAt: string;
  files: ManifestFile[];
}

export interface SignedManifest {
  payload: ManifestPayload;
  signature: { algorithm: 'Ed25519'; keyId: string; value: string };
}

/** What `/trust.json` publishes about the manifest. */
export interface ManifestTrust {
  url: string;
  algorithm: 'Ed25519';
  keyId: string;
  /** The raw 32-byte Ed25519 public key, base64. */
  publicKey: string;
}

/** A signing key: the private key and what identifies its public half. */
export interface ManifestSigningKey {
  privateKey: CryptoKey;
  /** Raw public key, base64. */
  publicKey: string;
  keyId: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function keyIdOf(publicRaw: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', publicRaw));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new Ed25519 key pair; returns the private key as base64 PKCS #8 (what `MANIFEST_SIGNING_KEY` holds). */
export async function generateManifestKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
}

/** Imports a base64 PKCS #8 Ed25519 private key. @throws an Error when it is not one. */
export async function importManifestKey(pkcs8Base64: string): Promise<ManifestSigningKey> {
  let privateKey: CryptoKey;
  try {
    privateKey = await crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64.trim()), { name: 'Ed25519' }, true, ['sign']);
  } catch {
    throw new Error('The manifest signing key is not a base64 PKCS #8 Ed25519 private key.');
  }
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const publicRaw = fromBase64(jwk.x!);
  return { privateKey, publicKey: toBase64(publicRaw), keyId: await keyIdOf(publicRaw) };
}

/** The `/trust.json` entry for a key. */
export function manifestTrust(key: Pick<ManifestSigningKey, 'publicKey' | 'keyId'>): ManifestTrust {
  return { url: MANIFEST_PATH, algorithm: 'Ed25519', keyId: key.keyId, publicKey: key.publicKey };
}

/** Public documents of a snapshot: files an anonymous visitor may download, each once, with its URL. */
export function publicManifestFiles(snapshot: Snapshot, publicUrl = ''): ManifestFile[] {
  const view = publicView(snapshot);
  if (view.organization.documentAccessType === 'view-only') return [];
  const base = publicUrl.replace(/\/+$/, '');
  const files: ManifestFile[] = [];
  const seen = new Set<string>();
  for (const item of view.items) {
    if (item.locked) continue;
    for (const fileId of item.files) {
      const file = view.files.find((f) => f.fileId === fileId);
      if (!file?.sha256 || seen.has(fileId) || file.documentAccessType === 'view-only') continue;
      seen.add(fileId);
      const path = documentUrl({ orgId: view.organization.id, fileId, productId: item.productId, itemUid: item.itemUid, accessType: 'download' });
      files.push({ fileId, name: file.originalName, contentType: file.contentType, size: file.size, sha256: file.sha256, url: `${base}${path}` });
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name) || a.fileId.localeCompare(b.fileId));
}

/** Signs a payload. */
export async function signManifest(payload: ManifestPayload, key: ManifestSigningKey): Promise<SignedManifest> {
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key.privateKey, new TextEncoder().encode(JSON.stringify(payload))));
  return { payload, signature: { algorithm: 'Ed25519', keyId: key.keyId, value: toBase64(signature) } };
}

/** The manifest of a snapshot, signed. */
export async function buildSignedManifest({
  snapshot,
  key,
  publicUrl,
  now,
}: {
  snapshot: Snapshot;
  key: ManifestSigningKey;
  publicUrl?: string;
  now: number;
}): Promise<SignedManifest> {
  const payload: ManifestPayload = {
    version: MANIFEST_VERSION,
    organization: { id: snapshot.organization.id, name: snapshot.organization.name },
    generatedAt: new Date(now).toISOString(),
    files: publicManifestFiles(snapshot, publicUrl),
  };
  return signManifest(payload, key);
}

export type ManifestVerification = { ok: true; manifest: SignedManifest } | { ok: false; reason: string };

/** Checks a manifest's shape and signature against a base64 raw Ed25519 public key. */
export async function verifyManifestSignature(manifest: unknown, publicKeyBase64: string): Promise<ManifestVerification> {
  const m = manifest as Partial<SignedManifest> | null;
  if (!m || typeof m !== 'object' || !m.payload || typeof m.payload !== 'object' || !m.signature || typeof m.signature.value !== 'string') {
    return { ok: false, reason: 'The manifest has no payload or signature.' };
  }
  if (m.signature.algorithm !== 'Ed25519') return { ok: false, reason: `Unsupported signature algorithm: ${String(m.signature.algorithm)}` };
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey('raw', fromBase64(publicKeyBase64), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return { ok: false, reason: 'The public key is not a raw Ed25519 key.' };
  }
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64(m.signature.value);
  } catch {
    return { ok: false, reason: 'The signature is not base64.' };
  }
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, new TextEncoder().encode(JSON.stringify(m.payload)));
  if (!valid) return { ok: false, reason: 'The signature does not match the manifest: it was changed or signed with another key.' };
  return { ok: true, manifest: m as SignedManifest };
}
