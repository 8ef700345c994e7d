/** Staff routes for subscribers and subscription blocks: good paths, validation, authorisation. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations, subscribers, subscriptionBlocks } from '../../edge/db/schema.ts';
import { BLOCK_MESSAGES } from '../../content/contracts/subscriptions.ts';
import { staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
let editor: string;
let viewer: string;

beforeEach(async () => {
  t = await makeTestApp();
  admin = await staffCookie(t.db, t.org.id, 'admin@acme.example', 'admin', t.deps.now());
  editor = await staffCookie(t.db, t.org.id, 'editor@acme.example', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, t.org.id, 'viewer@acme.example', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

const BLOCKS = '/api/admin/subscription-blocks';

function send(method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.fetch(t.request(method, path, body, { ...(cookie ? { cookie } : {}), ...headers }));
}

async function storedPatterns(orgId = t.org.id) {
  const rows = await t.db.select().from(subscriptionBlocks);
  return rows
    .filter((row) => row.orgId === orgId)
    .map((row) => row.pattern)
    .sort();
}

describe('GET /api/admin/subscribers', () => {
  it('lists the organisation’s subscribers, newest first, without internal ids', async () => {
    const at = t.deps.now();
    await t.db.insert(subscribers).values([
      { id: 's1', orgId: t.org.id, email: 'old@example.com', source: 'direct link', status: 'confirmed', createdAt: at - 1000, confirmedAt: at - 500 },
      { id: 's2', orgId: t.org.id, email: 'new@example.com', source: 'subscribe button', status: 'pending', createdAt: at },
    ]);
    const res = await send('GET', '/api/admin/subscribers', viewer);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({
      subscribers: [
        { email: 'new@example.com', status: 'pending', source: 'subscribe button', createdAt: at, confirmedAt: null },
        { email: 'old@example.com', status: 'confirmed', source: 'direct link', createdAt: at - 1000, confirmedAt: at - 500 },
      ],
    });
  });

  it('never shows another organisation’s subscribers', async () => {
    await t.db.insert(organizations).values({ id: 'org_b', slug: 'bravo', name: 'Bravo', customDomains: [], createdAt: 0 });
    await t.db.insert(subscribers).values({ id: 'x', orgId: 'org_b', email: 'foreign@example.com', source: 'direct link', status: 'confirmed', createdAt: 0 });
    const res = await send('GET', '/api/admin/subscribers', admin);
    expect((await jsonOf(res)).subscribers).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await send('GET', '/api/admin/subscribers');
    expect(res.status).toBe(401);
    expect((await jsonOf(res)).code).toBe('UNAUTHENTICATED');
  });
});

describe('subscription blocks', () => {
  it('adds, lists and removes email and domain blocks', async () => {
    const added = await send('POST', BLOCKS, editor, { pattern: '  Jane@Example.COM ' });
    expect(added.status).toBe(201);
    expect(await jsonOf(added)).toEqual({ block: { pattern: 'jane@example.com', kind: 'email' } });
    const domain = await send('POST', BLOCKS, admin, { pattern: '@Spam.Example' });
    expect(await jsonOf(domain)).toEqual({ block: { pattern: 'spam.example', kind: 'domain' } });

    const listed = await send('GET', BLOCKS, viewer);
    expect(listed.status).toBe(200);
    expect(await jsonOf(listed)).toEqual({
      blocks: [
        { pattern: 'jane@example.com', kind: 'email' },
        { pattern: 'spam.example', kind: 'domain' },
      ],
    });

    const removed = await send('DELETE', BLOCKS, editor, { pattern: 'spam.example' });
    expect(removed.status).toBe(200);
    expect(await jsonOf(removed)).toEqual({ ok: true });
    expect(await storedPatterns()).toEqual(['jane@example.com']);
  });

  it('blocking twice keeps one block', async () => {
    await send('POST', BLOCKS, admin, { pattern: 'example.com' });
    const again = await send('POST', BLOCKS, admin, { pattern: 'EXAMPLE.com' });
    expect(again.status).toBe(201);
    expect(await storedPatterns()).toEqual(['example.com']);
  });

  it('a domain block stops subscribing from that domain and its subdomains; lifting it allows it again', async () => {
    await send('POST', BLOCKS, admin, { pattern: 'example.com' });
    const subscribe = (email: string) => t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email }));
    expect((await subscribe('a@eu.example.com')).status).toBe(403);
    expect((await subscribe('a@example.com')).status).toBe(403);
    expect((await subscribe('a@example.org')).status).toBe(200);
    await send('DELETE', BLOCKS, admin, { pattern: 'example.com' });
    expect((await subscribe('a@example.com')).status).toBe(200);
  });

  it('removing a block that does not exist answers 404', async () => {
    const res = await send('DELETE', BLOCKS, admin, { pattern: 'nobody.example' });
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it.each([
    [{}, BLOCK_MESSAGES.required],
    [{ pattern: '' }, BLOCK_MESSAGES.required],
    [{ pattern: '  @ ' }, BLOCK_MESSAGES.required],
    [{ pattern: 7 }, BLOCK_MESSAGES.required],
    [{ pattern: 'not a domain' }, BLOCK_MESSAGES.invalid],
    [{ pattern: 'jane@' }, BLOCK_MESSAGES.invalid],
    [{ pattern: '-bad.example' }, BLOCK_MESSAGES.invalid],
    [{ pattern: 'bad..example' }, BLOCK_MESSAGES.invalid],
    [{ pattern: `${'a'.repeat(250)}.com` }, BLOCK_MESSAGES.invalid],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    for (const method of ['POST', 'DELETE']) {
      const res = await send(method, BLOCKS, admin, body);
      expect(res.status).toBe(400);
      const json = await jsonOf(res);
      expect(json).toMatchObject({ status: 400, error: message, code: 'VALIDATION_FAILED' });
      expect(json.issues[0].path).toBe('pattern');
    }
    expect(await storedPatterns()).toEqual([]);
  });

  it('refuses invalid JSON with 400 INVALID_JSON', async () => {
    const res = await send('POST', BLOCKS, admin, '{', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).code).toBe('INVALID_JSON');
  });

  it('refuses writes that are not sent as JSON (CSRF guard)', async () => {
    for (const method of ['POST', 'DELETE']) {
      const res = await send(method, BLOCKS, admin, 'pattern=example.com', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).code).toBe('BAD_REQUEST');
    }
    expect(await storedPatterns()).toEqual([]);
  });

  it.each([
    ['GET', undefined],
    ['POST', { pattern: 'example.com' }],
    ['DELETE', { pattern: 'example.com' }],
  ])('%s answers 401 to an anonymous request', async (method, body) => {
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern: 'example.com' });
    const res = await send(method, BLOCKS, undefined, body);
    expect(res.status).toBe(401);
    expect(await jsonOf(res)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await storedPatterns()).toEqual(['example.com']);
  });

  it.each([
    ['POST', { pattern: 'other.example' }],
    ['DELETE', { pattern: 'example.com' }],
  ])('%s answers 403 to staff without statuspage:edit (viewer)', async (method, body) => {
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern: 'example.com' });
    const res = await send(method, BLOCKS, viewer, body);
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await storedPatterns()).toEqual(['example.com']);
  });

  it('staff of another organisation see and change only their own blocks', async () => {
    await t.db.insert(organizations).values({ id: 'org_b', slug: 'bravo', name: 'Bravo', customDomains: [], createdAt: 0 });
    const bravo = await staffCookie(t.db, 'org_b', 'admin@bravo.example', 'admin', t.deps.now());
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern: 'example.com' });

    expect(await jsonOf(await send('GET', BLOCKS, bravo))).toEqual({ blocks: [] });
    expect((await send('DELETE', BLOCKS, bravo, { pattern: 'example.com' })).status).toBe(404);
    await send('POST', BLOCKS, bravo, { pattern: 'bravo-only.example' });
    expect(await storedPatterns()).toEqual(['example.com']);
    expect(await storedPatterns('org_b')).toEqual(['bravo-only.example']);
  });
});
