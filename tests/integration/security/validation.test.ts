/**
 * Input validation on the open internet: every field the portal turns into a link or loads accepts only web
 * addresses (`https:`/`http:`; `https:` for scripts and keys; email addresses for mailboxes), with a message
 * naming what is allowed, through every write route; and a token that is not even shaped like one answers 400.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../content/errors.ts';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';

const orgId = 'org_acme';
const SCHEME = 'Use a link that starts with https:// or http://';
let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({
    db: t.db,
    orgId,
    snapshot: smallSnapshot({ organization: { id: orgId, slug: 'acme', name: 'Acme', website: 'https://acme.test' } }),
    by: 'seed',
  });
  admin = await staffCookie(t.db, orgId, 'admin@acme.test', 'admin', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, body?: unknown, cookie: string | null = admin) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}

async function expectRefused(res: Response, message: string, path: string) {
  expect(res.status, await res.clone().text()).toBe(400);
  const body = await jsonOf(res);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.error).toBe(message);
  // Settings routes name the field; the draft route names it within the snapshot (`customization.termsUrl`).
  expect(
    body.issues.some((issue: { path: string; message: string }) => issue.message === message && (issue.path === path || issue.path.endsWith(`.${path}`))),
  ).toBe(true);
}

describe('URL fields refuse javascript: and other schemes', () => {
  it.each([
    ['termsUrl', { termsUrl: 'javascript:alert(7)' }],
    ['privacyUrl', { privacyUrl: 'JAVASCRIPT:alert(7)' }],
    ['welcomeModal.redirectUrl', { welcomeModal: { enabled: true, redirectUrl: 'data:text/html,<script>alert(1)</script>' } }],
    ['contactSupport.supportUrl', { contactSupport: { enabled: true, onClickAction: 'direct-to-site', supportUrl: 'javascript:alert(1)' } }],
    ['reportIssue.reportUrl', { reportIssue: { enabled: true, onClickAction: 'direct-to-site', reportUrl: 'vbscript:x' } }],
  ])('customization %s', async (path, patch) => {
    const before = (await readDraft({ db: t.db, orgId })).customization;
    await expectRefused(await send('PUT', '/api/admin/settings/customization', patch), SCHEME, path);
    expect((await readDraft({ db: t.db, orgId })).customization).toEqual(before);
  });

  it('a cookie banner script must be https', async () => {
    const res = await send('PUT', '/api/admin/settings/customization', {
      scripts: { cookie_banner: { show: true, type: 'cookiebot', cookie_script_path: 'http://cdn.acme.test/cb.js' } },
    });
    await expectRefused(res, 'Use a link that starts with https://', 'scripts.cookie_banner.cookie_script_path');
  });

  it('mailboxes are email addresses', async () => {
    await expectRefused(
      await send('PUT', '/api/admin/settings/customization', { securityMailbox: 'javascript:alert(1)' }),
      'This email is invalid',
      'securityMailbox',
    );
    const saved = await jsonOf(await send('PUT', '/api/admin/settings/customization', { securityMailbox: 'mailto:Security@Acme.test' }));
    expect(saved.securityMailbox).toBe('security@acme.test');
  });

  it('the same rules hold when a singleton is written through the draft route', async () => {
    await expectRefused(await send('PUT', '/api/admin/draft/customization/main', { termsUrl: 'javascript:alert(7)' }), SCHEME, 'termsUrl');
    const org = (await readDraft({ db: t.db, orgId })).organization;
    await expectRefused(await send('PUT', '/api/admin/draft/organization/main', { ...org, website: 'javascript:alert(7)' }), SCHEME, 'website');
    await expectRefused(await send('PUT', '/api/admin/draft/organization/main', { ...org, logo: 'javascript:alert(7)' }), SCHEME, 'logo');
    expect((await readDraft({ db: t.db, orgId })).organization.website).toBe('https://acme.test');
  });

  it('item links and product selector links', async () => {
    const item = (await readDraft({ db: t.db, orgId })).items[0]!;
    await expectRefused(await send('PUT', `/api/admin/draft/items/${item.itemUid}`, { ...item, href: 'javascript:alert(1)' }), SCHEME, 'href');
    const res = await send('PUT', '/api/admin/space', { defaultProductId: 'main', productLinks: [{ name: 'Status', link: 'javascript:alert(1)' }] });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe(SCHEME);
  });

  it('access settings: the webhook is a web address and the JWKS address is https', async () => {
    await expectRefused(await send('PUT', '/api/admin/access/settings', { webhook: { url: 'javascript:alert(1)' } }), SCHEME, 'webhook.url');
    await expectRefused(
      await send('PUT', '/api/admin/access/settings', { byoid: { enabled: true, jwksUrl: 'http://idp.acme.test/jwks' } }),
      'Use a link that starts with https://',
      'byoid.jwksUrl',
    );
  });

  it('accepts web addresses, and addresses written without a scheme get https://', async () => {
    const res = await send('PUT', '/api/admin/settings/customization', { termsUrl: 'acme.test/terms', privacyUrl: 'http://acme.test/privacy' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ termsUrl: 'https://acme.test/terms', privacyUrl: 'http://acme.test/privacy' });
  });
});

describe('a malformed token answers 400', () => {
  it('TPRM pull', async () => {
    const res = await send('GET', '/api/tprm/v1/trust-data', undefined, null);
    expect(res.status).toBe(401);
    const malformed = await t.app.fetch(t.request('GET', '/api/tprm/v1/trust-data', undefined, { authorization: 'Bearer abc.def' }));
    expect(malformed.status).toBe(400);
    expect(await jsonOf(malformed)).toMatchObject({ code: 'TOKEN_MALFORMED', error: ERRORS.TOKEN_MALFORMED.message });
  });

  it('bulk download link', async () => {
    const res = await send('GET', `/api/share/${orgId}/bulk-download/not-a-token`, undefined, null);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).code).toBe('TOKEN_MALFORMED');
  });
});
