/**
 * A published organisation with documents for the document route tests: public, gated, view-only, hidden,
 * encrypted PDFs and a bridge letter, their bytes in a memory blob store, two accounts (one whose profile grants
 * every restricted item, one whose profile grants none) and staff of each role.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ACCOUNT_SESSION_COOKIE, startAccountSession } from '../../../edge/services/access/start-account-session.ts';
import { orgFileKey } from '../../../edge/blobs/keys.ts';
import { createMemoryBlobStore, type MemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { accountMembers, accounts } from '../../../edge/db/schema.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { freezeRevision } from '../../../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../../../edge/services/revisions/mark-revision.ts';
import { sha256Hex } from '../../../edge/services/documents/upload-document.ts';
import type { SnapshotInput } from '../../../content/schemas/snapshot.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

export const ORG = 'org_acme';
/** Text inside the gated PDFs: must never reach anyone without access. */
export const GATED_CANARY = 'CANARY-TESTGATED-7F3A';
export const HIDDEN_CANARY = 'CANARY-TESTHIDDEN-19B2';

/** A one-page PDF whose page says `text`. */
export async function makePdf(text: string, pages = 1): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([300, 300]).drawText(`${text} page ${i + 1}`, { x: 20, y: 150, size: 10, font });
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}

/** A PDF whose trailer declares encryption (pdf-lib refuses to modify it). */
export async function makeEncryptedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 }));
  return (await doc.save({ useObjectStreams: false })) as Uint8Array<ArrayBuffer>;
}

export interface DocumentsFixture {
  t: TestApp;
  blobs: MemoryBlobStore;
  bytes: Record<string, Uint8Array<ArrayBuffer>>;
  cookies: { admin: string; editor: string; viewer: string; member: string; outsider: string };
  /** Publishes `snapshot` (the draft and a live revision). */
  publish(snapshot: SnapshotInput): Promise<void>;
  snapshot: SnapshotInput;
}

export function documentsSnapshot(overrides: Partial<SnapshotInput> = {}): SnapshotInput {
  const file = (fileId: string, name: string, extra: Record<string, unknown> = {}) => ({
    fileId,
    originalName: name,
    contentType: 'application/pdf',
    blobKey: `${fileId}.pdf`,
    createdAt: 1,
    ...extra,
  });
  return {
    organization: { id: ORG, slug: 'acme', name: 'Acme Corp' },
    plan: { name: 'Growth', features: ['bridgeLetter', 'restrictedFiles'] },
    space: { defaultProductId: 'main' },
    products: [{ productId: 'main', productName: 'Acme Cloud', productSlug: 'acme-cloud' }],
    cards: [
      { productId: 'main', kind: 'documents', featuredDocuments: ['itm_report'] },
      { productId: 'main', kind: 'reports' },
      { productId: 'main', kind: 'policies' },
    ],
    items: [
      {
        itemUid: 'itm_policy',
        productId: 'main',
        cardKind: 'policies',
        title: 'Security policy',
        slug: 'security-policy',
        publicAccess: true,
        files: ['file_public'],
      },
      {
        itemUid: 'itm_report',
        productId: 'main',
        cardKind: 'reports',
        title: 'SOC 2 Type II Report',
        slug: 'soc-2-report',
        publicAccess: false,
        files: ['file_gated'],
        bridgeLetter: {
          letterEnabled: true,
          letterContent: 'No material changes since the audit period.',
          signerName: 'Maya Okafor',
          signerTitle: 'CISO',
          letterType: 'SOC 2',
        },
      },
      {
        itemUid: 'itm_viewonly',
        productId: 'main',
        cardKind: 'reports',
        title: 'Pentest report',
        slug: 'pentest',
        publicAccess: false,
        files: ['file_viewonly'],
      },
      {
        itemUid: 'itm_hidden',
        productId: 'main',
        cardKind: 'reports',
        title: 'Red team exercise',
        slug: 'red-team',
        publicAccess: false,
        hidden: true,
        files: ['file_hidden'],
      },
      {
        itemUid: 'itm_encrypted',
        productId: 'main',
        cardKind: 'reports',
        title: 'Encrypted report',
        slug: 'encrypted',
        publicAccess: false,
        files: ['file_encrypted'],
      },
    ],
    files: [
      file('file_public', 'Security-Policy.pdf'),
      file('file_gated', 'soc2-report.pdf'),
      file('file_viewonly', 'pentest.pdf', { documentAccessType: 'view-only' }),
      file('file_hidden', 'red-team.pdf'),
      file('file_encrypted', 'encrypted.pdf'),
    ],
    permissionProfiles: [
      { id: 'pp_all', name: 'All', allItems: true },
      { id: 'pp_none', name: 'None', allItems: false },
    ],
    ...overrides,
  };
}

