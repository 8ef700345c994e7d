/**
 * Earlier item links (admin spec §2 "Create custom URL"): the redirects a site gets from its items' former slugs,
 * the `_redirects` file the build writes, and the embedded server following it (Cloudflare reads the same file).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectsFile, slugRedirects } from '../../content/slug-redirects.ts';
import { findRedirect } from '../../edge/node/redirects.ts';
import { serveStatic } from '../../edge/node/static.ts';

const one = { products: [{ productId: 'p1', productSlug: 'platform' }], space: { defaultProductId: 'p1' } };
const two = { products: [...one.products, { productId: 'p2', productSlug: 'data lake' }], space: { defaultProductId: 'p1' } };

describe('slugRedirects', () => {
  it('sends every former slug of an item to its current page', () => {
    const items = [
      { productId: 'p1', slug: 'soc-2-type-ii', formerSlugs: ['soc2', 'soc-2'] },
      { productId: 'p1', slug: 'iso', formerSlugs: [] },
    ];
    expect(slugRedirects({ ...one, items })).toEqual([
      { from: '/item/soc-2', to: '/item/soc-2-type-ii' },
      { from: '/item/soc2', to: '/item/soc-2-type-ii' },
    ]);
  });

  it('uses the product paths when the organisation has several products', () => {
    const items = [
      { productId: 'p2', slug: 'backups', formerSlugs: ['backup'] },
      { productId: 'p1', slug: 'backups', formerSlugs: [] },
    ];
    expect(slugRedirects({ ...two, items })).toEqual([
      // The short link /item/{slug}: two products have "backups", the default product's wins.
      { from: '/item/backups', to: '/product/platform/backups' },
      { from: '/product/data+lake/backup', to: '/product/data+lake/backups' },
    ]);
  });

  it('sends the short link /item/{slug} of an organisation with several products to the product page of the item', () => {
    const items = [
      { productId: 'p2', slug: 'lake-only', formerSlugs: [] },
      { productId: 'p1', slug: 'platform-only', formerSlugs: [] },
    ];
    expect(slugRedirects({ ...two, items })).toEqual([
      { from: '/item/lake-only', to: '/product/data+lake/lake-only' },
      { from: '/item/platform-only', to: '/product/platform/platform-only' },
    ]);
    // One product: /item/{slug} is the page itself.
    expect(slugRedirects({ ...one, items: [{ productId: 'p1', slug: 'x', formerSlugs: [] }] })).toEqual([]);
  });

  it("never redirects a path that is some item's page, and a path two items had goes to the last one listed", () => {
    const items = [
      { productId: 'p1', slug: 'a', formerSlugs: ['b', 'shared'] },
      { productId: 'p1', slug: 'b', formerSlugs: ['shared'] },
    ];
    expect(slugRedirects({ ...one, items })).toEqual([{ from: '/item/shared', to: '/item/b' }]);
  });
});

describe('the _redirects file', () => {
  it('lists each redirect with and without a trailing slash, as 301, and reads back the same rules', () => {
    const text = redirectsFile([{ from: '/item/soc2', to: '/item/soc-2-type-ii' }]);
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(['/item/soc2 /item/soc-2-type-ii 301', '/item/soc2/ /item/soc-2-type-ii 301']);
    expect([...parseRedirectsFile(text)]).toEqual([
      ['/item/soc2', { to: '/item/soc-2-type-ii', status: 301 }],
      ['/item/soc2/', { to: '/item/soc-2-type-ii', status: 301 }],
    ]);
  });

  it('skips comments and malformed lines; a rule without a status is a 302', () => {
    const rules = parseRedirectsFile('# c\n\n/a /b\nnot-a-path /c 301\n/d /e 999\n/f /g 301 extra\n/h /i 308\n');
    expect([...rules]).toEqual([
      ['/a', { to: '/b', status: 302 }],
      ['/h', { to: '/i', status: 308 }],
    ]);
  });
});

describe('the embedded server', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'glasshouse-redirects-'));
    mkdirSync(join(root, 'item', 'soc-2-type-ii'), { recursive: true });
    writeFileSync(join(root, 'item', 'soc-2-type-ii', 'index.html'), '<h1>SOC 2</h1>');
    writeFileSync(join(root, '404.html'), '<h1>Page not found</h1>');
    writeFileSync(join(root, '_redirects'), redirectsFile([{ from: '/item/soc2', to: '/item/soc-2-type-ii' }]));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = (path: string) => serveStatic(root, new Request(`http://localhost${path}`));

  it('answers an earlier link with a 301 to the current page, keeping the query', async () => {
    for (const path of ['/item/soc2', '/item/soc2/']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe('/item/soc-2-type-ii');
    }
    const withQuery = await get('/item/soc2?subscribe=true');
    expect(withQuery.headers.get('location')).toBe('/item/soc-2-type-ii?subscribe=true');
    expect(await findRedirect(root, new URL('http://localhost/item/other'))).toBeNull();
  });

  it('serves the current page and a 404 for other paths, and never the _redirects file itself', async () => {
    expect((await get('/item/soc-2-type-ii')).status).toBe(200);
    expect((await get('/item/unknown')).status).toBe(404);
    const file = await get('/_redirects');
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('soc-2-type-ii');
  });

  it('follows a changed _redirects file (a new publish)', async () => {
    writeFileSync(join(root, '_redirects'), redirectsFile([{ from: '/item/soc-two', to: '/item/soc-2-type-ii' }]));
    // The cache is keyed by the file's modification time; make sure it differs.
    const later = new Date(Date.now() + 5_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(join(root, '_redirects'), later, later);
    expect((await get('/item/soc-two')).status).toBe(301);
    expect((await get('/item/soc2')).status).toBe(404);
  });
});
