/**
 * Questionnaires (visitor spec §2, §4, §6): members of an account submit a file or a link and list their account's
 * submissions; staff with statuspage:edit see the inbox, change statuses and download files; staff are emailed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../content/errors.ts';
import { MAX_QUESTIONNAIRE_BYTES, QUESTIONNAIRE_MESSAGES, questionnaireFollowUp } from '../../../content/questionnaires.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { setSettings } from '../access/fixture.ts';
import { engagementApp, uploadRequest, type EngagementFixture } from './fixture.ts';

let f: EngagementFixture;
beforeEach(async () => {
  f = await engagementApp();
});
afterEach(() => f.t.close());

const base = (accountId: string) => `/api/statuspage/share/${accountId}/external/questionnaires`;
const sendLink = (accountId: string, body: unknown, cookie?: string) => f.t.app.fetch(f.t.request('POST', base(accountId), body, cookie ? { cookie } : {}));
const upload = (accountId: string, file: Parameters<typeof uploadRequest>[1], cookie?: string) => f.t.app.fetch(uploadRequest(accountId, file, cookie));
const get = (path: string, cookie?: string) => f.t.app.fetch(f.t.request('GET', path, undefined, cookie ? { cookie } : {}));

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await jsonOf(res)).toMatchObject({ status, error });
}

describe('POST {base}/questionnaires', () => {
  it('stores an uploaded file, lists it for the account, and emails staff and the security mailbox', async () => {
    const res = await upload(f.a.accountId, { name: 'SIG Lite 2026.xlsx', bytes: 'questions…' }, f.a.cookie);
    expect(res.status).toBe(201);
    const { questionnaire } = await jsonOf(res);
    expect(questionnaire).toMatchObject({
      kind: 'file',
      fileName: 'SIG Lite 2026.xlsx',
      link: null,
      status: 'received',
      submittedBy: 'Pat Lee',
      createdAt: f.t.deps.now(),
    });
    expect(questionnaire.id).toMatch(/^qst_/);

    const list = await jsonOf(await get(base(f.a.accountId), f.a.cookie));
    expect(list.questionnaires).toEqual([questionnaire]);

    const recipients = f.t.outbox.map((m) => m.to).sort();
    expect(recipients).toEqual(['eddie@acme.test', 'security@acme.test']);
    const mail = f.t.outbox[0]!;
    expect(mail.subject).toBe('New questionnaire from Corp A');
    expect(mail.text).toContain('Pat Lee <ann@a.test> of Corp A submitted a questionnaire');
    expect(mail.text).toContain('the file SIG Lite 2026.xlsx');
    expect(mail.text).toContain('Trust center settings → Questionnaires');
    expect(mail.text).toContain('http://portal.test/admin');
  });

  it('stores a link (trimmed) and mentions it in the staff email', async () => {
    const res = await sendLink(f.a.accountId, { link: '  https://forms.example.com/q/123  ' }, f.a.cookie);
    expect(res.status).toBe(201);
    expect((await jsonOf(res)).questionnaire).toMatchObject({ kind: 'link', link: 'https://forms.example.com/q/123', fileName: null, status: 'received' });
    expect(f.t.outbox.some((m) => m.text.includes('the link https://forms.example.com/q/123'))).toBe(true);
  });

  it('refuses links that are missing, not https, or not URLs, with the exact texts', async () => {
    await expectError(await sendLink(f.a.accountId, {}, f.a.cookie), 400, QUESTIONNAIRE_MESSAGES.linkRequired);
    await expectError(await sendLink(f.a.accountId, { link: '   ' }, f.a.cookie), 400, QUESTIONNAIRE_MESSAGES.linkRequired);
    await expectError(await sendLink(f.a.accountId, { link: 'http://forms.example.com/q' }, f.a.cookie), 400, QUESTIONNAIRE_MESSAGES.linkInvalid);
    await expectError(await sendLink(f.a.accountId, { link: 'javascript:alert(1)' }, f.a.cookie), 400, QUESTIONNAIRE_MESSAGES.linkInvalid);
    await expectError(await sendLink(f.a.accountId, { link: 'not a url' }, f.a.cookie), 400, QUESTIONNAIRE_MESSAGES.linkInvalid);
    await expectError(
      await f.t.app.fetch(f.t.request('POST', base(f.a.accountId), '{oops', { cookie: f.a.cookie, 'content-type': 'application/json' })),
      400,
      ERRORS.INVALID_JSON.message,
    );
    expect(f.t.outbox).toHaveLength(0);
  });

  it('refuses files of other types, empty files, oversized files, and a form without a file', async () => {
    await expectError(await upload(f.a.accountId, { name: 'run-me.exe', bytes: 'MZ' }, f.a.cookie), 415, ERRORS.QUESTIONNAIRE_TYPE_NOT_ALLOWED.message);
    await expectError(await upload(f.a.accountId, { name: 'noext', bytes: 'x' }, f.a.cookie), 415, ERRORS.QUESTIONNAIRE_TYPE_NOT_ALLOWED.message);
    await expectError(await upload(f.a.accountId, { name: 'empty.pdf', bytes: '' }, f.a.cookie), 400, ERRORS.UPLOAD_EMPTY.message);
    await expectError(
      await upload(f.a.accountId, { name: 'huge.zip', bytes: new Uint8Array(MAX_QUESTIONNAIRE_BYTES + 1) }, f.a.cookie),
      413,
      ERRORS.QUESTIONNAIRE_TOO_LARGE.message,
    );
    await expectError(await upload(f.a.accountId, null, f.a.cookie), 400, ERRORS.QUESTIONNAIRE_FILE_REQUIRED.message);
    const text = await f.t.app.fetch(
      new Request(`http://portal.test${base(f.a.accountId)}`, {
        method: 'POST',
        body: 'hello',
        headers: { cookie: f.a.cookie, 'content-type': 'text/plain', origin: 'http://portal.test' },
      }),
    );
    await expectError(text, 415, ERRORS.QUESTIONNAIRE_CONTENT_TYPE.message);
    expect((await jsonOf(await get(base(f.a.accountId), f.a.cookie))).questionnaires).toEqual([]);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const res = await upload(f.a.accountId, { name: 'big.zip', bytes: new Uint8Array(MAX_QUESTIONNAIRE_BYTES) }, f.a.cookie);
    expect(res.status).toBe(201);
  });

  it('needs the account’s own session: anonymous 401, another account 403, another organisation 403', async () => {
    await expectError(await sendLink(f.a.accountId, { link: 'https://x.example/q' }), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await upload(f.a.accountId, { name: 'q.pdf', bytes: '%PDF' }), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await sendLink(f.a.accountId, { link: 'https://x.example/q' }, f.b.cookie), 403, ERRORS.FORBIDDEN.message);
    await expectError(await sendLink(f.a.accountId, { link: 'https://x.example/q' }, f.other.member.cookie), 403, ERRORS.FORBIDDEN.message);
    await expectError(await get(base(f.a.accountId)), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await get(base(f.a.accountId), f.b.cookie), 403, ERRORS.FORBIDDEN.message);
    // Staff are not account members.
    await expectError(await sendLink(f.a.accountId, { link: 'https://x.example/q' }, f.editor), 401, ERRORS.UNAUTHENTICATED.message);
  });

  it('refuses a member who still has to accept the required NDA (403)', async () => {
    await setSettings(f.t, { ndaRequired: true });
    const res = await sendLink(f.a.accountId, { link: 'https://x.example/q' }, f.a.cookie);
    await expectError(res, 403, ERRORS.FORBIDDEN.message);
    await expectError(await get(base(f.a.accountId), f.a.cookie), 403, ERRORS.FORBIDDEN.message);
  });

  it('keeps each account to its own list', async () => {
    await sendLink(f.a.accountId, { link: 'https://a.example/q' }, f.a.cookie);
    await sendLink(f.b.accountId, { link: 'https://b.example/q' }, f.b.cookie);
    expect((await jsonOf(await get(base(f.a.accountId), f.a.cookie))).questionnaires.map((q: { link: string }) => q.link)).toEqual(['https://a.example/q']);
    expect((await jsonOf(await get(base(f.b.accountId), f.b.cookie))).questionnaires.map((q: { link: string }) => q.link)).toEqual(['https://b.example/q']);
  });
});

describe('questionnaires disabled', () => {
  it('refuses submitting and listing when the customization does not enable questionnaires', async () => {
    await f.t.close();
    f = await engagementApp({ questionnaires: false });
    await expectError(await sendLink(f.a.accountId, { link: 'https://x.example/q' }, f.a.cookie), 403, ERRORS.QUESTIONNAIRES_DISABLED.message);
    await expectError(await upload(f.a.accountId, { name: 'q.pdf', bytes: '%PDF-1.4' }, f.a.cookie), 403, ERRORS.QUESTIONNAIRES_DISABLED.message);
    await expectError(await get(base(f.a.accountId), f.a.cookie), 403, ERRORS.QUESTIONNAIRES_DISABLED.message);
    expect(f.t.outbox).toHaveLength(0);
  });
});

describe('staff inbox: /api/admin/questionnaires', () => {
  async function submitBoth() {
    const file = (await jsonOf(await upload(f.a.accountId, { name: 'caiq.csv', bytes: 'q,a\n1,2\n' }, f.a.cookie))).questionnaire;
    f.t.advance(60_000);
    const link = (await jsonOf(await sendLink(f.b.accountId, { link: 'https://b.example/q' }, f.b.cookie))).questionnaire;
    return { file, link };
  }

  it('lists the organisation’s questionnaires newest first, with account and member', async () => {
    const { file, link } = await submitBoth();
    const res = await get('/api/admin/questionnaires', f.editor);
    expect(res.status).toBe(200);
    const { questionnaires } = await jsonOf(res);
    expect(questionnaires.map((q: { id: string }) => q.id)).toEqual([link.id, file.id]);
    expect(questionnaires[1]).toMatchObject({
      accountId: f.a.accountId,
      accountName: 'Corp A',
      memberName: 'Pat Lee',
      memberEmail: 'ann@a.test',
      kind: 'file',
      fileName: 'caiq.csv',
      size: 8,
      contentType: 'text/csv',
      status: 'received',
    });
    expect(questionnaires[0]).toMatchObject({ accountName: 'Corp B', memberEmail: 'bob@b.test', kind: 'link', link: 'https://b.example/q' });
  });

  it('changes the status (shown to the member too) and validates it', async () => {
    const { file } = await submitBoth();
    f.t.advance(1000);
    const put = (id: string, body: unknown, cookie = f.editor) => f.t.app.fetch(f.t.request('PUT', `/api/admin/questionnaires/${id}/status`, body, { cookie }));
    const res = await put(file.id, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).questionnaire).toMatchObject({ id: file.id, status: 'in_progress', updatedBy: 'eddie@acme.test', updatedAt: f.t.deps.now() });
    expect((await jsonOf(await get(base(f.a.accountId), f.a.cookie))).questionnaires[0].status).toBe('in_progress');
    await put(file.id, { status: 'completed' });
    expect((await jsonOf(await get(base(f.a.accountId), f.a.cookie))).questionnaires[0].status).toBe('completed');

    await expectError(await put(file.id, { status: 'archived' }), 400, 'Status must be received, in_progress or completed.');
    await expectError(await put('qst_nope', { status: 'completed' }), 404, ERRORS.QUESTIONNAIRE_NOT_FOUND.message);
    await expectError(await put(file.id, { status: 'completed' }, f.viewer), 403, ERRORS.FORBIDDEN.message);
    await expectError(await put(file.id, { status: 'completed' }, f.other.admin), 404, ERRORS.QUESTIONNAIRE_NOT_FOUND.message);
    await expectError(
      await f.t.app.fetch(f.t.request('PUT', `/api/admin/questionnaires/${file.id}/status`, { status: 'completed' })),
      401,
      ERRORS.UNAUTHENTICATED.message,
    );
  });

  it('downloads the uploaded file with its name; a link has no file', async () => {
    const { file, link } = await submitBoth();
    const res = await get(`/api/admin/questionnaires/${file.id}/file`, f.editor);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(res.headers.get('content-disposition')).toContain('filename="caiq.csv"');
    expect(await res.text()).toBe('q,a\n1,2\n');
    await expectError(await get(`/api/admin/questionnaires/${link.id}/file`, f.editor), 404, ERRORS.QUESTIONNAIRE_NOT_FOUND.message);
    await expectError(await get(`/api/admin/questionnaires/${file.id}/file`, f.viewer), 403, ERRORS.FORBIDDEN.message);
    await expectError(await get(`/api/admin/questionnaires/${file.id}/file`, f.other.admin), 404, ERRORS.QUESTIONNAIRE_NOT_FOUND.message);
    await expectError(await get(`/api/admin/questionnaires/${file.id}/file`), 401, ERRORS.UNAUTHENTICATED.message);
  });

  it('is refused to anonymous visitors, members and staff without statuspage:edit; another organisation sees only its own', async () => {
    await submitBoth();
    await expectError(await get('/api/admin/questionnaires'), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await get('/api/admin/questionnaires', f.a.cookie), 401, ERRORS.UNAUTHENTICATED.message);
    await expectError(await get('/api/admin/questionnaires', f.viewer), 403, ERRORS.FORBIDDEN.message);
    expect((await jsonOf(await get('/api/admin/questionnaires', f.other.admin))).questionnaires).toEqual([]);
  });
});

describe('success dialog follow-up text', () => {
  it('tells a public viewer they will hear back, and everyone else where to find it', () => {
    expect(questionnaireFollowUp('public', 'Acme')).toBe('You will hear back from Acme.');
    expect(questionnaireFollowUp('account', 'Acme')).toBe('You can view it under "Questionnaires"');
  });
});
