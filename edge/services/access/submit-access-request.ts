/**
 * A visitor asks for access (`POST /api/share/{orgId}/request`, visitor spec §3 payload, §4 outcomes, §5 rules).
 *
 * In order: the payload is validated with the fields the organisation enabled; a blocked domain is declined at
 * once; free-mail addresses are refused when the organisation blocks them (unless invited); an address that is
 * already a member gets a sign-in link (account_already_exists) or access_expired; an earlier pending or declined
 * request answers with its outcome. Otherwise the request is stored, matched to an account (domain, then company
 * name) and approved automatically when the settings say so (or the requester was invited), else left pending.
 */
import { eq } from 'drizzle-orm';
import { accessRequestSchema, type AccessRequestPayload } from '../../../content/schemas/access-request.ts';
import { MESSAGES } from '../../../content/messages.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { accessRequests, accounts, type AccessRequestRow, type AccountRow, type Organization } from '../../db/schema.ts';
import type { SignedOrgMailing } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { parseWith } from '../../lib/parse.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { subscribe } from '../subscriptions/subscribe.ts';
import { requestReceivedEmail } from './access-mail.ts';
import { notifyNewRequest } from './access-notify.ts';
import type { AccessSettings } from '../../../content/contracts/access.ts';
import { readAccessSettings } from './access-settings.ts';
import { sendAccountLoginLink } from './account-login.ts';
import { newId } from '../../lib/ids.ts';
import { accountState } from './account-state.ts';
import { addMember } from './add-member.ts';
import { createAccount } from './create-account.ts';
import { findLatestAccessRequest } from './find-latest-access-request.ts';
import { findMemberByEmail } from './find-member-by-email.ts';
import { matchAccount } from './match-account.ts';
import { resolveProfileId } from './resolve-profile-id.ts';
import { domainCovers, emailDomain, isFreeMail } from './free-mail.ts';
import { verifyInviteToken } from './invite-token.ts';
import { requireLiveSnapshot } from './live-snapshot.ts';
import { declineFeedbackOf, outcomeError } from './outcomes.ts';

/** Names the trust-center page form uses for some fields (visitor spec §3), mapped to the payload's names. */
const FORM_ALIASES: Record<string, string> = { company: 'companyName', jobTitle: 'jobTitleTextField', pointOfContact: 'pointOfContactField' };

/** The payload with the page form's field names mapped to the payload's. */
export function normalizeAccessPayload(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(FORM_ALIASES)) {
    if (alias in out) {
      if (out[name] === undefined) out[name] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

/** Validates a request payload against the organisation's enabled fields and products. */
export function parseAccessRequest(snapshot: Snapshot, body: unknown): AccessRequestPayload {
  const payload = parseWith(accessRequestSchema(snapshot.customization.accessRequestFields), normalizeAccessPayload(body));
  const productIds = new Set(snapshot.products.map((p) => p.productId));
  if (!productIds.has(payload.productId))
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'productId', message: 'Product is required' }] }, 'Product is required');
  if (payload.accountMemberRequestProducts?.some((id) => !productIds.has(id))) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'accountMemberRequestProducts', message: MESSAGES.selectProduct }] }, MESSAGES.selectProduct);
  }
  return payload;
}

/** Whether the organisation refuses free-mail addresses (portal customization or access settings). */
export function blocksFreeMail(snapshot: Snapshot, settings: AccessSettings): boolean {
  return snapshot.customization.blockFreeEmail || settings.blockFreeMail;
}

export function isBlockedDomain(settings: AccessSettings, email: string): boolean {
  const domain = emailDomain(email);
  return settings.blockedDomains.some((pattern) => domainCovers(pattern, domain));
}

/** The `NOT_WORK_EMAIL` error, with the field error on `email`. */
export function notWorkEmailError() {
  return outcomeError('not_work_email', { issues: [{ path: 'email', message: MESSAGES.notWorkEmail }] });
}

export interface SubmitAccessRequestOptions extends SignedOrgMailing {
  org: Organization;
  /** The request body as received (validated here). */
  body: unknown;
  /** A member asking again while their last sign-in link (younger than this) is unused gets no new mail. */
  resendMs?: number;
  /** Runs once the payload is valid, before anything is decided or mailed (the route's abuse limits). */
  onValid?: (payload: AccessRequestPayload) => Promise<void>;
}

