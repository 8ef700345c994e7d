/**
 * TPRM (visitor spec §2, §6, §7, §9): a member gets a 24-hour token for a configured partner; the partner pulls the
 * account's view with it once; staff edit the partner list in the draft.
 */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../content/errors.ts';
import { TPRM_TOKEN_TTL_MS } from '../../../content/questionnaires.ts';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { TPRM_PARTNER_MESSAGES } from '../../../content/contracts/settings.ts';
import { smallSnapshot } from '../helpers/content-fixture.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { CANARY_B_ONLY, CANARY_RESTRICTED, setSettings } from '../access/fixture.ts';
import { engagementApp, type EngagementFixture } from './fixture.ts';

let f: EngagementFixture;
beforeEach(async () => {
  f = await engagementApp();
});
afterEach(() => f.t.close());

const jwtPath = (accountId: string, partnerId: string) => `/api/statuspage/share/${accountId}/external/${partnerId}/jwt/`;
const get = (path: string, headers: Record<string, string> = {}) => f.t.app.fetch(f.t.request('GET', path, undefined, headers));
const pull = (token?: string) => get('/api/tprm/v1/trust-data', token === undefined ? {} : { authorization: `Bearer ${token}` });

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await jsonOf(res)).toMatchObject({ status, error });
}

async function tokenFor(m: { accountId: string; cookie: string }, partnerId = 'tprm_vanta'): Promise<string> {
  const res = await get(jwtPath(m.accountId, partnerId), { cookie: m.cookie });
  expect(res.status).toBe(200);
  return (await jsonOf(res)).result.token;
}

describe('GET {base}/:partnerId/jwt/', () => {
  it('returns a signed 24-hour token for the account and partner, not cached', async () => {
    const res = await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await jsonOf(res);
    expect(body.result.partner).toEqual({ id: 'tprm_vanta', name: 'Vanta Vendor Risk', domain: 'vanta.example' });
    const claims = decodeJwt(body.result.token);
    expect(claims).toMatchObject({ sub: f.a.accountId, org: 'org_acme', partner: 'tprm_vanta', purpose: 'tprm' });
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp! - claims.iat!) * 1000).toBe(TPRM_TOKEN_TTL_MS);
    expect(body.result.expiresAt).toBe(f.t.deps.now() + TPRM_TOKEN_TTL_MS);
    // Without the trailing slash too; each call is a new token.
    const again = await jsonOf(await get(jwtPath(f.a.accountId, 'tprm_vanta').slice(0, -1), { cookie: f.a.cookie }));
    expect(again.result.token).not.toBe(body.result.token);
  });

  it('refuses anonymous visitors (401), another account (403), another organisation (403) and staff (401)', async () => {
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta')), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.b.cookie }), 403, ERRORS.FORBIDDEN.message);
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.other.member.cookie }), 403, ERRORS.FORBIDDEN.message);
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.editor }), 401, ERRORS.UNAUTHENTICATED.message);
  });

  it('refuses a member who still has to accept the required NDA (403)', async () => {
    await setSettings(f.t, { ndaRequired: true });
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.a.cookie }), 403, ERRORS.FORBIDDEN.message);
  });

  it('refuses an unknown partner (404)', async () => {
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_nope'), { cookie: f.a.cookie }), 404, ERRORS.TPRM_PARTNER_NOT_FOUND.message);
  });

  it('refuses when TPRM is disabled or no partner is configured (403)', async () => {
    await f.t.close();
    f = await engagementApp({ tprm: false });
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.a.cookie }), 403, ERRORS.TPRM_DISABLED.message);
    await f.t.close();
    f = await engagementApp({ partners: [] });
    await expectError(await get(jwtPath(f.a.accountId, 'tprm_vanta'), { cookie: f.a.cookie }), 403, ERRORS.TPRM_DISABLED.message);
  });
});

