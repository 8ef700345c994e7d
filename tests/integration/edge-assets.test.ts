/** `GET /api/share/:orgId/assets/:assetId?v={revision}`: public assets (banner, card icons) from the blob store. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryBlobStore, orgAssetKey, type MemoryBlobStore } from '../../edge/blobs/index.ts';
import { assetContentType } from '../../edge/services/assets/read-asset.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let t: TestApp;
let blobs: MemoryBlobStore;
beforeEach(async () => {
  t = await makeTestApp();
  blobs = createMemoryBlobStore();
  t.deps.blobs = blobs;
  await blobs.put(orgAssetKey(t.org.id, 'banner_1'), PNG, { contentType: 'image/png' });
  await blobs.put(orgAssetKey(t.org.id, 'logo.svg'), new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
});
afterEach(async () => {
  await t.close();
});

const get = (path: string) => t.app.fetch(t.request('GET', path));

describe('GET /api/share/:orgId/assets/:assetId', () => {
  it('serves the stored bytes with their content type, cached for a year when versioned', async () => {
    const response = await get(`/api/share/${t.org.id}/assets/banner_1?v=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('is cached briefly without a revision, and answers by organisation slug too', async () => {
    const response = await get(`/api/share/${t.org.slug}/assets/banner_1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves an asset stored without a type by its extension, sandboxed', async () => {
    const response = await get(`/api/share/${t.org.id}/assets/logo.svg?v=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers 404 JSON for a missing asset', async () => {
    const response = await get(`/api/share/${t.org.id}/assets/nothing-here?v=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', error: 'Not found' });
  });

  it('answers 404 COMPANY_NOT_FOUND for an unknown organisation', async () => {
    const response = await get('/api/share/org_nobody/assets/banner_1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND', error: 'Company not found' });
  });

  it("never reads outside the organisation's assets: traversal, hidden names and other organisations", async () => {
    await blobs.put(orgAssetKey('org_other', 'secret'), PNG, { contentType: 'image/png' });
    await blobs.put(`orgs/${t.org.id}/files/report.pdf`, PNG, { contentType: 'application/pdf' });
    for (const path of [
      `/api/share/${t.org.id}/assets/..%2Ffiles%2Freport.pdf`,
      `/api/share/${t.org.id}/assets/.hidden`,
      `/api/share/${t.org.id}/assets/..`,
      `/api/share/${t.org.id}/assets/secret`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 404 when the runtime has no blob store', async () => {
    t.deps.blobs = undefined;
    expect((await get(`/api/share/${t.org.id}/assets/banner_1`)).status).toBe(404);
  });
});

describe('assetContentType', () => {
  it('prefers the stored type, then the extension, then binary', () => {
    expect(assetContentType('x.png', 'image/webp')).toBe('image/webp');
    expect(assetContentType('photo.JPG')).toBe('image/jpeg');
    expect(assetContentType('icon_7')).toBe('application/octet-stream');
  });
});