export interface SubmitAccessRequestResult {
  /** `Pending`: staff will decide ("request sent"); `Approved`: a sign-in link was emailed. */
  status: 'Pending' | 'Approved';
  requestId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two declines made without staff: a blocked domain, and no matching account under the auto-approval conditions. */
type AutoDeclineFeedback = 'request_declined_blocked_domain' | 'request_access_auto_declined';
/** What a request records of the account it matched and of who invited it. */
type MatchField = 'matchingReason' | 'matchedAccountId' | 'invitedByAccountId';

/** Expiry of new access: the default period from now, or none. */
export function defaultExpiry(settings: AccessSettings, now: number): number | null {
  return settings.defaultAccessDays > 0 ? now + settings.defaultAccessDays * DAY_MS : null;
}

/** Detail fields stored with a request (everything but the columns and the token). */
function detailsOf(payload: AccessRequestPayload): Record<string, unknown> {
  const { firstName: _f, lastName: _l, email: _e, companyName: _c, productId: _p, invitedColleagueToken: _t, agree: _a, ...rest } = payload;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''));
}

export async function submitAccessRequest(options: SubmitAccessRequestOptions): Promise<SubmitAccessRequestResult> {
  const result = await decideAccessRequest(options);
  const { db, mail, config, secret, now, log = console.error, org, resendMs = 0 } = options;
  // "Send me updates": the usual double opt-in subscription, for a request that was stored.
  if (result.subscribe) {
    try {
      await subscribe({ db, mail, config, secret, now, log, org, email: result.email, source: 'subscribe button', resendMs });
    } catch (error) {
      log('Could not subscribe an access requester to updates', error);
    }
  }
  return { status: result.status, requestId: result.requestId };
}

