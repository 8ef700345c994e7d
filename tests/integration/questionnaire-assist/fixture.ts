/**
 * An edge app with a small trust center (knowledge base, items of every state, an internal entry) and a memory
 * blob store, staff of every role, and questionnaire files built as a customer would send them (exceljs, docx).
 */
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { createMemoryBlobStore, type MemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from '../helpers/content-fixture.ts';
import type { Assist } from '../../../content/contracts/questionnaire-assist.ts';
import { jsonOf, makeTestApp, TEST_PUBLIC_URL, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';

export const ORG = 'org_acme';

export interface AssistFixture extends TestApp {
  blobs: MemoryBlobStore;
  admin: string;
  editor: string;
  viewer: string;
  /** A staff session of another organisation. */
  otherOrg: string;
  upload(body: FormData, cookie?: string | null): Promise<Response>;
  get(path: string, cookie?: string | null): Promise<Response>;
  send(method: string, path: string, body?: unknown, cookie?: string | null): Promise<Response>;
  /** Polls the assist until drafting is over (background work of the same process). */
  waitReady(id: string): Promise<Assist>;
}

export const KB = [
  {
    objectID: 'kb_rest',
    content: 'Do you encrypt customer data at rest?',
    answer: 'Yes. All customer data at rest is encrypted with AES-256.',
    access_level: 'public',
  },
  { objectID: 'kb_sso', content: 'Do you support single sign-on (SSO)?', answer: 'Yes. We support SAML 2.0 and OpenID Connect.', access_level: 'public' },
  { objectID: 'kb_hipaa', content: 'Are you HIPAA compliant?', answer: 'Not yet. A HIPAA readiness assessment is under way.', access_level: 'public' },
  { objectID: 'kb_rto', content: 'What is your recovery time objective?', answer: 'Our recovery time objective is 4 hours.', access_level: 'accounts' },
  { objectID: 'kb_insurer', content: 'Internal: who is our cyber insurance broker?', answer: 'Marsh is our cyber insurance broker.', access_level: 'internal' },
] as const;

export function assistSnapshot() {
  return smallSnapshot({
    cards: [
      { productId: 'main', kind: 'policies' },
      { productId: 'main', kind: 'dataSecurity' },
      { productId: 'main', kind: 'certifications' },
    ],
    items: [
      {
        itemUid: 'itm_enc',
        productId: 'main',
        cardKind: 'dataSecurity',
        title: 'Encryption at rest',
        slug: 'encryption',
        explanation: 'Customer data is encrypted at rest with AES-256.',
      },
      {
        itemUid: 'itm_pwd',
        productId: 'main',
        cardKind: 'policies',
        title: 'Password policy',
        slug: 'password-policy',
        explanation: 'Passwords need at least 14 characters.',
      },
      {
        itemUid: 'itm_scim',
        productId: 'main',
        cardKind: 'dataSecurity',
        title: 'SCIM provisioning',
        slug: 'scim',
        enabledState: 'workInProgress',
        explanation: 'SCIM 2.0 provisioning is in beta with selected customers.',
      },
      {
        itemUid: 'itm_iso',
        productId: 'main',
        cardKind: 'certifications',
        title: 'ISO 27001',
        slug: 'iso-27001',
        auditor: 'Schellman',
        expiry: '2026-02-01',
        explanation: 'Our ISMS is certified to ISO/IEC 27001.',
      },
    ],
    knowledgeBase: KB.map((e) => ({ ...e, product_ids: [], date_timestamp: Date.UTC(2025, 0, 1), customer_modified_timestamp: Date.UTC(2025, 0, 1) })),
  });
}

export async function makeAssistFixture(options: TestAppOptions = {}): Promise<AssistFixture> {
  const t = await makeTestApp(options);
  const blobs = createMemoryBlobStore();
  t.deps.blobs = blobs;
  await replaceDraft({ db: t.db, orgId: ORG, snapshot: assistSnapshot(), by: 'seed' });
  const now = t.deps.now();
  const admin = await staffCookie(t.db, ORG, 'ad@acme.test', 'admin', now);
  const editor = await staffCookie(t.db, ORG, 'ed@acme.test', 'editor', now);
  const viewer = await staffCookie(t.db, ORG, 'vi@acme.test', 'viewer', now);
  const { organizations } = await import('../../../edge/db/schema.ts');
  await t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: now });
  await replaceDraft({
    db: t.db,
    orgId: 'org_other',
    snapshot: { ...assistSnapshot(), organization: { id: 'org_other', slug: 'other', name: 'Other' } },
    by: 'seed',
  });
  const otherOrg = await staffCookie(t.db, 'org_other', 'ed@other.test', 'editor', now);
  const withCookie = (cookie: string | null | undefined): Record<string, string> => (cookie ? { cookie } : {});
  const fixture: AssistFixture = {
    ...t,
    blobs,
    admin,
    editor,
    viewer,
    otherOrg,
    upload: (body, cookie = editor) =>
      t.app.fetch(
        new Request(new URL('/api/admin/questionnaire-assist', 'http://portal.test'), {
          method: 'POST',
          body,
          headers: { ...withCookie(cookie), origin: TEST_PUBLIC_URL },
        }),
      ),
    get: (path, cookie = editor) => t.app.fetch(t.request('GET', path, undefined, withCookie(cookie))),
    send: (method, path, body, cookie = editor) => t.app.fetch(t.request(method, path, body ?? {}, withCookie(cookie))),
    async waitReady(id) {
      for (let i = 0; i < 400; i++) {
        const res = await fixture.get(`/api/admin/questionnaire-assist/${id}`);
        const body = await jsonOf(res);
        if (body.status === 'ready' || body.status === 'failed') return body;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('The questionnaire was not drafted in time');
    },
  };
  return fixture;
}

export function form(fields: Record<string, string | Blob | [Uint8Array, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) data.set(name, new File([value[0] as BlobPart], value[1]));
    else data.set(name, value);
  }
  return data;
}

