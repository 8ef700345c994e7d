/** Questionnaire assistance routes: upload, drafting, review, export, learning, and who may use them. */
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import type { Assist } from '../../../content/contracts/questionnaire-assist.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { DEFAULT_QUESTIONS, ORG, form, makeAssistFixture, questionnaireDocx, questionnaireXlsx, type AssistFixture } from './fixture.ts';

let f: AssistFixture;
beforeEach(async () => {
  f = await makeAssistFixture();
});
afterEach(async () => {
  await f.close();
});

async function uploadXlsx(questions?: string[]): Promise<string> {
  const res = await f.upload(form({ file: [await questionnaireXlsx(questions), 'vendor-questionnaire.xlsx'] }));
  expect(res.status, await res.clone().text()).toBe(202);
  return (await jsonOf(res)).id;
}

const byQuestion = (assist: Assist, text: string) => assist.questions.find((q) => q.question === text)!;

describe('POST /api/admin/questionnaire-assist and GET …/{id}', () => {
  it('keeps the name of the uploaded file without the folders a client sent with it', async () => {
    for (const [sent, kept] of [
      ['../../etc/vendor.xlsx', 'vendor.xlsx'],
      ['C:\\Users\\me\\Downloads\\vendor.xlsx', 'vendor.xlsx'],
    ]) {
      const res = await f.upload(form({ file: [await questionnaireXlsx(), sent!] }));
      expect(res.status, await res.clone().text()).toBe(202);
      expect(await f.waitReady((await jsonOf(res)).id)).toMatchObject({ fileName: kept });
    }
  });

  it('reads the questions of the detected columns and drafts cited answers', async () => {
    const id = await uploadXlsx();
    expect(id).toMatch(/^qa_[0-9a-f]{16}$/);
    const assist = await f.waitReady(id);
    expect(assist).toMatchObject({
      id,
      status: 'ready',
      progress: { done: 6, total: 6 },
      fileName: 'vendor-questionnaire.xlsx',
      format: 'xlsx',
      productId: 'main',
      error: null,
    });
    // The heading "Data protection" and the empty row are not questions; the cover sheet has none.
    expect(assist.questions.map((q) => [q.n, q.sheet, q.row, q.question])).toEqual(
      DEFAULT_QUESTIONS.map((q, i) => [i + 1, 'Security', i < 2 ? i + 3 : i + 4, q]),
    );
    const security = assist.mapping.find((m) => m.sheet === 'Security');
    expect(security).toMatchObject({ include: true, headerRow: 1, questionColumn: 1, answerColumn: 2, commentColumn: 3, questionCount: 6 });
    expect(assist.mapping.find((m) => m.sheet === 'Cover')).toMatchObject({ include: false, questionCount: 0 });

    const encryption = byQuestion(assist, DEFAULT_QUESTIONS[0]!);
    expect(encryption).toMatchObject({ form: 'yesno', answer: 'Yes', state: 'draft', flagged: false });
    expect(encryption.explanation).toContain('AES-256');
    expect(encryption.sources[0]).toMatchObject({ type: 'knowledge_base', id: 'kb_rest', url: expect.stringContaining('kbEntry=kb_rest') });

    expect(byQuestion(assist, 'Are you HIPAA compliant today?')).toMatchObject({ answer: 'No', explanation: expect.stringMatching(/^Not yet/) });
    expect(byQuestion(assist, 'Do you support SCIM user provisioning?')).toMatchObject({ answer: 'No' });
    expect(byQuestion(assist, 'Do you hold a FedRAMP authorization?')).toMatchObject({
      answer: 'No answer found',
      flagged: true,
      confidence: 'low',
      sources: [],
    });
    const rto = byQuestion(assist, 'What is your recovery time objective?');
    expect(rto).toMatchObject({ form: 'text', sources: [{ id: 'kb_rto' }] });
    expect(rto.answer).toContain('4 hours');
  });

  it('drafts a Word questionnaire and a CSV one', async () => {
    let res = await f.upload(form({ file: [await questionnaireDocx(), 'review.docx'] }));
    expect(res.status).toBe(202);
    const docx = await f.waitReady((await jsonOf(res)).id);
    expect(docx.mapping[0]).toMatchObject({ sheet: 'Table 1', headerRow: 1, questionColumn: 0, answerColumn: 1, commentColumn: 2 });
    expect(docx.questions).toHaveLength(6);
    expect(byQuestion(docx, DEFAULT_QUESTIONS[1]!)).toMatchObject({ answer: 'Yes', sources: [{ id: 'kb_sso' }] });

    const csv = ['Question,Answer', ...DEFAULT_QUESTIONS.map((q) => `"${q}",`)].join('\r\n');
    res = await f.upload(form({ file: [new TextEncoder().encode(csv), 'q.csv'] }));
    const parsed = await f.waitReady((await jsonOf(res)).id);
    expect(parsed.mapping[0]).toMatchObject({ sheet: 'CSV', questionColumn: 0, answerColumn: 1 });
    expect(parsed.questions.map((q) => q.row)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('starts from a questionnaire a member submitted', async () => {
    const { accounts, questionnaires } = await import('../../../edge/db/schema.ts');
    const now = f.deps.now();
    await f.db.insert(accounts).values({ id: 'acc_1', orgId: ORG, name: 'Buyer', permissionProfileId: 'pp', createdAt: now });
    const bytes = await questionnaireXlsx();
    await f.blobs.put('orgs/org_acme/questionnaires/qst_1.xlsx', bytes);
    await f.db.insert(questionnaires).values({
      id: 'qst_1',
      orgId: ORG,
      accountId: 'acc_1',
      memberId: 'm',
      memberEmail: 'jane@buyer.test',
      kind: 'file',
      fileName: 'buyer.xlsx',
      blobKey: 'orgs/org_acme/questionnaires/qst_1.xlsx',
      size: bytes.byteLength,
      createdAt: now,
      updatedAt: now,
    });
    await f.db.insert(questionnaires).values({
      id: 'qst_2',
      orgId: ORG,
      accountId: 'acc_1',
      memberId: 'm',
      memberEmail: 'jane@buyer.test',
      kind: 'link',
      link: 'https://forms.example/q',
      createdAt: now,
      updatedAt: now,
    });
    const res = await f.upload(form({ questionnaireId: 'qst_1' }));
    expect(res.status).toBe(202);
    const assist = await f.waitReady((await jsonOf(res)).id);
    expect(assist).toMatchObject({ fileName: 'buyer.xlsx', questionnaireId: 'qst_1', status: 'ready' });
    const link = await f.upload(form({ questionnaireId: 'qst_2' }));
    expect(link.status).toBe(400);
    expect((await jsonOf(link)).error).toBe('This submission is a link, not a file: download the questionnaire and upload it here.');
    expect((await f.upload(form({ questionnaireId: 'qst_nope' }))).status).toBe(404);
  });

  // A 25 MB body is read and refused: on a loaded machine that takes longer than the default five seconds.
  it('refuses a missing, empty, unsupported or oversized file and an unknown product', async () => {
    let res = await f.upload(form({ productId: 'main' }));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('Choose a questionnaire file (.xlsx, .csv or .docx).');
    res = await f.upload(form({ file: [new Uint8Array(), 'empty.xlsx'] }));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('The file is empty.');
    res = await f.upload(form({ file: [new TextEncoder().encode('%PDF-1.7'), 'q.pdf'] }));
    expect(res.status).toBe(415);
    expect((await jsonOf(res)).error).toBe(
      'Glasshouse reads questions from .xlsx, .csv and .docx files. Save the questionnaire in one of these formats and upload it again.',
    );
    res = await f.upload(form({ file: [await questionnaireXlsx(), 'q.xlsx'], productId: 'nowhere' }));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('Choose a product of this trust center.');
    res = await f.upload(form({ file: [new Uint8Array(25 * 1024 * 1024 + 1), 'big.xlsx'] }));
    expect(res.status).toBe(413);
    expect((await jsonOf(res)).error).toBe('The file is too large: questionnaires can be at most 25 MB.');
    res = await f.app.fetch(f.request('POST', '/api/admin/questionnaire-assist', { file: 'x' }, { cookie: f.editor }));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('Choose a questionnaire file (.xlsx, .csv or .docx).');
  }, 30_000);

  it('fails an unreadable file with the reason', async () => {
    const cases: [Uint8Array, string, string][] = [
      [
        new TextEncoder().encode('this is not a workbook'),
        'broken.xlsx',
        'The file is not a readable Excel workbook (.xlsx): it may be damaged, password-protected or in another format.',
      ],
      [
        new TextEncoder().encode('PK\u0003\u0004garbage'),
        'broken.docx',
        'The file is not a readable Word document (.docx): it may be damaged, password-protected or in another format.',
      ],
      [
        await questionnaireDocx([]).then(async () => noTableDocx()),
        'letter.docx',
        'The Word document has no tables: put the questions in a table with a question column and an answer column.',
      ],
      [
        new TextEncoder().encode('Name,Email\nJane,jane@example.com\n'),
        'contacts.csv',
        'No questions were found: check that a column holds the questions (a header such as "Question" helps).',
      ],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x51, 0x00]), 'utf16.csv', 'The file is not readable CSV text.'],
    ];
    for (const [bytes, name, reason] of cases) {
      const res = await f.upload(form({ file: [bytes, name] }));
      expect(res.status, name).toBe(202);
      const assist = await f.waitReady((await jsonOf(res)).id);
      expect(assist, name).toMatchObject({ status: 'failed', error: reason, questions: [] });
    }
  });

  it('reads up to 2,000 questions and refuses more', async () => {
    const many = (n: number) => ['Question', ...Array.from({ length: n }, (_, i) => `"Is control number ${i + 1} in place?"`)].join('\n');
    let res = await f.upload(form({ file: [new TextEncoder().encode(many(2000)), 'big.csv'] }));
    let assist = await f.waitReady((await jsonOf(res)).id);
    expect(assist.status).toBe('ready');
    expect(assist.progress).toEqual({ done: 2000, total: 2000 });
    res = await f.upload(form({ file: [new TextEncoder().encode(many(2001)), 'bigger.csv'] }));
    assist = await f.waitReady((await jsonOf(res)).id);
    expect(assist).toMatchObject({ status: 'failed', error: 'The file has more than 2,000 questions; split it into smaller files.' });
  }, 120_000);
});

