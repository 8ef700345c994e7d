/**
 * Gated-access fixtures: a published snapshot with public, restricted and restricted-hidden items (with canary
 * strings), two permission profiles, and helpers that create accounts, members and session cookies.
 */
import { SnapshotSchema, type SnapshotInput } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../../edge/db/types.ts';
import { revisions } from '../../../edge/db/schema.ts';
import { ACCOUNT_SESSION_COOKIE, startAccountSession } from '../../../edge/services/access/start-account-session.ts';
import { AccessSettingsSchema, type AccessSettingsInput } from '../../../content/contracts/access.ts';
import { saveAccessSettings } from '../../../edge/services/access/access-settings.ts';
import { addMember } from '../../../edge/services/access/add-member.ts';
import { createAccount } from '../../../edge/services/access/create-account.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Text only profile B (pp_b) may ever receive. */
export const CANARY_B_ONLY = 'CANARY-B-ONLY-7F3A';
/** Text of a restricted item: never in an anonymous response. */
export const CANARY_RESTRICTED = 'CANARY-RESTRICTED-19C2';

export function accessSnapshot(overrides: Partial<SnapshotInput> = {}): SnapshotInput {
  return {
    organization: { id: 'org_acme', slug: 'acme', name: 'Acme' },
    space: { defaultProductId: 'main' },
    products: [
      { productId: 'main', productName: 'Acme Cloud', productSlug: 'acme-cloud' },
      { productId: 'other', productName: 'Acme Other', productSlug: 'acme-other' },
    ],
    customization: {
      accessRequestFields: {
        customCheckbox: { enabled: false, label: '', required: false },
        countriesDropdown: { enabled: false, label: 'Country' },
        relationshipDropdown: { enabled: false, label: 'Relationship' },
        jobTitleTextField: { enabled: false, label: 'Job title' },
        pointOfContactField: { enabled: false, label: 'Point of contact' },
        accountMemberRequestProducts: { enabled: false, label: 'Products' },
      },
      blockFreeEmail: true,
    },
    cards: [
      { productId: 'main', kind: 'policies' },
      { productId: 'main', kind: 'reports' },
      { productId: 'other', kind: 'policies' },
    ],
    files: [{ fileId: 'file_soc', originalName: 'soc2-report.pdf', contentType: 'application/pdf', blobKey: 'files/soc2.pdf' }],
    items: [
      {
        itemUid: 'itm_public',
        productId: 'main',
        cardKind: 'policies',
        title: 'Password policy',
        slug: 'password-policy',
        explanation: 'Public text',
        publicAccess: true,
      },
      {
        itemUid: 'itm_restricted',
        productId: 'main',
        cardKind: 'reports',
        title: 'SOC 2 report',
        slug: 'soc2',
        explanation: `Restricted ${CANARY_RESTRICTED}`,
        publicAccess: false,
        files: ['file_soc'],
      },
      {
        itemUid: 'itm_hidden_b',
        productId: 'main',
        cardKind: 'reports',
        title: `Red team ${CANARY_B_ONLY}`,
        slug: 'red-team',
        explanation: `Hidden ${CANARY_B_ONLY}`,
        publicAccess: false,
        hidden: true,
      },
      { itemUid: 'itm_other', productId: 'other', cardKind: 'policies', title: 'Other policy', slug: 'other-policy', publicAccess: true },
    ],
    permissionProfiles: [
      { id: 'pp_a', name: 'Standard', allItems: true, itemUids: [] },
      { id: 'pp_b', name: 'Enterprise', allItems: true, itemUids: ['itm_hidden_b'] },
    ],
    ...overrides,
  };
}

/** Stores `snapshot` as the organisation's live revision 1. */
export async function publishLive(db: Db, orgId: string, snapshot: SnapshotInput = accessSnapshot(), now = 0): Promise<void> {
  const parsed = SnapshotSchema.parse(snapshot);
  await db.insert(revisions).values({ orgId, number: 1, snapshot: JSON.stringify(parsed), createdAt: now, createdBy: 'test', status: 'live' });
}

export async function setSettings(t: TestApp, settings: AccessSettingsInput): Promise<void> {
  await saveAccessSettings({ db: t.db, orgId: t.org.id, settings: AccessSettingsSchema.parse(settings), by: 'test', now: t.deps.now() });
}

export interface MemberFixture {
  accountId: string;
  memberId: string;
  email: string;
  cookie: string;
}

/** An account with one member, and that member's session cookie. */
export async function accountWithMember(
  t: TestApp,
  {
    name,
    email,
    profile,
    expiresInMs = 30 * 86_400_000,
    domains = [],
  }: { name: string; email: string; profile: string; expiresInMs?: number | null; domains?: string[] },
): Promise<MemberFixture> {
  const now = t.deps.now();
  const account = await createAccount({
    db: t.db,
    orgId: t.org.id,
    account: { name, domains, permissionProfileId: profile, expiresAt: expiresInMs === null ? null : now + expiresInMs },
    now,
  });
  const member = await addMember({ db: t.db, orgId: t.org.id, accountId: account.id, member: { email, firstName: 'Pat', lastName: 'Lee' }, now });
  const token = await startAccountSession({ db: t.db, memberId: member.id, orgId: t.org.id, accountId: account.id, now });
  return { accountId: account.id, memberId: member.id, email, cookie: `${ACCOUNT_SESSION_COOKIE}=${token}` };
}

/** A valid request payload. */
export function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName: 'Ann', lastName: 'Lee', email: 'ann@corp.test', companyName: 'Corp', agree: true, productId: 'main', ...overrides };
}

/** The first URL in a message's text containing `part`. */
export function linkIn(text: string, part: string): string | undefined {
  return text.match(/https?:\/\/[^\s<>"')\]]+/g)?.find((u) => u.includes(part));
}

/** `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq)] = pair!.slice(eq + 1);
  }
  return out;
}