/**
 * A questionnaire workbook as customers send them: a cover sheet, then a "Security" sheet with a styled header
 * ("#", "Question", "Response", "Comments"), section headings, empty rows and questions; and a Yes/No list on the
 * response column.
 */
export async function questionnaireXlsx(questions: string[] = DEFAULT_QUESTIONS): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const cover = wb.addWorksheet('Cover');
  cover.getCell('A1').value = 'Vendor security questionnaire';
  cover.getCell('A1').font = { bold: true, size: 16 };
  cover.getCell('A3').value = 'Please answer every question on the Security sheet.';
  const sheet = wb.addWorksheet('Security');
  sheet.columns = [{ width: 6 }, { width: 60 }, { width: 14 }, { width: 50 }];
  sheet.addRow(['#', 'Question', 'Response', 'Comments']);
  sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  sheet.addRow(['', 'Data protection']);
  questions.forEach((q, i) => {
    if (i === 2) sheet.addRow([]);
    const row = sheet.addRow([i + 1, q, '', '']);
    row.getCell(3).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    row.getCell(3).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export const DEFAULT_QUESTIONS = [
  'Is customer data encrypted while it is stored?',
  'Do you support single sign-on with SAML?',
  'Are you HIPAA compliant today?',
  'Do you hold a FedRAMP authorization?',
  'What is your recovery time objective?',
  'Do you support SCIM user provisioning?',
];

/** A Word questionnaire: an intro paragraph and a table (Question | Answer | Notes) with a heading row. */
export async function questionnaireDocx(questions: string[] = DEFAULT_QUESTIONS): Promise<Uint8Array> {
  const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const table = new Table({
    rows: [
      new TableRow({ children: [cell('Question', true), cell('Answer', true), cell('Notes', true)] }),
      ...questions.map((q) => new TableRow({ children: [cell(q), cell(''), cell('')] })),
    ],
  });
  const doc = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: 'Security review', bold: true })] }), table] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