describe("DELETE {base}/:partnerId/jwt/ (the dialog's Back)", () => {
  const revoke = (m: { accountId: string }, body: unknown, cookie?: string, partnerId = 'tprm_vanta') =>
    f.t.app.fetch(f.t.request('DELETE', jwtPath(m.accountId, partnerId), body, cookie ? { cookie } : {}));

  it("revokes the account's unused token: its pull is refused; other tokens keep working", async () => {
    const discarded = await tokenFor(f.a);
    const kept = await tokenFor(f.a);
    const res = await revoke(f.a, { token: discarded }, f.a.cookie);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ revoked: true });
    await expectError(await pull(discarded), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    // Revoking twice: the token is unknown now.
    await expectError(await revoke(f.a, { token: discarded }, f.a.cookie), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    expect((await pull(kept)).status).toBe(200);
  });

  it('refuses a used token (410), a token of another account or partner, a forged token, and a missing token', async () => {
    const used = await tokenFor(f.a);
    expect((await pull(used)).status).toBe(200);
    await expectError(await revoke(f.a, { token: used }, f.a.cookie), 410, ERRORS.TPRM_TOKEN_USED.message);
    const ofB = await tokenFor(f.b);
    await expectError(await revoke(f.a, { token: ofB }, f.a.cookie), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    const token = await tokenFor(f.a);
    await expectError(await revoke(f.a, { token }, f.a.cookie, 'tprm_other'), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    await expectError(await revoke(f.a, { token: 'not-a-jwt' }, f.a.cookie), 400, ERRORS.TOKEN_MALFORMED.message);
    await expectError(await revoke(f.a, {}, f.a.cookie), 400, ERRORS.TPRM_TOKEN_INVALID.message);
    // Nothing above revoked it.
    expect((await pull(ofB)).status).toBe(200);
    expect((await pull(token)).status).toBe(200);
  });

  it("needs the account's own member session and a JSON body", async () => {
    const token = await tokenFor(f.a);
    await expectError(await revoke(f.a, { token }), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await revoke(f.a, { token }, f.b.cookie), 403, ERRORS.FORBIDDEN.message);
    await expectError(await revoke(f.a, { token }, f.editor), 401, ERRORS.UNAUTHENTICATED.message);
    const form = await f.t.app.fetch(
      f.t.request('DELETE', jwtPath(f.a.accountId, 'tprm_vanta'), `token=${token}`, {
        cookie: f.a.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(form.status).toBe(400);
    expect((await pull(token)).status).toBe(200);
  });
});

describe('GET /api/tprm/v1/trust-data', () => {
  it('returns the account’s view once; the second pull is refused with 410', async () => {
    const token = await tokenFor(f.a);
    const res = await pull(token);
    expect(res.status).toBe(200);
    const data = await jsonOf(res);
    expect(data).toMatchObject({
      version: 1,
      organization: { id: 'org_acme', name: 'Acme' },
      account: { id: f.a.accountId, name: 'Corp A' },
      partner: { id: 'tprm_vanta', name: 'Vanta Vendor Risk' },
    });
    const titles = data.view.items.map((i: { title: string }) => i.title);
    expect(titles).toContain('SOC 2 report');
    expect(JSON.stringify(data)).toContain(CANARY_RESTRICTED);
    expect(data.view.files.map((file: { fileId: string }) => file.fileId)).toContain('file_soc');

    await expectError(await pull(token), 410, ERRORS.TPRM_TOKEN_USED.message);
  });

  it('never includes what the account’s profile does not show (canary of another profile)', async () => {
    const data = await jsonOf(await pull(await tokenFor(f.a)));
    expect(JSON.stringify(data)).not.toContain(CANARY_B_ONLY);
    // Profile B may see it: the canary is real.
    const forB = await jsonOf(await pull(await tokenFor(f.b)));
    expect(JSON.stringify(forB)).toContain(CANARY_B_ONLY);
  });

  it('refuses a token after 24 hours (401), even unused', async () => {
    const token = await tokenFor(f.a);
    f.t.advance(TPRM_TOKEN_TTL_MS - 1000);
    const stillGood = await tokenFor(f.a);
    f.t.advance(1000);
    await expectError(await pull(token), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    expect((await pull(stillGood)).status).toBe(200);
  });

  it('refuses a missing, malformed, forged or unknown token', async () => {
    await expectError(await pull(), 401, ERRORS.TPRM_TOKEN_MISSING.message);
    await expectError(await get('/api/tprm/v1/trust-data', { authorization: 'Basic abc' }), 401, ERRORS.TPRM_TOKEN_MISSING.message);
    await expectError(await pull('not-a-jwt'), 400, ERRORS.TOKEN_MALFORMED.message);
    await expectError(await pull('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0'), 400, ERRORS.TOKEN_MALFORMED.message);
    const token = await tokenFor(f.a);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: f.b.accountId })).toString('base64url')}.${s}`;
    await expectError(await pull(forged), 401, ERRORS.TPRM_TOKEN_INVALID.message);
    expect(p).toBeTruthy();
    // An account session cookie is no TPRM token (not even shaped like one).
    await expectError(await pull(f.a.cookie.split('=')[1]), 400, ERRORS.TOKEN_MALFORMED.message);
    // The genuine token still works once.
    expect((await pull(token)).status).toBe(200);
  });

  it('refuses the token of an account that was revoked since', async () => {
    const token = await tokenFor(f.a);
    const { accounts } = await import('../../../edge/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await f.t.db.update(accounts).set({ revokedAt: f.t.deps.now() }).where(eq(accounts.id, f.a.accountId));
    await expectError(await pull(token), 401, ERRORS.TPRM_TOKEN_INVALID.message);
  });

  it('serves the instructions page the modal links to', async () => {
    const res = await get('/api/tprm/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('http://portal.test/api/tprm/v1/trust-data');
    expect(html).toContain('Tokens expire after 24 hours.');
  });
});

describe('PUT /api/admin/settings/tprm-partners', () => {
  const put = (body: unknown, cookie?: string) => f.t.app.fetch(f.t.request('PUT', '/api/admin/settings/tprm-partners', body, cookie ? { cookie } : {}));

  beforeEach(async () => {
    await replaceDraft({
      db: f.t.db,
      orgId: 'org_acme',
      snapshot: smallSnapshot({ tprmPartners: [{ id: 'tprm_old', name: 'Old', domain: 'old.example' }] }),
      by: 'test',
    });
  });

  it('replaces the draft’s partners, deriving ids and cleaning domains', async () => {
    const res = await put(
      {
        partners: [
          { name: 'Vanta Vendor Risk', domain: 'https://Vanta.example/login' },
          { id: 'tprm_onetrust', name: 'OneTrust Vendorpedia', domain: 'onetrust.example' },
        ],
      },
      f.editor,
    );
    expect(res.status).toBe(200);
    const expected = [
      { id: 'tprm_vanta_vendor_risk', name: 'Vanta Vendor Risk', domain: 'vanta.example' },
      { id: 'tprm_onetrust', name: 'OneTrust Vendorpedia', domain: 'onetrust.example' },
    ];
    expect((await jsonOf(res)).partners).toEqual(expected);
    expect((await readDraft({ db: f.t.db, orgId: 'org_acme' })).tprmPartners).toEqual(expected);
  });

  it('validates names, domains and duplicate ids with their messages', async () => {
    await expectError(await put({ partners: [{ name: ' ', domain: 'x.example' }] }, f.editor), 400, TPRM_PARTNER_MESSAGES.nameRequired);
    await expectError(await put({ partners: [{ name: 'X', domain: 'not a domain' }] }, f.editor), 400, TPRM_PARTNER_MESSAGES.domainInvalid);
    const duplicate = await put(
      {
        partners: [
          { name: 'X', domain: 'x.example' },
          { name: 'X', domain: 'y.example' },
        ],
      },
      f.editor,
    );
    expect(duplicate.status).toBe(400);
    expect(await jsonOf(duplicate)).toMatchObject({
      error: 'Each partner needs its own name',
      issues: [{ path: 'partners.1.name', message: 'Each partner needs its own name' }],
    });
    // An empty row: both fields' errors at once.
    const empty = await put({ partners: [{ name: '', domain: '' }] }, f.editor);
    expect((await jsonOf(empty)).issues).toEqual([
      { path: 'partners.0.name', message: TPRM_PARTNER_MESSAGES.nameRequired },
      { path: 'partners.0.domain', message: TPRM_PARTNER_MESSAGES.domainInvalid },
    ]);
    expect((await readDraft({ db: f.t.db, orgId: 'org_acme' })).tprmPartners.map((p) => p.id)).toEqual(['tprm_old']);
  });

  it('needs staff with statuspage:edit', async () => {
    await expectError(await put({ partners: [] }), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await put({ partners: [] }, f.viewer), 403, ERRORS.FORBIDDEN.message);
    await expectError(await put({ partners: [] }, f.a.cookie), 401, ERRORS.UNAUTHENTICATED.message);
  });
});
