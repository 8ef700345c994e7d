import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../content/errors.ts';
import { MESSAGES } from '../../content/messages.ts';
import { magicLinks, organizations } from '../../edge/db/schema.ts';
import { AppError } from '../../edge/errors.ts';
import { assertJson, requireRole, requireStaff } from '../../edge/middleware/with-staff.ts';
import { addStaff } from '../../edge/services/staff/add-staff.ts';
import { listStaff } from '../../edge/services/staff/list-staff.ts';
import { removeStaff } from '../../edge/services/staff/remove-staff.ts';
import { SESSION_POLICIES } from '../../edge/services/sessions/session-store.ts';
import { STAFF_LINK_TTL_MS } from '../../edge/services/staff/request-staff-login.ts';
import { hashLinkToken } from '../../edge/services/tokens/magic-link.ts';
import { STAFF_SESSION_TTL_SECONDS } from '../../edge/services/staff/staff-session-cookie.ts';
import { jsonOf, makeTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await addStaff({ db: t.db, orgId: t.org.id, email: 'Admin@Acme.test', role: 'admin', now: t.deps.now() });
});
afterEach(async () => {
  await t.close();
});

function login(body: unknown, headers?: Record<string, string>) {
  return t.app.fetch(t.request('POST', '/api/admin/auth/login', body, headers));
}

/** The sign-in link found in a captured email's text. */
function linkOf(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/);
  expect(match, 'the email carries a sign-in link').not.toBeNull();
  return new URL(match![0]);
}

function follow(link: URL) {
  return t.app.fetch(new Request(link));
}

/** `name=value` of the response's session cookie, to send back as `Cookie`. */
function cookiePair(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('gh_staff='));
  expect(header, 'a Set-Cookie header').toBeTruthy();
  return header!.split(';')[0]!;
}

/** Signs in `email` through the real mail + callback flow and returns the `Cookie` header value. */
async function signIn(email: string): Promise<string> {
  const before = t.outbox.length;
  expect((await login({ email })).status).toBe(200);
  expect(t.outbox).toHaveLength(before + 1);
  const res = await follow(linkOf(t.outbox.at(-1)!.text));
  expect(res.headers.get('location')).toBe('/admin');
  return cookiePair(res);
}

function session(cookie?: string) {
  return t.app.fetch(t.request('GET', '/api/admin/session', undefined, cookie ? { cookie } : {}));
}

