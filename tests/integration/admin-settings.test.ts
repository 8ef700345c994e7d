/** Provider settings routes: customization, products, product pages and the product space. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomizationSchema } from '../../content/schemas/customization.ts';
import { createMemoryBlobStore } from '../../edge/blobs/memory.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
let editor: string;
let viewer: string;

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}

const customization = (overrides: Record<string, unknown> = {}) => ({ ...CustomizationSchema.parse({}), ...overrides });

describe('PUT /api/admin/settings/customization', () => {
  it('saves the customization, prefixing https:// to addresses written without a scheme, and bumps its revision', async () => {
    const base = customization();
    const res = await send('PUT', '/api/admin/settings/customization', editor, {
      ...base,
      portalTitle: 'Security Portal',
      showPortalTitle: false,
      supportMailbox: 'Help@Acme.test',
      contactSupport: { enabled: true, onClickAction: 'direct-to-site', supportUrl: 'help.acme.test/support' },
      termsUrl: 'acme.test/terms',
      scripts: {
        ...base.scripts,
        cookie_banner: { ...base.scripts.cookie_banner, show: true, type: 'cookiebot', cookie_script_path: 'consent.acme.test/cb.js' },
      },
      subscriptionsEnabled: false,
      commentsEnabled: true,
      questionnairesEnabled: true,
      bulkDownloadEnabled: false,
      tprmEnabled: true,
      disablePoweredBy: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await jsonOf(res);
    expect(saved).toMatchObject({
      portalTitle: 'Security Portal',
      showPortalTitle: false,
      supportMailbox: 'help@acme.test',
      contactSupport: { supportUrl: 'https://help.acme.test/support' },
      termsUrl: 'https://acme.test/terms',
      revision: 1,
      subscriptionsEnabled: false,
      disablePoweredBy: true,
    });
    expect(saved.scripts.cookie_banner.cookie_script_path).toBe('https://consent.acme.test/cb.js');
    expect((await readDraft({ db: t.db, orgId })).customization.portalTitle).toBe('Security Portal');
  });

  it('keeps addresses that already have a scheme', async () => {
    const res = await send('PUT', '/api/admin/settings/customization', editor, customization({ privacyUrl: 'http://acme.test/privacy' }));
    expect((await jsonOf(res)).privacyUrl).toBe('http://acme.test/privacy');
  });

  it('refuses invalid settings with their messages', async () => {
    const base = customization();
    const cases: [Record<string, unknown>, string][] = [
      [{ supportMailbox: 'not-an-email' }, 'This email is invalid'],
      [{ securityMailbox: 'x@' }, 'This email is invalid'],
      [{ reportIssue: { enabled: true, onClickAction: 'direct-to-site', reportUrl: '' } }, 'Please enter a valid URL.'],
      [
        { scripts: { ...base.scripts, cookie_banner: { ...base.scripts.cookie_banner, type: 'tarteaucitron' } } },
        'Choose a cookie banner provider: hubspot, cookiebot, dropbox, paypal, onetrust',
      ],
      [{ publicAccessLevel: 'Everything' }, expect.any(String) as unknown as string],
    ];
    for (const [overrides, message] of cases) {
      const res = await send('PUT', '/api/admin/settings/customization', editor, { ...base, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await jsonOf(res)).error).toEqual(message);
    }
    expect((await readDraft({ db: t.db, orgId })).customization.revision).toBe(0);
  });

  it('is for editors, with a JSON body', async () => {
    expect((await send('PUT', '/api/admin/settings/customization', null, customization())).status).toBe(401);
    expect((await send('PUT', '/api/admin/settings/customization', viewer, customization())).status).toBe(403);
    const form = await t.app.fetch(
      t.request('PUT', '/api/admin/settings/customization', 'portalTitle=x', { cookie: editor, 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(form.status).toBe(400);
  });
});

describe('products', () => {
  it('adds a product with its page, and edits it', async () => {
    let res = await send('POST', '/api/admin/products', editor, { productName: 'Acme Mobile', productSlug: 'acme mobile', show: true });
    expect(res.status).toBe(201);
    const product = await jsonOf(res);
    expect(product).toMatchObject({ productName: 'Acme Mobile', productSlug: 'acme mobile', show: true, position: 1 });
    let draft = await readDraft({ db: t.db, orgId });
    expect(draft.pages.map((p) => p.productId)).toContain(product.productId);

    res = await send('PUT', `/api/admin/products/${product.productId}`, editor, { productName: 'Acme Mobile Apps', productSlug: 'mobile', show: false });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ productName: 'Acme Mobile Apps', productSlug: 'mobile', show: false, revision: 1 });
    draft = await readDraft({ db: t.db, orgId });
    expect(draft.products).toHaveLength(2);
  });

  it('refuses a used slug, a hidden default product and missing fields', async () => {
    let res = await send('POST', '/api/admin/products', editor, { productName: 'Other', productSlug: 'ACME-cloud' });
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).error).toBe('This product slug is already in use by product: Acme Cloud');

    res = await send('PUT', '/api/admin/products/main', editor, { productName: 'Acme Cloud', productSlug: 'acme-cloud', show: false });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('The default product cannot be removed or hidden.');

    res = await send('POST', '/api/admin/products', editor, { productName: ' ', productSlug: 'x' });
    expect((await jsonOf(res)).error).toBe('Product name is required');
    res = await send('POST', '/api/admin/products', editor, { productName: 'X', productSlug: 'a/b' });
    expect((await jsonOf(res)).error).toBe('Use letters, digits, spaces, hyphens and underscores only');
    res = await send('PUT', '/api/admin/products/nope', editor, { productName: 'X', productSlug: 'x' });
    expect(res.status).toBe(404);
  });

  it('saves a product page’s section order and section configuration', async () => {
    const res = await send('PUT', '/api/admin/products/main/page', editor, {
      sectionOrder: ['documents', 'overview', 'cards'],
      config: { subprocessors: { hidden: true }, overview: { text: 'Hello **visitors**' } },
    });
    expect(res.status).toBe(200);
    const page = await jsonOf(res);
    expect(page.sectionOrder).toEqual(['documents', 'overview', 'cards']);
    expect(page.config.subprocessors.hidden).toBe(true);
    expect(page.config.overview).toEqual({ hidden: false, text: 'Hello **visitors**' });
    expect(page.config.documents.hidden).toBe(false);

    const bad = await send('PUT', '/api/admin/products/main/page', editor, { sectionOrder: ['nowhere'] });
    expect(bad.status).toBe(400);
  });

  it('saves product links (https:// prefixed) and the default product', async () => {
    await send('POST', '/api/admin/products', editor, { productName: 'Second', productSlug: 'second', show: true });
    const second = (await readDraft({ db: t.db, orgId })).products.find((p) => p.productSlug === 'second')!;
    let res = await send('PUT', '/api/admin/space', editor, {
      productLinks: [{ name: 'Status', link: 'status.acme.test', show: true }],
      defaultProductId: second.productId,
    });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ productLinks: [{ name: 'Status', link: 'https://status.acme.test', show: true }], defaultProductId: second.productId });

    res = await send('PUT', '/api/admin/space', editor, { productLinks: [{ name: '', link: 'x.test' }], defaultProductId: second.productId });
    expect((await jsonOf(res)).error).toBe('Link name is required');
    res = await send('PUT', '/api/admin/space', editor, { productLinks: [{ name: 'Bad', link: 'ftp://x.test' }], defaultProductId: second.productId });
    expect((await jsonOf(res)).error).toBe('Use a link that starts with https:// or http://');
    res = await send('PUT', '/api/admin/space', editor, { productLinks: [{ name: 'Bad', link: 'not a link' }], defaultProductId: second.productId });
    expect((await jsonOf(res)).error).toBe('Please enter a valid URL.');
    res = await send('PUT', '/api/admin/space', editor, { productLinks: [], defaultProductId: 'nope' });
    expect((await jsonOf(res)).error).toBe('The default product cannot be removed or hidden.');
  });

  it('is for editors', async () => {
    expect((await send('POST', '/api/admin/products', viewer, { productName: 'X', productSlug: 'x' })).status).toBe(403);
    expect((await send('PUT', '/api/admin/space', null, { productLinks: [], defaultProductId: 'main' })).status).toBe(401);
    expect((await send('PUT', '/api/admin/products/main/page', viewer, {})).status).toBe(403);
  });
});

describe('banner', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);

  async function upload(cookie: string) {
    const res = await t.app.fetch(
      new Request(new URL('/api/trust-center/assets/upload?fileName=banner.png', 'http://portal.test'), {
        method: 'POST',
        body: PNG,
        headers: { cookie, 'content-type': 'image/png', origin: 'http://portal.test' },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await jsonOf(res)).fileId as string;
  }

  it('makes an uploaded image the banner, served as an asset, and removes it', async () => {
    t.deps.blobs = createMemoryBlobStore();
    const admin = await staffCookie(t.db, orgId, 'ad@acme.test', 'admin', t.deps.now());
    const fileId = await upload(admin);
    let res = await send('PUT', '/api/admin/settings/banner', admin, { fileId });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await jsonOf(res);
    expect(saved.banner.assetId).toMatch(/^banner_/);
    expect(saved.revision).toBe(1);
    const asset = await send('GET', `/api/share/${orgId}/assets/${saved.banner.assetId}?v=1`, null);
    expect(asset.status).toBe(200);
    expect(new Uint8Array(await asset.arrayBuffer())).toEqual(PNG);

    // The upload is used up.
    res = await send('PUT', '/api/admin/settings/banner', admin, { fileId });
    expect(res.status).toBe(400);

    res = await send('DELETE', '/api/admin/settings/banner', admin, {});
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).banner).toBeUndefined();
    expect((await readDraft({ db: t.db, orgId })).customization).toMatchObject({ revision: 2 });
  });

  it('needs assets:edit (admins)', async () => {
    t.deps.blobs = createMemoryBlobStore();
    expect((await send('PUT', '/api/admin/settings/banner', editor, { fileId: 'x' })).status).toBe(403);
    expect((await send('DELETE', '/api/admin/settings/banner', viewer, {})).status).toBe(403);
    expect((await send('DELETE', '/api/admin/settings/banner', null, {})).status).toBe(401);
  });
});
