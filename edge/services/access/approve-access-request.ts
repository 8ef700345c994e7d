/**
 * Staff approve an access request (`POST /api/admin/access/requests/:id/approve`) into an existing or a new account
 * with a permission profile and an expiry. Extension requests are approved by moving the account's expiry.
 */
import { and, eq } from 'drizzle-orm';
import { accessRequests, accounts, type AccessRequestRow, type AccountRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { mailConfigured } from '../../mail/types.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { readAccessSettings } from './access-settings.ts';
import { sendAccountLoginLink } from './account-login.ts';
import { addMember } from './add-member.ts';
import { createAccount } from './create-account.ts';
import { requireAccount } from './get-account.ts';
import { emailDomain, isFreeMail } from './free-mail.ts';
import { liveSnapshot } from './live-snapshot.ts';
import { type DecisionDeps, requirePendingAccessRequest } from './pending-access-request.ts';
import { defaultExpiry } from './submit-access-request.ts';

export interface ApproveOptions extends DecisionDeps {
  requestId: string;
  /** Into this existing account … */
  accountId?: string;
  /** … or into a new one. */
  newAccount?: { name: string; domains?: string[] };
  /** Profile of a new account (or a new profile for the existing one); must exist in the live revision. */
  permissionProfileId?: string;
  /** Access end (ms); null = no expiry; undefined = the default period from the settings (new accounts and extensions). */
  expiresAt?: number | null;
  ndaOnFile?: boolean;
}

/**
 * Approves a pending request and emails the requester a sign-in link.
 * @throws ACCESS_REQUEST_NOT_FOUND, ACCESS_REQUEST_DECIDED, ACCOUNT_NOT_FOUND, PERMISSION_PROFILE_NOT_FOUND, MEMBER_EXISTS;
 *   EMAIL_NOT_CONFIGURED (503) before anything changes when the runtime cannot send the link.
 */
export async function approveAccessRequest(options: ApproveOptions): Promise<{ request: AccessRequestRow; account: AccountRow }> {
  const { db, mail, config, now, log, org, by, requestId } = options;
  if (!mailConfigured(mail)) throw appError('EMAIL_NOT_CONFIGURED');
  const at = now();
  const request = await requirePendingAccessRequest({ db, orgId: org.id, requestId });
  const settings = await readAccessSettings({ db, orgId: org.id });
  const snapshot = await liveSnapshot({ db, orgId: org.id });
  const profileIds = new Set((snapshot?.permissionProfiles ?? []).map((p) => p.id));
  if (options.permissionProfileId !== undefined && !profileIds.has(options.permissionProfileId)) throw appError('PERMISSION_PROFILE_NOT_FOUND');
  const expiresAt = options.expiresAt === undefined ? defaultExpiry(settings, at) : options.expiresAt;

  let account: AccountRow;
  if (request.kind === 'extend') {
    const existing = await requireAccount({ db, orgId: org.id, accountId: request.accountId ?? '' });
    [account] = (await db
      .update(accounts)
      .set({ expiresAt, ...(options.permissionProfileId ? { permissionProfileId: options.permissionProfileId } : {}) })
      .where(eq(accounts.id, existing.id))
      .returning()) as [AccountRow];
  } else if (options.accountId) {
    const existing = await requireAccount({ db, orgId: org.id, accountId: options.accountId });
    const changes: Partial<AccountRow> = {};
    if (options.permissionProfileId) changes.permissionProfileId = options.permissionProfileId;
    if (options.expiresAt !== undefined) changes.expiresAt = options.expiresAt;
    if (options.ndaOnFile !== undefined) changes.ndaOnFile = options.ndaOnFile;
    account = Object.keys(changes).length
      ? ((await db.update(accounts).set(changes).where(eq(accounts.id, existing.id)).returning())[0] as AccountRow)
      : existing;
  } else {
    const profileId = options.permissionProfileId;
    if (!profileId) throw appError('PERMISSION_PROFILE_NOT_FOUND');
    const name = options.newAccount?.name?.trim() || request.companyName || emailDomain(request.email);
    const domains = options.newAccount?.domains ?? (isFreeMail(request.email) ? [] : [emailDomain(request.email)]);
    account = await createAccount({
      db,
      orgId: org.id,
      account: { name, domains, permissionProfileId: profileId, expiresAt, ndaOnFile: options.ndaOnFile },
      now: at,
    });
  }
  // A new request's requester joins the account (an extension's member is in it already).
  if (request.kind !== 'extend') {
    await addMember({
      db,
      orgId: org.id,
      accountId: account.id,
      member: { email: request.email, firstName: request.firstName, lastName: request.lastName },
      now: at,
    });
  }

  const [decided] = await db
    .update(accessRequests)
    .set({ status: 'approved', feedback: 'request_approved', accountId: account.id, decidedAt: at, decidedBy: by })
    .where(and(eq(accessRequests.id, request.id), eq(accessRequests.status, 'pending')))
    .returning();
  if (!decided) throw appError('ACCESS_REQUEST_DECIDED');
  await appendAudit({
    db,
    orgId: org.id,
    action: 'access.approve',
    actor: `staff:${by}`,
    subject: request.email,
    data: { requestId: request.id, kind: request.kind, accountId: account.id, permissionProfileId: account.permissionProfileId, expiresAt: account.expiresAt },
    now: at,
  });
  await sendAccountLoginLink({ db, mail, config, now, log, org, email: request.email, reason: request.kind === 'extend' ? 'extended' : 'approved' });
  return { request: decided, account };
}
