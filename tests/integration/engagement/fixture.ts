/**
 * Fixtures of the questionnaire and TPRM tests: the gated-access snapshot with both features on and two
 * partners, an in-memory blob store, and a second organisation with its own account and staff.
 */
import type { SnapshotInput } from '../../../content/schemas/snapshot.ts';
import { createMemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { organizations } from '../../../edge/db/schema.ts';
import { ACCOUNT_SESSION_COOKIE, startAccountSession } from '../../../edge/services/access/start-account-session.ts';
import { addMember } from '../../../edge/services/access/add-member.ts';
import { createAccount } from '../../../edge/services/access/create-account.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessSnapshot, accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';

export const PARTNERS = [
  { id: 'tprm_vanta', name: 'Vanta Vendor Risk', domain: 'vanta.example' },
  { id: 'tprm_onetrust', name: 'OneTrust Vendorpedia', domain: 'onetrust.example' },
];

export function engagementSnapshot({
  questionnaires = true,
  tprm = true,
  partners = PARTNERS,
}: {
  questionnaires?: boolean;
  tprm?: boolean;
  partners?: typeof PARTNERS;
} = {}): SnapshotInput {
  const snapshot = accessSnapshot({ tprmPartners: partners });
  snapshot.customization = { ...snapshot.customization, questionnairesEnabled: questionnaires, tprmEnabled: tprm, securityMailbox: 'security@acme.test' };
  return snapshot;
}

export interface EngagementFixture {
  t: TestApp;
  a: MemberFixture;
  b: MemberFixture;
  editor: string;
  viewer: string;
  /** A member and an admin of another organisation (`org_beta`). */
  other: { member: MemberFixture; admin: string };
}

export async function engagementApp(options: Parameters<typeof engagementSnapshot>[0] = {}): Promise<EngagementFixture> {
  const t = await makeTestApp();
  t.deps.blobs = createMemoryBlobStore();
  await publishLive(t.db, t.org.id, engagementSnapshot(options));
  const a = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
  const b = await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_b' });
  const editor = await staffCookie(t.db, t.org.id, 'eddie@acme.test', 'editor', t.deps.now());
  const viewer = await staffCookie(t.db, t.org.id, 'vera@acme.test', 'viewer', t.deps.now());

  const now = t.deps.now();
  await t.db.insert(organizations).values({ id: 'org_beta', slug: 'beta', name: 'Beta', customDomains: [], createdAt: now });
  const snapshot = engagementSnapshot(options);
  snapshot.organization = { id: 'org_beta', slug: 'beta', name: 'Beta' };
  await publishLive(t.db, 'org_beta', snapshot);
  const account = await createAccount({
    db: t.db,
    orgId: 'org_beta',
    account: { name: 'Beta Customer', domains: [], permissionProfileId: 'pp_a', expiresAt: null },
    now,
  });
  const member = await addMember({
    db: t.db,
    orgId: 'org_beta',
    accountId: account.id,
    member: { email: 'cat@beta-customer.test', firstName: 'Cat', lastName: 'Ng' },
    now,
  });
  const token = await startAccountSession({ db: t.db, memberId: member.id, orgId: 'org_beta', accountId: account.id, now });
  const admin = await staffCookie(t.db, 'org_beta', 'admin@beta.test', 'admin', now);
  return {
    t,
    a,
    b,
    editor,
    viewer,
    other: { member: { accountId: account.id, memberId: member.id, email: member.email, cookie: `${ACCOUNT_SESSION_COOKIE}=${token}` }, admin },
  };
}

/** A multipart request with one `file` field. */
export function uploadRequest(accountId: string, file: { name: string; bytes: Uint8Array | string; type?: string } | null, cookie?: string): Request {
  const form = new FormData();
  if (file)
    form.set(
      'file',
      new File([typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : (file.bytes as Uint8Array<ArrayBuffer>)], file.name, {
        type: file.type ?? 'application/octet-stream',
      }),
    );
  else form.set('note', 'no file');
  return new Request(`http://portal.test/api/statuspage/share/${accountId}/external/questionnaires`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie, origin: 'http://portal.test' } : { origin: 'http://portal.test' },
  });
}
