/** Knowledge-base health routes: duplicates, near-duplicates, conflicts, stale entries; merge, dismiss, settings. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import type { KbHealth } from '../../../content/contracts/questionnaire-assist.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, assistSnapshot, makeAssistFixture, type AssistFixture } from './fixture.ts';

let f: AssistFixture;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  f = await makeAssistFixture();
  const now = f.deps.now();
  const entry = (objectID: string, content: string, answer: string, modified = now) => ({
    objectID,
    content,
    answer,
    access_level: 'public' as const,
    product_ids: [],
    date_timestamp: modified,
    customer_modified_timestamp: modified,
  });
  await replaceDraft({
    db: f.db,
    orgId: ORG,
    by: 'seed',
    snapshot: {
      ...assistSnapshot(),
      knowledgeBase: [
        entry('kb_a', 'Do you encrypt customer data at rest?', 'Yes. AES-256.'),
        entry('kb_b', 'Do you encrypt customer data at rest?', 'Yes, with AES-256 and KMS.', now - DAY),
        entry('kb_c', 'Is customer data encrypted at rest?', 'Yes.', now - 2 * DAY),
        entry('kb_d', 'Do you support single sign-on?', 'Yes. SAML 2.0.'),
        entry('kb_e', 'Do you support single sign-on (SSO)?', 'No. SSO is planned for next year.'),
        entry('kb_f', 'Where are your offices?', 'Seattle and Berlin.', now - 400 * DAY),
      ],
    },
  });
});
afterEach(async () => {
  await f.close();
});

const health = async (cookie?: string | null) => (await jsonOf(await f.get('/api/admin/kb/health', cookie))) as KbHealth;

describe('GET /api/admin/kb/health', () => {
  it('flags duplicates, near-duplicates, conflicting answers and stale entries', async () => {
    const body = await health();
    expect(body.staleAfterDays).toBe(365);
    const kinds = body.issues.map((i) => [i.kind, i.entries]);
    expect(kinds).toContainEqual(['duplicate', ['kb_a', 'kb_b']]);
    expect(kinds).toContainEqual(['near_duplicate', ['kb_a', 'kb_c']]);
    expect(kinds).toContainEqual(['conflict', ['kb_d', 'kb_e']]);
    expect(kinds).toContainEqual(['stale', ['kb_f']]);
    const conflict = body.issues.find((i) => i.kind === 'conflict');
    expect(conflict?.reason).toBe('The same question is answered Yes in one entry and No in the other.');
  });

  it('uses the configured stale period', async () => {
    let res = await f.send('PUT', '/api/admin/kb/health/settings', { staleAfterDays: 1 });
    expect(res.status).toBe(200);
    const body = (await jsonOf(res)) as KbHealth;
    expect(body.staleAfterDays).toBe(1);
    expect(
      body.issues
        .filter((i) => i.kind === 'stale')
        .map((i) => i.entries[0])
        .sort(),
    ).toEqual(['kb_c', 'kb_f']);
    for (const bad of [0, 1.5, 4000, 'ten']) {
      res = await f.send('PUT', '/api/admin/kb/health/settings', { staleAfterDays: bad });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error).toBe('The stale period must be a whole number of days between 1 and 3650.');
    }
  });
});

describe('resolving findings', () => {
  it('merges entries into one', async () => {
    const res = await f.send('POST', '/api/admin/kb/health/merge', { keep: 'kb_a', merge: ['kb_b', 'kb_c'], answer: 'Yes. AES-256 with keys in KMS.' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ objectID: 'kb_a', answer: 'Yes. AES-256 with keys in KMS.' });
    const kb = (await readDraft({ db: f.db, orgId: ORG })).knowledgeBase.map((e) => e.objectID);
    expect(kb).toEqual(['kb_a', 'kb_d', 'kb_e', 'kb_f']);
    expect((await health()).issues.map((i) => i.kind).sort()).toEqual(['conflict', 'stale']);
  });

  it('validates merges', async () => {
    let res = await f.send('POST', '/api/admin/kb/health/merge', { keep: 'kb_a', merge: [] });
    expect((await jsonOf(res)).error).toBe('Choose the entry to keep and at least one other entry to merge into it.');
    res = await f.send('POST', '/api/admin/kb/health/merge', { keep: 'kb_a', merge: ['kb_a'] });
    expect((await jsonOf(res)).error).toBe('Choose the entry to keep and at least one other entry to merge into it.');
    res = await f.send('POST', '/api/admin/kb/health/merge', { keep: 'kb_a', merge: ['kb_nope'] });
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toBe('No such knowledge-base entry.');
  });

  it('dismisses a finding until its entries change', async () => {
    const stale = (await health()).issues.find((i) => i.kind === 'stale')!;
    let res = await f.send('POST', '/api/admin/kb/health/dismiss', { kind: 'stale', key: stale.key });
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect((await health()).issues.some((i) => i.kind === 'stale')).toBe(false);
    res = await f.send('POST', '/api/admin/kb/health/dismiss', { kind: 'stale', key: stale.key });
    expect(res.status).toBe(404);
    res = await f.send('POST', '/api/admin/kb/health/dismiss', { kind: 'wrong', key: 'x' });
    expect((await jsonOf(res)).error).toBe('Kind must be duplicate, near_duplicate, conflict or stale.');
    // Editing the conflicting entry resolves the conflict; a new one with other words shows again.
    await f.send('PUT', '/api/admin/kb/kb_e', { content: 'Do you support single sign-on (SSO)?', answer: 'Yes. SAML 2.0 and OIDC.' });
    expect((await health()).issues.some((i) => i.kind === 'conflict')).toBe(false);
  });

  it('is for staff with statuspage:edit', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/kb/health', undefined],
      ['PUT', '/api/admin/kb/health/settings', { staleAfterDays: 30 }],
      ['POST', '/api/admin/kb/health/merge', { keep: 'kb_a', merge: ['kb_b'] }],
      ['POST', '/api/admin/kb/health/dismiss', { kind: 'stale', key: 'x' }],
    ] as const) {
      const call = (cookie: string | null) => (method === 'GET' ? f.get(path, cookie) : f.send(method, path, body, cookie));
      expect((await call(null)).status, path).toBe(401);
      expect((await call(f.viewer)).status, path).toBe(403);
    }
    // Another organisation sees its own knowledge base only.
    const other = await health(f.otherOrg);
    expect(other.issues.flatMap((i) => i.entries)).not.toContain('kb_a');
  });
});