describe('POST /api/admin/auth/login', () => {
  it('emails a staff member exactly one single-use sign-in link', async () => {
    const res = await login({ email: '  ADMIN@acme.test ' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });

    expect(t.outbox).toHaveLength(1);
    const mail = t.outbox[0]!;
    expect(mail.to).toBe('admin@acme.test');
    expect(mail.subject).toBe('Sign in to Acme Trust Center admin');
    const link = linkOf(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/admin/auth/callback`);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.href);

    // Only the hash is stored, with purpose and a 15-minute expiry.
    const rows = await t.db.select().from(magicLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: await hashLinkToken(token),
      orgId: t.org.id,
      email: 'admin@acme.test',
      purpose: 'staff',
      expiresAt: t.deps.now() + 15 * 60 * 1000,
      usedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);

    const first = await follow(link);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/admin');
    expect(first.headers.get('set-cookie')).toMatch(/^gh_staff=[^;]+;/);

    const second = await follow(link);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/admin?error=link-invalid');
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('answers the same for an address that is not staff, and sends nothing', async () => {
    const res = await login({ email: 'stranger@acme.test' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect(t.outbox).toHaveLength(0);
    expect(await t.db.select().from(magicLinks)).toHaveLength(0);
  });

  it('sends nothing for a staff member of another organisation', async () => {
    await t.db
      .insert(organizations)
      .values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: ['trust.other.test'], createdAt: t.deps.now() + 1 });
    await addStaff({ db: t.db, orgId: 'org_other', email: 'boss@other.test', role: 'admin' });
    // Sent to the default organisation's host: Other's staff get nothing there …
    expect((await login({ email: 'boss@other.test' })).status).toBe(200);
    expect(t.outbox).toHaveLength(0);
    // … but on Other's own domain they do, with a link to that domain.
    expect((await login({ email: 'boss@other.test' }, { host: 'trust.other.test' })).status).toBe(200);
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]!.subject).toBe('Sign in to Other Trust Center admin');
    expect(linkOf(t.outbox[0]!.text).origin).toBe('https://trust.other.test');
  });

  it('rejects a missing or invalid email with the form messages', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error).toBe(MESSAGES.loginEmailRequired);
    }
    expect(MESSAGES.loginEmailRequired).toBe('You must provide an email.');

    const res = await login({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('This email is invalid');
    expect(t.outbox).toHaveLength(0);
  });

  it('refuses a form post (CSRF): the body must be JSON', async () => {
    const res = await login('email=admin%40acme.test', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(400);
    expect(t.outbox).toHaveLength(0);
    const plain = await login('{"email":"admin@acme.test"}', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(400);
    expect(t.outbox).toHaveLength(0);
  });
});

describe('GET /api/admin/auth/callback', () => {
  it('refuses an expired link', async () => {
    await login({ email: 'admin@acme.test' });
    const link = linkOf(t.outbox[0]!.text);
    t.advance(STAFF_LINK_TTL_MS + 1);
    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin?error=link-invalid');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a link just before it expires', async () => {
    await login({ email: 'admin@acme.test' });
    t.advance(STAFF_LINK_TTL_MS - 1000);
    const res = await follow(linkOf(t.outbox[0]!.text));
    expect(res.headers.get('location')).toBe('/admin');
  });

  it('refuses an unknown, empty or missing token', async () => {
    for (const query of ['?token=nope', '?token=', '']) {
      const res = await t.app.fetch(t.request('GET', `/api/admin/auth/callback${query}`));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/admin?error=link-invalid');
    }
  });

  it('refuses the link of a staff member removed after it was sent', async () => {
    await login({ email: 'admin@acme.test' });
    await removeStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test' });
    const res = await follow(linkOf(t.outbox[0]!.text));
    expect(res.headers.get('location')).toBe('/admin?error=link-invalid');
  });

  it('sets an HttpOnly, SameSite=Lax, 7-day session cookie, not Secure on http', async () => {
    await login({ email: 'admin@acme.test' });
    const res = await follow(linkOf(t.outbox[0]!.text));
    const cookie = res.headers.getSetCookie()[0]!;
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toMatch(/^gh_staff=.+/);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(attributes).not.toContain('secure');
  });

  it('marks the cookie Secure when the portal is served over https', async () => {
    await t.close();
    t = await makeTestApp({ config: { publicUrl: 'https://trust.acme.test' } });
    await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test', role: 'admin' });
    await t.app.fetch(
      new Request('https://trust.acme.test/api/admin/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@acme.test' }),
      }),
    );
    const link = linkOf(t.outbox[0]!.text);
    expect(link.origin).toBe('https://trust.acme.test');
    const res = await follow(link);
    const attributes = res.headers
      .getSetCookie()[0]!
      .split(';')
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
  });
});

describe('GET /api/admin/session', () => {
  it('is 401 without a cookie', async () => {
    const res = await session();
    expect(res.status).toBe(401);
    expect(await jsonOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', error: ERRORS.UNAUTHENTICATED.message });
  });

  it('describes the signed-in staff member and organisation', async () => {
    const cookie = await signIn('admin@acme.test');
    const res = await session(cookie);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({
      email: 'admin@acme.test',
      name: 'admin@acme.test',
      role: 'admin',
      permissions: ['statuspage:edit', 'assets:edit', 'files:view', 'files:download'],
      organization: { id: 'org_acme', slug: 'acme', name: 'Acme' },
    });
  });

  it('is 401 with a tampered cookie, or a token no session has', async () => {
    const cookie = await signIn('admin@acme.test');
    const [name, token] = cookie.split('=') as [string, string];
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await session(`${name}=${flipped}`)).status).toBe(401);
    expect((await session(`${name}=${'A'.repeat(43)}`)).status).toBe(401);
    expect((await session(`${name}=garbage`)).status).toBe(401);
    expect((await session(cookie)).status).toBe(200);
  });

  it('is 401 after 12 hours without a request (idle), and each request renews it', async () => {
    const cookie = await signIn('admin@acme.test');
    t.advance(SESSION_POLICIES.staff.idleMs - 1000);
    expect((await session(cookie)).status).toBe(200);
    t.advance(SESSION_POLICIES.staff.idleMs - 1000);
    expect((await session(cookie)).status).toBe(200);
    t.advance(SESSION_POLICIES.staff.idleMs);
    expect((await session(cookie)).status).toBe(401);
  });

  it('is 401 once the session is older than 7 days, however active', async () => {
    const cookie = await signIn('admin@acme.test');
    const end = t.deps.now() + STAFF_SESSION_TTL_SECONDS * 1000;
    while (t.deps.now() < end - 11 * 3_600_000) {
      t.advance(11 * 3_600_000);
      expect((await session(cookie)).status).toBe(200);
    }
    t.advance(end - 1000 - t.deps.now());
    expect((await session(cookie)).status).toBe(200);
    t.advance(2000);
    expect((await session(cookie)).status).toBe(401);
  });

  it('is 401 with the cookie of a staff user who was removed', async () => {
    const cookie = await signIn('admin@acme.test');
    expect((await session(cookie)).status).toBe(200);
    expect(await removeStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test' })).toBe(true);
    expect((await session(cookie)).status).toBe(401);
  });
});

describe('POST /api/admin/auth/logout', () => {
  it('clears the cookie', async () => {
    const cookie = await signIn('admin@acme.test');
    const res = await t.app.fetch(t.request('POST', '/api/admin/auth/logout', {}, { cookie }));
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    const cleared = res.headers.getSetCookie()[0]!;
    const attributes = cleared.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toBe('gh_staff=');
    expect(attributes).toContain('max-age=0');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('path=/');
  });

  it('requires a JSON request', async () => {
    const res = await t.app.fetch(t.request('POST', '/api/admin/auth/logout'));
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('requireStaff / requireRole', () => {
  async function requestAs(email: string, role: 'admin' | 'editor' | 'viewer'): Promise<Request> {
    await addStaff({ db: t.db, orgId: t.org.id, email, role });
    const cookie = await signIn(email);
    return t.request('GET', '/anything', undefined, { cookie });
  }

  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('gives the staff context with the role permissions', async () => {
    const ctx = await requireStaff(await requestAs('ed@acme.test', 'editor'), t.deps, 'statuspage:edit');
    expect(ctx).toMatchObject({ orgId: 'org_acme', email: 'ed@acme.test', role: 'editor', name: 'ed@acme.test' });
    expect(ctx.userId).toMatch(/^stf_/);
    expect(ctx.permissions).toEqual(['statuspage:edit', 'files:view', 'files:download']);
    expect(requireRole(ctx, 'editor')).toBe(ctx);
    expect(() => requireRole(ctx, 'admin')).toThrow(AppError);
  });

  it('is 403 for a viewer lacking statuspage:edit, and lets them read', async () => {
    const request = await requestAs('view@acme.test', 'viewer');
    const error = await failure(requireStaff(request, t.deps, 'statuspage:edit'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    const ctx = await requireStaff(request, t.deps, 'files:view');
    expect(ctx.role).toBe('viewer');
    expect(() => requireRole(ctx, 'editor')).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('is 401 without a session', async () => {
    const error = await failure(requireStaff(t.request('GET', '/anything'), t.deps));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('assertJson accepts JSON with a charset and refuses anything else', () => {
    const post = (type?: string) => new Request(TEST_PUBLIC_URL, { method: 'POST', body: '{}', headers: type ? { 'content-type': type } : {} });
    expect(() => assertJson(post('application/json; charset=utf-8'))).not.toThrow();
    expect(() => assertJson(post('Application/JSON'))).not.toThrow();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      expect(() => assertJson(post(type))).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe('addStaff / listStaff', () => {
  it('upserts by email, lowercased, and validates the role', async () => {
    const again = await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@ACME.test', role: 'viewer' });
    expect(again.role).toBe('viewer');
    const all = await listStaff({ db: t.db, orgId: t.org.id });
    expect(all.map((s) => [s.email, s.role])).toEqual([['admin@acme.test', 'viewer']]);

    await expect(addStaff({ db: t.db, orgId: t.org.id, email: 'x@acme.test', role: 'owner' })).rejects.toThrow(/Role must be one of: admin, editor, viewer/);
    await expect(addStaff({ db: t.db, orgId: t.org.id, email: 'nope', role: 'admin' })).rejects.toThrow(/This email is invalid/);
    expect(await listStaff({ db: t.db, orgId: t.org.id })).toHaveLength(1);
    const [row] = await t.db.select().from(magicLinks).where(eq(magicLinks.orgId, t.org.id));
    expect(row).toBeUndefined();
  });

  it('stores a display name, keeps it when a later update gives none, and the session shows it', async () => {
    await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test', role: 'admin', name: '  Ada Admin ' });
    await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test', role: 'admin' });
    const [user] = await listStaff({ db: t.db, orgId: t.org.id });
    expect(user!.name).toBe('Ada Admin');
    const res = await session(await signIn('admin@acme.test'));
    expect(await jsonOf(res)).toMatchObject({ email: 'admin@acme.test', name: 'Ada Admin' });
  });
});