async function decideAccessRequest(options: SubmitAccessRequestOptions): Promise<SubmitAccessRequestResult & { email: string; subscribe: boolean }> {
  const { db, mail, config, secret, now, log = console.error, org, body, resendMs = 0, onValid } = options;
  const snapshot = await requireLiveSnapshot({ db, orgId: org.id });
  const payload = parseAccessRequest(snapshot, body);
  await onValid?.(payload);
  const settings = await readAccessSettings({ db, orgId: org.id });
  const at = now();
  const email = payload.email;

  const invite = await verifyInviteToken({ secret, token: payload.invitedColleagueToken, orgId: org.id, now: at });
  const invited = invite && invite.email === email ? invite : null;

  const base = {
    orgId: org.id,
    kind: 'access' as const,
    email,
    firstName: payload.firstName,
    lastName: payload.lastName,
    companyName: payload.companyName,
    productId: payload.productId,
    details: detailsOf(payload),
    createdAt: at,
  };

  /** Stores the request as declined automatically, with its audit log entry. */
  const declineAutomatically = async (id: string, feedback: AutoDeclineFeedback, fields: Partial<Pick<AccessRequestRow, MatchField>> = {}) => {
    const [row] = await db
      .insert(accessRequests)
      .values({ ...base, ...fields, id, status: 'declined', feedback, decidedAt: at, decidedBy: 'auto' })
      .returning();
    await appendAudit({ db, orgId: org.id, action: 'access.decline', actor: 'system', subject: email, data: { requestId: id, feedback }, now: at });
    return row!;
  };

  if (isBlockedDomain(settings, email)) {
    await declineAutomatically(newId('req'), 'request_declined_blocked_domain');
    throw outcomeError('request_declined_blocked_domain');
  }
  const freeMail = isFreeMail(email);
  if (freeMail && blocksFreeMail(snapshot, settings) && !invited) throw notWorkEmailError();

  const existing = await findMemberByEmail({ db, orgId: org.id, email });
  if (existing) {
    const state = accountState(existing.account, at);
    if (state === 'expired') throw outcomeError('access_expired', { accountId: existing.account.id });
    if (state === 'revoked') throw outcomeError('request_declined');
    await sendAccountLoginLink({ db, mail, config, now, log, org, email, resendMs });
    throw outcomeError('account_already_exists');
  }

  const previous = await findLatestAccessRequest({ db, orgId: org.id, email });
  if (previous?.status === 'pending') throw outcomeError('pending_request');
  if (previous?.status === 'declined') throw outcomeError(declineFeedbackOf(previous.feedback));

  // Decide: invited → into the inviting account; otherwise by the auto-approval settings.
  const match = await matchAccount({ db, orgId: org.id, email, companyName: payload.companyName, freeMail });
  let target: AccountRow | 'new' | null = null;
  let autoDecline = false;
  if (invited) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, invited.accountId)).limit(1);
    if (account && account.orgId === org.id && accountState(account, at) === 'active') target = account;
  }
  if (!target) {
    if (settings.autoApproval === 'always') target = match?.account && accountState(match.account, at) === 'active' ? match.account : 'new';
    else if (settings.autoApproval === 'conditions') {
      if (settings.conditions.domainMatchesAccount && match?.reason === 'website-domain-match' && accountState(match.account, at) === 'active')
        target = match.account;
      else if (settings.conditions.declineUnmatched && !match) autoDecline = true;
    }
  }

  const requestId = newId('req');
  const matchFields = { matchingReason: match?.reason ?? null, matchedAccountId: match?.account.id ?? null, invitedByAccountId: invited?.accountId ?? null };
  /** The audit log's `access.request` entry, for a request stored as pending or approved. */
  const auditRequest = () =>
    appendAudit({
      db,
      orgId: org.id,
      action: 'access.request',
      actor: email,
      subject: email,
      data: { requestId, companyName: payload.companyName, matchingReason: match?.reason ?? null },
      now: at,
    });

  if (autoDecline) {
    const row = await declineAutomatically(requestId, 'request_access_auto_declined', matchFields);
    await notifyNewRequest({ db, mail, config, log, org, settings, request: row });
    throw outcomeError('request_access_auto_declined');
  }

  if (!target) {
    const [row] = await db
      .insert(accessRequests)
      .values({ ...base, ...matchFields, id: requestId, status: 'pending' })
      .returning();
    await auditRequest();
    try {
      await mail.send(requestReceivedEmail({ to: email, orgName: org.name }));
    } catch (error) {
      log('Could not send the access request acknowledgement', error);
    }
    await notifyNewRequest({ db, mail, config, log, org, settings, request: row!, accountName: match?.account.name ?? null });
    return { status: 'Pending', requestId, email, subscribe: payload.subscribe === true };
  }

  // Approve automatically.
  const account =
    target === 'new'
      ? await createAccount({
          db,
          orgId: org.id,
          account: {
            name: payload.companyName,
            domains: freeMail ? [] : [emailDomain(email)],
            permissionProfileId: resolveProfileId(snapshot, settings.defaultPermissionProfileId),
            expiresAt: defaultExpiry(settings, at),
          },
          now: at,
        })
      : target;
  try {
    await addMember({
      db,
      orgId: org.id,
      accountId: account.id,
      member: { email, firstName: payload.firstName, lastName: payload.lastName, isAutoApproved: true },
      now: at,
    });
  } catch {
    // Someone with this address became a member a moment ago (a double submit).
    throw outcomeError('unique_violation');
  }
  const [row] = await db
    .insert(accessRequests)
    .values({
      ...base,
      ...matchFields,
      id: requestId,
      status: 'approved',
      feedback: 'request_approved',
      accountId: account.id,
      decidedAt: at,
      decidedBy: 'auto',
    })
    .returning();
  await auditRequest();
  await appendAudit({
    db,
    orgId: org.id,
    action: 'access.approve',
    actor: 'system',
    subject: email,
    data: {
      requestId,
      accountId: account.id,
      permissionProfileId: account.permissionProfileId,
      expiresAt: account.expiresAt,
      reason: invited ? 'invited' : settings.autoApproval,
    },
    now: at,
  });
  await sendAccountLoginLink({ db, mail, config, now, log, org, email, reason: 'approved' });
  await notifyNewRequest({ db, mail, config, log, org, settings, request: row as AccessRequestRow, accountName: account.name });
  return { status: 'Approved', requestId, email, subscribe: payload.subscribe === true };
}