async function noTableDocx(): Promise<Uint8Array> {
  const { Document, Packer, Paragraph } = await import('docx');
  return new Uint8Array(
    await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Dear vendor, please describe your security program.')] }] })),
  );
}

describe('review', () => {
  it('edits, approves and rejects rows, each change audited', async () => {
    const id = await uploadXlsx();
    await f.waitReady(id);
    let res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/4`, { answer: 'No', explanation: 'We are not FedRAMP authorized.' });
    expect(await jsonOf(res)).toMatchObject({
      n: 4,
      answer: 'No',
      explanation: 'We are not FedRAMP authorized.',
      edited: true,
      flagged: false,
      state: 'draft',
    });
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/4`, { state: 'approved' });
    expect(await jsonOf(res)).toMatchObject({ state: 'approved' });
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/2`, { state: 'rejected' });
    expect(await jsonOf(res)).toMatchObject({ state: 'rejected' });
    const audit = (await readAudit({ db: f.db, orgId: ORG })).filter((e) => e.action === 'questionnaire_assist.question_update');
    expect(audit.map((e) => [e.subject, e.data.to])).toEqual([
      [`${id}#4`, 'draft'],
      [`${id}#4`, 'approved'],
      [`${id}#2`, 'rejected'],
    ]);
    expect(audit[0]!.actor).toBe('staff:ed@acme.test');
  });

  it('validates updates', async () => {
    const id = await uploadXlsx();
    await f.waitReady(id);
    const put = (n: string | number, body: unknown) => f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/${n}`, body);
    let res = await put(1, { state: 'done' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('State must be draft, approved or rejected.');
    res = await put(1, {});
    expect((await jsonOf(res)).error).toBe('Send an answer, an explanation, a state or useInternal.');
    res = await put(1, { answer: 'x'.repeat(10_001) });
    expect((await jsonOf(res)).error).toBe('An answer can be at most 10,000 characters.');
    res = await put(1, { answer: 42 });
    expect((await jsonOf(res)).error).toBe('Answer must be text.');
    res = await put(1, { useInternal: 'yes' });
    expect((await jsonOf(res)).error).toBe('useInternal must be true or false.');
    expect((await put(99, { state: 'approved' })).status).toBe(404);
    expect((await put('x', { state: 'approved' })).status).toBe(404);
    res = await f.app.fetch(
      f.request('PUT', `/api/admin/questionnaire-assist/${id}/questions/1`, 'state=approved', {
        cookie: f.editor,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(res.status).toBe(400);
  });

  it('approves every high-confidence row at once', async () => {
    const id = await uploadXlsx();
    const assist = await f.waitReady(id);
    const high = assist.questions.filter((q) => q.confidence === 'high' && !q.flagged).map((q) => q.n);
    expect(high.length).toBeGreaterThan(0);
    const res = await f.send('POST', `/api/admin/questionnaire-assist/${id}/approve-high`, {});
    expect(await jsonOf(res)).toEqual({ approved: high.length });
    const after = (await jsonOf(await f.get(`/api/admin/questionnaire-assist/${id}`))) as Assist;
    expect(after.questions.filter((q) => q.state === 'approved').map((q) => q.n)).toEqual(high);
    expect(after.questions.find((q) => q.answer === 'No answer found')?.state).toBe('draft');
  });

  it('keeps internal entries for staff unless they opt in for the row', async () => {
    const id = await uploadXlsx(['Who is your cyber insurance broker?']);
    const assist = await f.waitReady(id);
    const row = assist.questions[0];
    expect(row).toMatchObject({ answer: 'No answer found', flagged: true, sources: [], internal: [{ type: 'knowledge_base', id: 'kb_insurer' }] });
    expect(row.flagReason).toBe('Only an internal entry may answer this: review it, and opt in to use it.');
    const res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/1`, { useInternal: true });
    const opted = await jsonOf(res);
    expect(opted).toMatchObject({ useInternal: true, sources: [{ id: 'kb_insurer' }] });
    expect(opted.answer).toContain('Marsh');
  });

  it('reads the file again with a changed mapping', async () => {
    const id = await uploadXlsx();
    await f.waitReady(id);
    let res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/mapping`, {
      sheets: [{ sheet: 'Security', include: true, headerRow: 1, questionColumn: 1, answerColumn: 3, commentColumn: null }],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const assist = await f.waitReady(id);
    expect(assist.mapping.find((m) => m.sheet === 'Security')).toMatchObject({ answerColumn: 3, commentColumn: null, questionCount: 6 });
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/mapping`, {
      sheets: [{ sheet: 'Security', include: true, headerRow: 1, questionColumn: 1, answerColumn: 1, commentColumn: null }],
    });
    expect((await jsonOf(res)).error).toBe('The answer column of "Security" cannot be its question column.');
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/mapping`, {
      sheets: [{ sheet: 'Nope', include: true, headerRow: 1, questionColumn: 1, answerColumn: 2, commentColumn: null }],
    });
    expect((await jsonOf(res)).error).toBe('Unknown sheet: "Nope".');
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/mapping`, {
      sheets: [{ sheet: 'Security', include: false, headerRow: 1, questionColumn: 1, answerColumn: 2, commentColumn: null }],
    });
    expect((await jsonOf(res)).error).toBe('Include at least one sheet.');
    res = await f.send('PUT', `/api/admin/questionnaire-assist/${id}/mapping`, {
      sheets: [{ sheet: 'Security', include: true, headerRow: 1, questionColumn: null, answerColumn: 2, commentColumn: null }],
    });
    expect((await jsonOf(res)).error).toBe('Choose the question column of "Security".');
  });
});

