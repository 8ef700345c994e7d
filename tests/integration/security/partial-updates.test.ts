/**
 * Settings writes change only the fields they name (JSON Merge Patch, RFC 7396): `{}` changes nothing — no field,
 * no revision, no draft version — on every settings route, by PUT and by PATCH; a field left out keeps its value;
 * `null` restores a default; a body that is not an object is refused.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessSettings } from '../../../edge/db/schema.ts';
import { readAccessSettings } from '../../../edge/services/access/access-settings.ts';
import { readDraft, readDraftVersion } from '../../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
let admin: string;

/** A customization far from the defaults: a reset of any field shows. */
const customized = {
  portalTitle: 'Security Portal',
  showPortalTitle: false,
  supportMailbox: 'help@acme.test',
  securityMailbox: 'security@acme.test',
  contactSupport: { enabled: true, onClickAction: 'direct-to-site' as const, supportUrl: 'https://help.acme.test' },
  termsUrl: 'https://acme.test/terms',
  privacyUrl: 'https://acme.test/privacy',
  commentsEnabled: true,
  questionnairesEnabled: true,
  tprmEnabled: true,
  subscriptionsEnabled: false,
  updatesBarDays: 30,
  revision: 4,
};

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({
    db: t.db,
    orgId,
    snapshot: smallSnapshot({
      organization: { id: orgId, slug: 'acme', name: 'Acme', website: 'https://acme.test', description: 'We keep data safe.' },
      customization: customized,
      products: [
        { productId: 'main', productName: 'Acme Cloud', productSlug: 'acme-cloud' },
        { productId: 'side', productName: 'Side', productSlug: 'side', show: false },
      ],
      space: { defaultProductId: 'main', productLinks: [{ name: 'Status', link: 'https://status.acme.test' }] },
    }),
    by: 'seed',
  });
  admin = await staffCookie(t.db, orgId, 'admin@acme.test', 'admin', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, { cookie: admin }));
}

describe('{} changes nothing', () => {
  it.each(['PUT', 'PATCH'])('%s /api/admin/settings/customization', async (method) => {
    const before = await readDraft({ db: t.db, orgId });
    const version = await readDraftVersion({ db: t.db, orgId });
    const res = await send(method, '/api/admin/settings/customization', {});
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toEqual(before.customization);
    expect((await readDraft({ db: t.db, orgId })).customization).toEqual(before.customization);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(version);
  });

  it.each(['PUT', 'PATCH'])('%s /api/admin/access/settings keeps every setting and secret', async (method) => {
    const saved = await send('PATCH', '/api/admin/access/settings', {
      autoApproval: 'always',
      blockedDomains: ['bad.test'],
      ndaRequired: true,
      webhook: { url: 'https://hooks.acme.test', secret: 's3cret' },
    });
    expect(saved.status).toBe(200);
    const before = await readAccessSettings({ db: t.db, orgId });
    const res = await send(method, '/api/admin/access/settings', {});
    expect(res.status).toBe(200);
    expect(await readAccessSettings({ db: t.db, orgId })).toEqual(before);
    expect(before).toMatchObject({ autoApproval: 'always', blockedDomains: ['bad.test'], ndaRequired: true, webhook: { secret: 's3cret' } });
  });

  it.each(['PUT', 'PATCH'])('%s /api/admin/space and /api/admin/products/:id', async (method) => {
    const before = await readDraft({ db: t.db, orgId });
    expect((await send(method, '/api/admin/space', {})).status).toBe(200);
    expect((await send(method, '/api/admin/products/side', {})).status).toBe(200);
    expect((await send(method, '/api/admin/products/main/page', {})).status).toBe(200);
    const after = await readDraft({ db: t.db, orgId });
    expect(after.space).toEqual(before.space);
    expect(after.products).toEqual(before.products);
    expect(after.pages).toEqual(before.pages);
  });

  it('PUT /api/admin/draft/{singleton}/main (the content route)', async () => {
    const before = await readDraft({ db: t.db, orgId });
    const version = await readDraftVersion({ db: t.db, orgId });
    for (const collection of ['customization', 'organization', 'space', 'plan']) {
      const res = await send('PUT', `/api/admin/draft/${collection}/main`, {});
      expect(res.status, `${collection}: ${await res.clone().text()}`).toBe(200);
    }
    expect(await readDraft({ db: t.db, orgId })).toEqual(before);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(version);
  });
});

describe('a write changes only the fields it names', () => {
  it('one customization field; nested objects merge; null restores the default', async () => {
    const res = await send('PATCH', '/api/admin/settings/customization', {
      portalTitle: 'Trust Hub',
      contactSupport: { supportUrl: 'https://support.acme.test' },
    });
    expect(res.status).toBe(200);
    const saved = await jsonOf(res);
    expect(saved).toEqual({ ...(await readDraft({ db: t.db, orgId })).customization });
    expect(saved).toMatchObject({
      ...customized,
      portalTitle: 'Trust Hub',
      contactSupport: { enabled: true, onClickAction: 'direct-to-site', supportUrl: 'https://support.acme.test' },
      revision: 5,
    });

    const restored = await jsonOf(await send('PATCH', '/api/admin/settings/customization', { updatesBarDays: null }));
    expect(restored.updatesBarDays).toBe(7);
    expect(restored.commentsEnabled).toBe(true);
  });

  it('a product keeps being hidden when only its name changes', async () => {
    const res = await send('PATCH', '/api/admin/products/side', { productName: 'Side Project' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ productName: 'Side Project', productSlug: 'side', show: false });
  });

  it('the space keeps its links when only the default product changes', async () => {
    await send('PATCH', '/api/admin/products/side', { show: true });
    const res = await send('PATCH', '/api/admin/space', { defaultProductId: 'side' });
    expect(await jsonOf(res)).toEqual({ defaultProductId: 'side', productLinks: [{ name: 'Status', link: 'https://status.acme.test', show: true }] });
  });

  it('the organisation through the content route', async () => {
    const res = await send('PUT', '/api/admin/draft/organization/main', { name: 'Acme Inc.' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await readDraft({ db: t.db, orgId })).organization).toMatchObject({
      name: 'Acme Inc.',
      website: 'https://acme.test',
      description: 'We keep data safe.',
    });
  });

  it('refuses a body that is not an object, and keeps everything', async () => {
    const before = await readDraft({ db: t.db, orgId });
    for (const body of ['[]', '"x"', '5', 'null']) {
      const res = await t.app.fetch(t.request('PATCH', '/api/admin/settings/customization', body, { cookie: admin, 'content-type': 'application/json' }));
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error).toBe('Send the fields to change as a JSON object.');
    }
    expect(await readDraft({ db: t.db, orgId })).toEqual(before);
  });
});

describe('stored settings are never reset as a whole', () => {
  it('a stored field that no longer passes the rules takes its default alone', async () => {
    await send('PATCH', '/api/admin/access/settings', { autoApproval: 'always', blockedDomains: ['bad.test'] });
    const [row] = await t.db.select().from(accessSettings).where(eq(accessSettings.orgId, orgId));
    await t.db
      .update(accessSettings)
      .set({ data: { ...row!.data, byoid: { enabled: true, jwksUrl: 'javascript:alert(1)' } } })
      .where(eq(accessSettings.orgId, orgId));
    const settings = await readAccessSettings({ db: t.db, orgId });
    expect(settings).toMatchObject({ autoApproval: 'always', blockedDomains: ['bad.test'], byoid: { enabled: true, jwksUrl: '' } });
  });
});
