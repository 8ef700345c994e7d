/**
 * Account members sign in by emailed magic link: a single-use token (only its SHA-256 is stored, purpose
 * `account-login`) valid for 15 minutes; its link `{portal}/api/share/{orgId}/login/callback?token=…` starts an
 * account session.
 */
import type { Db } from '../../db/types.ts';
import type { Organization } from '../../db/schema.ts';
import type { OrgMailing } from '../../deps.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import type { ClientInfo } from '../../lib/client.ts';
import { startAccountSession } from './start-account-session.ts';
import { issueMagicLink, spendMagicLink } from '../tokens/magic-link.ts';
import { allowMailOnce, forgetMail } from '../limits/abuse-limits.ts';
import { accountLoginEmail, extensionApprovedEmail, requestApprovedEmail } from './access-mail.ts';
import { accountState } from './account-state.ts';
import { findMemberByEmail } from './find-member-by-email.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';

export const ACCOUNT_LINK_PURPOSE = 'account-login';
export const ACCOUNT_LINK_TTL_MS = 15 * 60 * 1000;

/** The link in a sign-in email. */
export function accountCallbackUrl(baseUrl: string, orgId: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/share/${encodeURIComponent(orgId)}/login/callback?token=${encodeURIComponent(token)}`;
}

export interface SendAccountLinkOptions extends OrgMailing {
  email: string;
  /** Which email carries the link. */
  reason?: 'login' | 'approved' | 'extended';
  /**
   * The portal address the link opens (the host the member asked from, when it is one of the organisation's:
   * the session cookie belongs to that host); default the organisation's public address.
   */
  baseUrl?: string;
  /**
   * Sign-in requests (reason `login`): while an unused link sent this recently exists, no new one is mailed — the
   * pending link is the one to use (0: always mail).
   */
  resendMs?: number;
}

/**
 * Stores a new single-use sign-in token for `email` and emails its link. Mail failures are logged, not thrown.
 * @returns whether a link was sent (false also when a pending one is re-used).
 */
export async function sendAccountLoginLink({
  db,
  mail,
  config,
  now,
  log = console.error,
  org,
  email,
  reason = 'login',
  baseUrl,
  resendMs = 0,
}: SendAccountLinkOptions): Promise<boolean> {
  // A sign-in request while the link mailed for the last one is unused re-uses it (no new mail).
  if (reason === 'login' && !(await allowMailOnce({ db, now: now(), action: 'member-login', orgId: org.id, email, windowMs: resendMs }))) return false;
  const token = await issueMagicLink({ db, orgId: org.id, email, purpose: ACCOUNT_LINK_PURPOSE, expiresAt: now() + ACCOUNT_LINK_TTL_MS });
  const link = accountCallbackUrl(baseUrl ?? orgPublicUrl(org, config), org.id, token);
  const message =
    reason === 'approved'
      ? requestApprovedEmail({ to: email, orgName: org.name, link })
      : reason === 'extended'
        ? extensionApprovedEmail({ to: email, orgName: org.name, link })
        : accountLoginEmail({ to: email, orgName: org.name, link });
  try {
    await mail.send(message);
    return true;
  } catch (error) {
    log('Could not send the account sign-in email', error);
    // Nothing went out: the next request must try again.
    if (reason === 'login') await forgetMail({ db, action: 'member-login', orgId: org.id, email });
    return false;
  }
}

export type ConsumeAccountLoginResult =
  | { ok: true; sessionToken: string; accountId: string; memberEmail: string; org: Organization }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked'; org?: Organization };

/**
 * Spends a sign-in token (marked used in the statement that checks it, so it works once) and starts a session
 * when the address is still a member of a usable account.
 */
export async function consumeAccountLogin({
  db,
  now,
  orgId,
  token,
  client,
}: {
  db: Db;
  now: () => number;
  orgId: string;
  token: string;
  client?: ClientInfo;
}): Promise<ConsumeAccountLoginResult> {
  const at = now();
  const link = await spendMagicLink({ db, token, purpose: ACCOUNT_LINK_PURPOSE, at, orgId });
  if (!link) return { ok: false, reason: 'invalid' };
  // A link was used: the next sign-in request mails a new one at once.
  await forgetMail({ db, action: 'member-login', orgId: link.orgId, email: link.email });
  const org = await getOrganizationById({ db, id: link.orgId });
  const found = org ? await findMemberByEmail({ db, orgId: link.orgId, email: link.email }) : null;
  if (!org || !found) return { ok: false, reason: 'invalid', org: org ?? undefined };
  const state = accountState(found.account, at);
  if (state !== 'active') return { ok: false, reason: state, org };
  const sessionToken = await startAccountSession({ db, memberId: found.member.id, orgId: org.id, accountId: found.account.id, now: at, client });
  return { ok: true, sessionToken, accountId: found.account.id, memberEmail: found.member.email, org };
}