describe('export', () => {
  it('writes the approved answers into the original workbook, keeping its sheets and formatting', async () => {
    const id = await uploadXlsx();
    const assist = await f.waitReady(id);
    await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/1`, { state: 'approved' });
    await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/3`, { state: 'approved' });
    const res = await f.get(`/api/admin/questionnaire-assist/${id}/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain('vendor-questionnaire-answered.xlsx');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Cover', 'Security']);
    const sheet = wb.getWorksheet('Security')!;
    expect(sheet.getCell('C3').value).toBe('Yes');
    expect(String(sheet.getCell('D3').value)).toContain('AES-256');
    expect(sheet.getCell('C6').value).toBe('No');
    // Not approved: left empty.
    expect(sheet.getCell('C4').value ?? '').toBe('');
    expect(sheet.getCell('B3').value).toBe(assist.questions[0].question);
    // Formatting, other sheets and the Yes/No list survive.
    expect(sheet.getRow(1).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FF1F4E79' } });
    expect(sheet.getCell('C3').fill).toMatchObject({ fgColor: { argb: 'FFFFF2CC' } });
    expect(sheet.getCell('C4').dataValidation).toMatchObject({ type: 'list', formulae: ['"Yes,No,N/A"'] });
    expect(wb.getWorksheet('Cover')!.getCell('A1').font).toMatchObject({ bold: true, size: 16 });
    // Every part other than the answered sheet is byte for byte the original.
    const original = unzipSync(await questionnaireXlsxOf(f, id));
    const exported = unzipSync(bytes);
    for (const [name, part] of Object.entries(original))
      if (name !== 'xl/worksheets/sheet2.xml') expect(strFromU8(exported[name]!), name).toBe(strFromU8(part));
  });

  it('writes answers into a Word table and a CSV file, and lists all answers as CSV', async () => {
    let res = await f.upload(form({ file: [await questionnaireDocx(), 'review.docx'] }));
    const docxId = (await jsonOf(res)).id;
    await f.waitReady(docxId);
    await f.send('PUT', `/api/admin/questionnaire-assist/${docxId}/questions/2`, { state: 'approved' });
    res = await f.get(`/api/admin/questionnaire-assist/${docxId}/export?format=docx`);
    expect(res.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!);
    const rows = [...xml.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)].map((m) => [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('|'));
    expect(rows[2]).toMatch(/^Do you support single sign-on with SAML\?\|Yes\|.*SAML 2\.0/);
    expect(rows[1]).toBe('Is customer data encrypted while it is stored?');

    const csv = `${['Question;Answer;Notes', ...DEFAULT_QUESTIONS.map((q) => `${q};;`)].join('\n')}\n`;
    res = await f.upload(form({ file: [new TextEncoder().encode(`\uFEFF${csv}`), 'q.csv'] }));
    const csvId = (await jsonOf(res)).id;
    await f.waitReady(csvId);
    await f.send('PUT', `/api/admin/questionnaire-assist/${csvId}/questions/1`, { state: 'approved' });
    res = await f.get(`/api/admin/questionnaire-assist/${csvId}/export?format=csv`);
    // The byte-order mark, the delimiter and the line breaks are the file's own.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFQuestion;Answer;Notes\n')).toBe(true);
    expect(text.split('\n')[1]).toMatch(/^Is customer data encrypted while it is stored\?;Yes;.*AES-256/);
    expect(text.endsWith('\n')).toBe(true);

    res = await f.get(`/api/admin/questionnaire-assist/${docxId}/export?format=csv`);
    const summary = await res.text();
    expect(res.headers.get('content-disposition')).toContain('review-answers.csv');
    expect(summary.split('\r\n')[0]).toBe('Number,Sheet,Row,Question,Answer,Explanation,State,Confidence,Sources');
    expect(summary).toContain('Encryption at rest <http://portal.test/item/encryption>');
    res = await f.get(`/api/admin/questionnaire-assist/${csvId}/export?format=csv&summary=1`);
    expect((await res.text()).split('\r\n')[0]).toContain('Number,Sheet,Row,Question');
  });

  it('refuses another format and an unknown one', async () => {
    const id = await uploadXlsx();
    await f.waitReady(id);
    let res = await f.get(`/api/admin/questionnaire-assist/${id}/export?format=docx`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe(
      'This questionnaire was uploaded as .xlsx: export it as xlsx, or as csv for a list of questions, answers and sources.',
    );
    res = await f.get(`/api/admin/questionnaire-assist/${id}/export?format=pdf`);
    expect((await jsonOf(res)).error).toBe('Format must be xlsx, csv or docx.');
    res = await f.get(`/api/admin/questionnaire-assist/${id}/export`);
    expect(res.status).toBe(400);
  });
});

async function questionnaireXlsxOf(fx: AssistFixture, id: string): Promise<Uint8Array> {
  return fx.blobs.entries.get(`orgs/${ORG}/questionnaire-assist/${id}.xlsx`)!.bytes;
}

describe('save to knowledge base', () => {
  it('turns approved answers into entries, and merges a question asked again', async () => {
    const id = await uploadXlsx(['Do you support SCIM user provisioning?', 'Is customer data encrypted while it is stored?']);
    await f.waitReady(id);
    let res = await f.send('POST', `/api/admin/questionnaire-assist/${id}/save-to-kb`, { access_level: 'accounts' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('Approve at least one answer first.');
    await f.send('PUT', `/api/admin/questionnaire-assist/${id}/questions/1`, { state: 'approved' });
    res = await f.send('POST', `/api/admin/questionnaire-assist/${id}/save-to-kb`, { access_level: 'accounts', product_ids: ['main'] });
    expect(await jsonOf(res)).toEqual({ created: 1, merged: 0 });
    let kb = (await readDraft({ db: f.db, orgId: ORG })).knowledgeBase;
    const saved = kb.find((e) => e.content === 'Do you support SCIM user provisioning?')!;
    expect(saved).toMatchObject({ access_level: 'accounts', product_ids: ['main'], source_type: 'questionnaire', source_name: 'vendor-questionnaire.xlsx' });
    expect(saved.answer).toMatch(/^No\. /);

    // The next questionnaire is answered from it, and saving the same question again updates the entry.
    const next = await uploadXlsx(['Do you support SCIM user provisioning?']);
    const drafted = await f.waitReady(next);
    expect(drafted.questions[0]).toMatchObject({ answer: 'No', sources: [{ type: 'knowledge_base', id: saved.objectID }] });
    await f.send('PUT', `/api/admin/questionnaire-assist/${next}/questions/1`, {
      answer: 'Yes',
      explanation: 'SCIM 2.0 is generally available.',
      state: 'approved',
    });
    res = await f.send('POST', `/api/admin/questionnaire-assist/${next}/save-to-kb`, { access_level: 'public' });
    expect(await jsonOf(res)).toEqual({ created: 0, merged: 1 });
    kb = (await readDraft({ db: f.db, orgId: ORG })).knowledgeBase;
    expect(kb.filter((e) => e.content === 'Do you support SCIM user provisioning?')).toHaveLength(1);
    expect(kb.find((e) => e.objectID === saved.objectID)!.answer).toBe('Yes. SCIM 2.0 is generally available.');
    res = await f.send('POST', `/api/admin/questionnaire-assist/${next}/save-to-kb`, { access_level: 'everyone' });
    expect(res.status).toBe(400);
    res = await f.send('POST', `/api/admin/questionnaire-assist/${next}/save-to-kb`, { product_ids: ['nowhere'] });
    expect((await jsonOf(res)).error).toBe('Unknown product: "nowhere"');
  });
});

describe('who may use it', () => {
  it('is for staff with statuspage:edit of the organisation', async () => {
    const id = await uploadXlsx();
    await f.waitReady(id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/questionnaire-assist'],
      ['GET', `/api/admin/questionnaire-assist/${id}`],
      ['PUT', `/api/admin/questionnaire-assist/${id}/questions/1`, { state: 'approved' }],
      [
        'PUT',
        `/api/admin/questionnaire-assist/${id}/mapping`,
        { sheets: [{ sheet: 'Security', include: true, headerRow: 1, questionColumn: 1, answerColumn: 2, commentColumn: 3 }] },
      ],
      ['POST', `/api/admin/questionnaire-assist/${id}/approve-high`, {}],
      ['POST', `/api/admin/questionnaire-assist/${id}/save-to-kb`, {}],
      ['GET', `/api/admin/questionnaire-assist/${id}/export?format=xlsx`],
      ['DELETE', `/api/admin/questionnaire-assist/${id}`, {}],
    ];
    for (const [method, path, body] of routes) {
      const call = (cookie: string | null) => (method === 'GET' ? f.get(path, cookie) : f.send(method, path, body, cookie));
      expect((await call(null)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(f.viewer)).status, `${method} ${path} viewer`).toBe(403);
      if (path !== '/api/admin/questionnaire-assist') expect((await call(f.otherOrg)).status, `${method} ${path} other organisation`).toBe(404);
    }
    expect((await f.upload(form({ file: [await questionnaireXlsx(), 'q.xlsx'] }), null)).status).toBe(401);
    expect((await f.upload(form({ file: [await questionnaireXlsx(), 'q.xlsx'] }), f.viewer)).status).toBe(403);
    const list = await jsonOf(await f.get('/api/admin/questionnaire-assist', f.otherOrg));
    expect(list.assists).toEqual([]);
    const mine = await jsonOf(await f.get('/api/admin/questionnaire-assist', f.admin));
    expect(mine.assists).toEqual([expect.objectContaining({ id, status: 'ready', approved: 0, flagged: expect.any(Number) })]);
    expect((await f.send('DELETE', `/api/admin/questionnaire-assist/${id}`, {}, f.admin)).status).toBe(200);
    expect((await f.get(`/api/admin/questionnaire-assist/${id}`)).status).toBe(404);
  });
});
