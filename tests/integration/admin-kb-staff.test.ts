/** Knowledge-base routes (entries and CSV import) and staff management routes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { findStaffByEmail } from '../../edge/services/staff/find-staff.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../../edge/services/revisions/mark-revision.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
let admin: string;
let editor: string;
let viewer: string;

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({
    db: t.db,
    orgId,
    snapshot: smallSnapshot({
      products: [
        { productId: 'main', productName: 'Acme Cloud', productSlug: 'acme-cloud' },
        { productId: 'mobile', productName: 'Acme Mobile', productSlug: 'mobile' },
      ],
    }),
    by: 'seed',
  });
  admin = await staffCookie(t.db, orgId, 'ad@acme.test', 'admin', t.deps.now());
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie, ...headers } : headers));
}

function importCsv(csv: string, cookie: string | null = editor, type = 'text/csv') {
  return send('POST', '/api/admin/kb/import?fileName=faq.csv', cookie, csv, { 'content-type': type });
}

describe('GET /api/share/:orgId/knowledge-base', () => {
  async function addEntries() {
    for (const [content, access_level] of [
      ['Public question?', 'public'],
      ['Accounts question?', 'accounts'],
      ['Internal question?', 'internal'],
    ] as const) {
      expect((await send('POST', '/api/admin/kb', editor, { content, answer: 'A.', access_level, product_ids: [], favorite_public: false })).status).toBe(201);
    }
    const { number } = await freezeRevision({ db: t.db, orgId, by: 'test' });
    await markRevision({ db: t.db, orgId, number, status: 'live' });
  }

  it('gives staff every entry in Main mode, with the products; a visitor the public entries', async () => {
    await addEntries();
    const staff = await jsonOf(await send('GET', `/api/share/${orgId}/knowledge-base`, viewer));
    expect(staff.mode).toBe('Main');
    expect(staff.entries.map((e: { content: string }) => e.content).sort()).toEqual(['Accounts question?', 'Internal question?', 'Public question?']);
    expect(staff.products).toEqual([
      { productId: 'main', productName: 'Acme Cloud' },
      { productId: 'mobile', productName: 'Acme Mobile' },
    ]);
    const visitor = await jsonOf(await send('GET', `/api/share/${orgId}/knowledge-base`, null));
    expect(visitor.mode).toBe('Public');
    expect(visitor.entries.map((e: { content: string }) => e.content)).toEqual(['Public question?']);
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await send('GET', '/api/share/org_nope/knowledge-base', null);
    expect(res.status).toBe(404);
  });
});

describe('knowledge base entries', () => {
  it('creates, edits and deletes an entry', async () => {
    let res = await send('POST', '/api/admin/kb', editor, {
      content: 'Do you encrypt data at rest?',
      answer: 'Yes, AES-256.',
      access_level: 'accounts',
      product_ids: ['mobile'],
      favorite_public: true,
    });
    expect(res.status).toBe(201);
    const entry = await jsonOf(res);
    expect(entry).toMatchObject({
      content: 'Do you encrypt data at rest?',
      answer: 'Yes, AES-256.',
      access_level: 'accounts',
      product_ids: ['mobile'],
      favorite_public: true,
      source_type: 'manual',
      date_timestamp: t.deps.now(),
      customer_modified_timestamp: t.deps.now(),
    });

    t.advance(1000);
    res = await send('PUT', `/api/admin/kb/${entry.objectID}`, editor, {
      content: 'Do you encrypt data at rest?',
      answer: 'Yes.',
      access_level: 'internal',
      product_ids: [],
      favorite_public: false,
    });
    expect(await jsonOf(res)).toMatchObject({
      answer: 'Yes.',
      access_level: 'internal',
      product_ids: [],
      date_timestamp: entry.date_timestamp,
      customer_modified_timestamp: entry.date_timestamp + 1000,
    });

    expect((await send('DELETE', `/api/admin/kb/${entry.objectID}`, editor, {})).status).toBe(200);
    expect((await readDraft({ db: t.db, orgId })).knowledgeBase).toHaveLength(0);
  });

  it('refuses an entry without a question or with an unknown product', async () => {
    let res = await send('POST', '/api/admin/kb', editor, { content: ' ' });
    expect((await jsonOf(res)).error).toBe('Question is required');
    res = await send('POST', '/api/admin/kb', editor, { content: 'Q?', product_ids: ['nope'] });
    expect((await jsonOf(res)).error).toBe('Unknown product: "nope"');
    res = await send('POST', '/api/admin/kb', editor, { content: 'Q?', access_level: 'secret' });
    expect(res.status).toBe(400);
  });

  it('is for editors', async () => {
    expect((await send('POST', '/api/admin/kb', null, { content: 'Q?' })).status).toBe(401);
    expect((await send('POST', '/api/admin/kb', viewer, { content: 'Q?' })).status).toBe(403);
    expect((await importCsv('question\nQ?', viewer)).status).toBe(403);
  });
});

describe('POST /api/admin/kb/import', () => {
  it('imports every row of a valid file', async () => {
    const csv = [
      'Question,Answer,Comment,Access Level,Products,favorite_public',
      'Do you have SOC 2?,"Yes, Type II.",Renewed yearly,public,,yes',
      '"Where is data stored?","In the EU, ""Frankfurt"".",,accounts,Acme Mobile;acme-cloud,false',
      'Who is your DPO?,Jane Doe,,internal,mobile,',
    ].join('\r\n');
    const res = await importCsv(`\uFEFF${csv}\r\n`);
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await jsonOf(res)).imported).toBe(3);
    const kb = (await readDraft({ db: t.db, orgId })).knowledgeBase;
    expect(kb.map((e) => [e.content, e.answer, e.access_level, e.product_ids, e.favorite_public])).toEqual([
      ['Do you have SOC 2?', 'Yes, Type II.', 'public', [], true],
      ['Where is data stored?', 'In the EU, "Frankfurt".', 'accounts', ['mobile', 'main'], false],
      ['Who is your DPO?', 'Jane Doe', 'internal', ['mobile'], false],
    ]);
    expect(kb[0]).toMatchObject({ comment: 'Renewed yearly', source_type: 'import', source_name: 'faq.csv' });
  });

  it('imports nothing and names each failing row', async () => {
    const csv = [
      'question,access_level,products,favorite_public',
      'Fine?,public,,',
      ',public,,',
      'Bad level?,everyone,,',
      'Bad product?,public,Nowhere,',
      'Bad flag?,public,,maybe',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.error).toBe('The file has errors; nothing was imported.');
    expect(body.issues).toEqual([
      { row: 3, message: 'Question is required' },
      { row: 4, message: 'Access level must be one of: public, accounts, internal' },
      { row: 5, message: 'Unknown product: "Nowhere"' },
      { row: 6, message: 'favorite_public must be true or false' },
    ]);
    expect((await readDraft({ db: t.db, orgId })).knowledgeBase).toHaveLength(0);
  });

  it('needs a question column, a row, and the text/csv type', async () => {
    let res = await importCsv('answer\nYes');
    expect((await jsonOf(res)).issues).toEqual([{ row: 1, message: 'The file needs a "question" column' }]);
    res = await importCsv('question\n');
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('The file has no rows to import.');
    res = await importCsv('question\nQ?', editor, 'text/plain');
    expect(res.status).toBe(415);
    expect((await jsonOf(res)).error).toBe('Send the file as text/csv.');
  });
});

describe('staff', () => {
  it('lists staff with their permissions for admins only', async () => {
    const res = await send('GET', '/api/admin/staff', admin);
    expect(res.status).toBe(200);
    const body = await jsonOf(res);
    expect(body.staff.map((s: { email: string; role: string }) => [s.email, s.role])).toEqual([
      ['ad@acme.test', 'admin'],
      ['ed@acme.test', 'editor'],
      ['vi@acme.test', 'viewer'],
    ]);
    expect(body.staff[2].permissions).toEqual(['files:view']);
    expect(body.roles.editor).toEqual(['statuspage:edit', 'files:view', 'files:download']);
    expect((await send('GET', '/api/admin/staff', editor)).status).toBe(403);
    expect((await send('GET', '/api/admin/staff', null)).status).toBe(401);
  });

  it('adds, changes and removes staff', async () => {
    let res = await send('POST', '/api/admin/staff', admin, { email: 'New@Acme.test', role: 'viewer', name: 'Nia New' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ email: 'new@acme.test', role: 'viewer', name: 'Nia New', permissions: ['files:view'] });
    res = await send('POST', '/api/admin/staff', admin, { email: 'new@acme.test', role: 'editor' });
    expect(await jsonOf(res)).toMatchObject({ role: 'editor', name: 'Nia New' });
    expect((await send('DELETE', '/api/admin/staff/new%40acme.test', admin, {})).status).toBe(200);
    expect(await findStaffByEmail({ db: t.db, orgId, email: 'new@acme.test' })).toBeNull();
    expect((await send('DELETE', '/api/admin/staff/new%40acme.test', admin, {})).status).toBe(404);
  });

  it('keeps at least one admin and validates input', async () => {
    let res = await send('POST', '/api/admin/staff', admin, { email: 'ad@acme.test', role: 'editor' });
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).error).toBe('The trust center needs at least one admin.');
    expect((await send('DELETE', '/api/admin/staff/ad%40acme.test', admin, {})).status).toBe(409);
    res = await send('POST', '/api/admin/staff', admin, { email: 'x@acme.test', role: 'owner' });
    expect((await jsonOf(res)).error).toBe('Role must be one of: admin, editor, viewer');
    res = await send('POST', '/api/admin/staff', admin, { email: 'nope', role: 'viewer' });
    expect((await jsonOf(res)).error).toBe('This email is invalid');
    expect((await send('POST', '/api/admin/staff', editor, { email: 'x@acme.test', role: 'viewer' })).status).toBe(403);
  });

  it('ends a removed member’s session', async () => {
    expect((await send('GET', '/api/admin/draft', viewer)).status).toBe(200);
    await send('DELETE', '/api/admin/staff/vi%40acme.test', admin, {});
    expect((await send('GET', '/api/admin/draft', viewer)).status).toBe(401);
  });
});
