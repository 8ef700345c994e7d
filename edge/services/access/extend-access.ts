/**
 * A member of an expired account asks for more time (`POST /api/statuspage/share/{accountId}/external/extend-access`,
 * visitor spec §3 extension codes: success, already-has-access, already-requested, error).
 *
 * - With the member's own session, the request is theirs: {@link requestExtension} files it for staff at once.
 * - Without one (the login form said access_expired), anyone could send any address, and the answer would tell who
 *   is a member. So {@link requestExtensionByEmail} answers the same for every address — `{ ok, code:
 *   'confirmation-sent' }` — and only emails the address, when it is a member of that expired account, a link to
 *   confirm ({@link confirmExtension}, `GET /api/share/{orgId}/extend-access/confirm?token=`). Nothing is filed
 *   until the member clicks it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accessRequests, accounts, type Organization } from '../../db/schema.ts';
import type { AppConfig, OrgMailing } from '../../deps.ts';
import { appError, isAppError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { allowMailOnce } from '../limits/abuse-limits.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { signLinkToken, verifyLinkToken } from '../tokens/link-token.ts';
import { extensionConfirmEmail } from './access-mail.ts';
import { notifyNewRequest } from './access-notify.ts';
import { readAccessSettings } from './access-settings.ts';
import { newId } from '../../lib/ids.ts';
import { accountState } from './account-state.ts';
import { findMemberByEmail } from './find-member-by-email.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';
import { resolveOrgByHost } from '../organizations/resolve-organization.ts';

export const EXTEND_TOKEN_PURPOSE = 'extend-access';
/** The confirmation link works for a day. */
export const EXTEND_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Where the confirmation link sends the browser: the portal, told the outcome (`extendRequest=`). */
export type ExtendOutcome = 'sent' | 'already-requested' | 'already-has-access' | 'error' | 'link-invalid';

export interface RequestExtensionOptions extends OrgMailing {
  accountId: string;
  /** The member asking (from their session, or the address of a confirmed link). */
  email: string;
}

/**
 * Files an extension request for staff.
 * @throws EXTEND_ALREADY_HAS_ACCESS (409, extendCode already-has-access); EXTEND_ALREADY_REQUESTED (409, extendCode
 * already-requested); FORBIDDEN (403, extendCode error) when the address is not a member of the account; EXTEND_FAILED (500) for a revoked one.
 */
export async function requestExtension({ db, mail, config, now, log, org, accountId, email }: RequestExtensionOptions): Promise<{ code: 'success' }> {
  const found = await findMemberByEmail({ db, orgId: org.id, email });
  if (!found || found.account.id !== accountId) throw appError('FORBIDDEN', { extendCode: 'error' });
  const state = accountState(found.account, now());
  if (state === 'active') throw appError('EXTEND_ALREADY_HAS_ACCESS', { extendCode: 'already-has-access' });
  if (state === 'revoked') throw appError('EXTEND_FAILED', { extendCode: 'error' });
  if (await hasPendingExtension(db, org.id, accountId, found.member.email)) throw appError('EXTEND_ALREADY_REQUESTED', { extendCode: 'already-requested' });
  const [row] = await db
    .insert(accessRequests)
    .values({
      id: newId('req'),
      orgId: org.id,
      kind: 'extend',
      email: found.member.email,
      firstName: found.member.firstName,
      lastName: found.member.lastName,
      companyName: found.account.name,
      status: 'pending',
      accountId,
      matchedAccountId: accountId,
      createdAt: now(),
    })
    .returning();
  await appendAudit({
    db,
    orgId: org.id,
    action: 'access.extend_request',
    actor: found.member.email,
    subject: accountId,
    data: { requestId: row!.id },
    now: now(),
  });
  const settings = await readAccessSettings({ db, orgId: org.id });
  await notifyNewRequest({ db, mail, config, log, org, settings, request: row!, accountName: found.account.name });
  return { code: 'success' };
}

async function hasPendingExtension(db: Db, orgId: string, accountId: string, email: string): Promise<boolean> {
  const pending = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.orgId, orgId),
        eq(accessRequests.kind, 'extend'),
        eq(accessRequests.accountId, accountId),
        eq(accessRequests.email, email),
        eq(accessRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return pending.length > 0;
}

/** The link in the confirmation email. */
export function extendConfirmUrl(baseUrl: string, orgId: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/share/${encodeURIComponent(orgId)}/extend-access/confirm?token=${encodeURIComponent(token)}`;
}

export interface RequestExtensionByEmailOptions extends RequestExtensionOptions {
  /** Signs the confirmation link. */
  secret: string;
  /** At most one confirmation mail per address and this long (0: one per request). */
  resendMs?: number;
}

/**
 * An extension asked without a session: emails a confirmation link when `email` is a member of the expired account
 * `accountId` with no extension pending; does nothing otherwise. The caller answers the same in every case.
 */
export async function requestExtensionByEmail(options: RequestExtensionByEmailOptions): Promise<void> {
  const { db, mail, config, secret, now, log = console.error, org, accountId, email, resendMs = 0 } = options;
  const found = await findMemberByEmail({ db, orgId: org.id, email });
  if (!found || found.account.id !== accountId || accountState(found.account, now()) !== 'expired') return;
  if (await hasPendingExtension(db, org.id, accountId, found.member.email)) return;
  if (!(await allowMailOnce({ db, now: now(), action: 'extend-access', orgId: org.id, email: found.member.email, windowMs: resendMs }))) return;
  const token = await signLinkToken({
    secret,
    purpose: EXTEND_TOKEN_PURPOSE,
    subject: found.member.email,
    orgId: org.id,
    ttlSeconds: EXTEND_TOKEN_TTL_SECONDS,
    now: now(),
  });
  try {
    await mail.send(extensionConfirmEmail({ to: found.member.email, orgName: org.name, link: extendConfirmUrl(orgPublicUrl(org, config), org.id, token) }));
  } catch (error) {
    log('Could not send the extension confirmation email', error);
  }
}

/**
 * The member clicked the confirmation link: files the extension request (once; a second click answers
 * already-requested).
 */
export async function confirmExtension({
  secret,
  token,
  ...options
}: Omit<RequestExtensionOptions, 'accountId' | 'email'> & { secret: string; token: string }): Promise<ExtendOutcome> {
  const claims = await verifyLinkToken({ secret, purpose: EXTEND_TOKEN_PURPOSE, token, orgId: options.org.id, now: options.now() });
  if (!claims) return 'link-invalid';
  const found = await findMemberByEmail({ db: options.db, orgId: options.org.id, email: claims.subject });
  if (!found) return 'link-invalid';
  try {
    await requestExtension({ ...options, accountId: found.account.id, email: claims.subject });
    return 'sent';
  } catch (error) {
    if (!isAppError(error)) throw error;
    const code = error.details?.extendCode;
    return code === 'already-requested' || code === 'already-has-access' ? code : 'error';
  }
}

/**
 * Where a request without a session goes: the organisation of the account it names, or — when no account has that
 * id — the organisation of the host it was sent to, so that the abuse limits count it the same either way.
 * `accountExists` says whether there is anything to file.
 */
export async function resolveExtendTarget({
  db,
  config,
  accountId,
  host,
}: {
  db: Db;
  config: AppConfig;
  accountId: string;
  host: string;
}): Promise<{ org: Organization | null; accountExists: boolean }> {
  const [account] = await db.select({ orgId: accounts.orgId }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (account) return { org: await getOrganizationById({ db, id: account.orgId }), accountExists: true };
  return { org: (await resolveOrgByHost(db, host, config)).org, accountExists: false };
}
