/**
 * The signed manifest of public documents: what it lists, that its signature verifies and fails after any
 * tampering, the signing key's storage, and `glasshouse verify-manifest` against a URL and a folder.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import { orgFileKey } from '../../../edge/blobs/keys.ts';
import { MANIFEST_KEY_FILE, loadManifestSigningKey } from '../../../edge/node/manifest-key.ts';
import {
  buildSignedManifest,
  generateManifestKey,
  importManifestKey,
  manifestTrust,
  verifyManifestSignature,
  type ManifestSigningKey,
} from '../../../edge/services/documents/documents-manifest.ts';
import { main } from '../../../scripts/cli.ts';
import { verifyManifest } from '../../../scripts/commands/verify-manifest.ts';
import { ORG, makeDocumentsFixture, type DocumentsFixture } from './fixture.ts';

let f: DocumentsFixture;
let key: ManifestSigningKey;
let dir: string;
beforeEach(async () => {
  f = await makeDocumentsFixture();
  key = await importManifestKey(await generateManifestKey());
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-manifest-'));
});
afterEach(async () => {
  await f.t.close();
  rmSync(dir, { recursive: true, force: true });
});

const snapshot = () => SnapshotSchema.parse(f.snapshot);
const quietIo = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
};

describe('the documents manifest', () => {
  it('lists only the public documents with name, size, SHA-256 and download URL', async () => {
    const manifest = await buildSignedManifest({ snapshot: snapshot(), key, publicUrl: 'https://trust.acme.test', now: Date.UTC(2026, 0, 1) });
    const policy = f.snapshot.files!.find((x) => x.fileId === 'file_public')!;
    expect(manifest.payload).toEqual({
      version: 1,
      organization: { id: ORG, name: 'Acme Corp' },
      generatedAt: '2026-01-01T00:00:00.000Z',
      files: [
        {
          fileId: 'file_public',
          name: 'Security-Policy.pdf',
          contentType: 'application/pdf',
          size: policy.size,
          sha256: policy.sha256,
          url: `https://trust.acme.test/api/share/${ORG}/documents/file_public?productId=main&accessType=download&itemUid=itm_policy`,
        },
      ],
    });
    expect(manifest.signature).toMatchObject({ algorithm: 'Ed25519', keyId: key.keyId });
  });

  it('verifies with the public key and fails after tampering or with another key', async () => {
    const manifest = await buildSignedManifest({ snapshot: snapshot(), key, now: 0 });
    expect((await verifyManifestSignature(JSON.parse(JSON.stringify(manifest)), key.publicKey)).ok).toBe(true);

    const tampered = structuredClone(manifest);
    tampered.payload.files[0]!.sha256 = '0'.repeat(64);
    expect(await verifyManifestSignature(tampered, key.publicKey)).toEqual({
      ok: false,
      reason: 'The signature does not match the manifest: it was changed or signed with another key.',
    });
    const added = structuredClone(manifest);
    added.payload.files.push({ ...added.payload.files[0]!, fileId: 'evil', name: 'evil.pdf' });
    expect((await verifyManifestSignature(added, key.publicKey)).ok).toBe(false);

    const other = await importManifestKey(await generateManifestKey());
    expect((await verifyManifestSignature(manifest, other.publicKey)).ok).toBe(false);
    expect((await verifyManifestSignature({}, key.publicKey)).ok).toBe(false);
  });
});

describe('the signing key', () => {
  it('is generated into the data folder (mode 0600) on first use and reused afterwards', async () => {
    const first = await loadManifestSigningKey({ dataDir: dir, env: {} });
    const file = path.join(dir, MANIFEST_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadManifestSigningKey({ dataDir: dir, env: {} });
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('comes from MANIFEST_SIGNING_KEY when set, and a bad one is refused', async () => {
    const pkcs8 = await generateManifestKey();
    const fromEnv = await loadManifestSigningKey({ dataDir: dir, env: { MANIFEST_SIGNING_KEY: pkcs8 } });
    expect(fromEnv.publicKey).toBe((await importManifestKey(pkcs8)).publicKey);
    await expect(loadManifestSigningKey({ dataDir: dir, env: { MANIFEST_SIGNING_KEY: 'bm90IGEga2V5' } })).rejects.toThrow(
      'not a base64 PKCS #8 Ed25519 private key',
    );
  });
});

describe('glasshouse verify-manifest', () => {
  /** A portal at https://trust.acme.test: its static trust.json and manifest, the edge for the rest. */
  async function portalFetch(): Promise<typeof fetch> {
    const manifest = await buildSignedManifest({ snapshot: snapshot(), key, now: 0 });
    return (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/trust.json') return Response.json({ organization: { id: ORG }, documentsManifest: manifestTrust(key) });
      if (url.pathname === '/documents-manifest.json') return new Response(JSON.stringify(manifest));
      return f.t.app.fetch(new Request(url));
    }) as typeof fetch;
  }

  it('given a URL, checks the signature and every document', async () => {
    const { io, out, err } = quietIo();
    expect(await verifyManifest({ target: 'https://trust.acme.test', fetch: await portalFetch(), io })).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toMatch(/^✓ Signature valid: 1 public documents of Acme Corp, key [0-9a-f]{16}/);
    expect(out[1]).toMatch(/^✓ Security-Policy.pdf {2}[0-9a-f]{64}$/);
  });

  it('reports a document whose bytes no longer match', async () => {
    await f.blobs.put(orgFileKey(ORG, 'file_public.pdf'), new TextEncoder().encode('%PDF-1.7 swapped'));
    const { io, err } = quietIo();
    expect(await verifyManifest({ target: 'https://trust.acme.test', fetch: await portalFetch(), io })).toBe(1);
    expect(err[0]).toMatch(/^✗ Security-Policy.pdf: 16 bytes/);
  });

  it('given a folder, checks the signature, and fails after tampering (exit code 1)', async () => {
    const manifest = await buildSignedManifest({ snapshot: snapshot(), key, now: 0 });
    writeFileSync(path.join(dir, 'trust.json'), JSON.stringify({ documentsManifest: manifestTrust(key) }));
    writeFileSync(path.join(dir, 'documents-manifest.json'), JSON.stringify(manifest));
    const ok = quietIo();
    expect(await main(['verify-manifest', dir], { io: ok.io, env: {} })).toBe(0);
    expect(ok.out[0]).toContain('✓ Signature valid');

    const text = readFileSync(path.join(dir, 'documents-manifest.json'), 'utf8').replace('Security-Policy.pdf', 'Security-Policy2.pdf');
    writeFileSync(path.join(dir, 'documents-manifest.json'), text);
    const bad = quietIo();
    expect(await main(['verify-manifest', dir], { io: bad.io, env: {} })).toBe(1);
    expect(bad.err.join('\n')).toContain('✗ Signature: The signature does not match the manifest');
  });

  it('refuses a target that is neither a URL nor a folder, and a trust.json without a key', async () => {
    const { io, err } = quietIo();
    expect(await main(['verify-manifest', path.join(dir, 'missing')], { io, env: {} })).toBe(1);
    expect(err[0]).toContain('is neither a URL nor a folder');
    writeFileSync(path.join(dir, 'trust.json'), JSON.stringify({}));
    writeFileSync(path.join(dir, 'documents-manifest.json'), JSON.stringify({}));
    const second = quietIo();
    expect(await main(['verify-manifest', dir], { io: second.io, env: {} })).toBe(1);
    expect(second.err[0]).toContain('publishes no documentsManifest public key');
  });
});