export async function makeDocumentsFixture(): Promise<DocumentsFixture> {
  const t = await makeTestApp();
  const blobs = createMemoryBlobStore();
  t.deps.blobs = blobs;
  const now = t.deps.now();
  const bytes: Record<string, Uint8Array<ArrayBuffer>> = {
    file_public: await makePdf('Public security policy'),
    file_gated: await makePdf(`SOC 2 report ${GATED_CANARY}`, 3),
    file_viewonly: await makePdf('Pentest findings'),
    file_hidden: await makePdf(`Red team ${HIDDEN_CANARY}`),
    file_encrypted: await makeEncryptedPdf(),
  };
  const snapshot = documentsSnapshot();
  for (const f of snapshot.files ?? []) {
    const data = bytes[f.fileId]!;
    (f as { sha256?: string; size?: number }).sha256 = await sha256Hex(data);
    (f as { size?: number }).size = data.byteLength;
    await blobs.put(orgFileKey(ORG, f.blobKey), data, { contentType: 'application/pdf' });
  }

  await t.db.insert(accounts).values({ id: 'acc_member', orgId: ORG, name: 'Globex', domains: ['globex.test'], permissionProfileId: 'pp_all', createdAt: now });
  await t.db
    .insert(accountMembers)
    .values({ id: 'mem_ann', orgId: ORG, accountId: 'acc_member', email: 'ann@globex.test', firstName: 'Ann', lastName: 'Lee', createdAt: now });
  await t.db
    .insert(accounts)
    .values({ id: 'acc_outsider', orgId: ORG, name: 'Initech', domains: ['initech.test'], permissionProfileId: 'pp_none', createdAt: now });
  await t.db
    .insert(accountMembers)
    .values({ id: 'mem_bob', orgId: ORG, accountId: 'acc_outsider', email: 'bob@initech.test', firstName: 'Bob', lastName: 'Ray', createdAt: now });
  const accountCookie = async (memberId: string, accountId: string) =>
    `${ACCOUNT_SESSION_COOKIE}=${await startAccountSession({ db: t.db, memberId, orgId: ORG, accountId, now })}`;

  const publish = async (s: SnapshotInput) => {
    await replaceDraft({ db: t.db, orgId: ORG, snapshot: s, by: 'seed' });
    const { number } = await freezeRevision({ db: t.db, orgId: ORG, by: 'seed', now: t.deps.now() });
    await markRevision({ db: t.db, orgId: ORG, number, status: 'live' });
  };
  await publish(snapshot);

  return {
    t,
    blobs,
    bytes,
    snapshot,
    publish,
    cookies: {
      admin: await staffCookie(t.db, ORG, 'alex@acme.test', 'admin', now),
      editor: await staffCookie(t.db, ORG, 'eddie@acme.test', 'editor', now),
      viewer: await staffCookie(t.db, ORG, 'vic@acme.test', 'viewer', now),
      member: await accountCookie('mem_ann', 'acc_member'),
      outsider: await accountCookie('mem_bob', 'acc_outsider'),
    },
  };
}

/** Sends a request with an optional cookie. */
export function send(
  t: TestApp,
  method: string,
  path: string,
  cookie?: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie, ...headers } : headers));
}

/** The response body as bytes. */
export async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}
