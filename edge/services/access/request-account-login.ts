/**
 * A visitor asks to sign in (`POST /api/share/{orgId}/login` `{ email, productId }`, the reclaim-access tab):
 * members of a usable account get a sign-in link; everyone else learns why not (visitor spec §8 login error
 * codes): access_expired, pending_request, the decline kinds, not_work_email, or EMAIL_NOT_RECOGNISED (the UI
 * switches to the request tab with the email).
 */
import type { Organization } from '../../db/schema.ts';
import type { OrgMailing } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { mailConfigured } from '../../mail/types.ts';
import { readAccessSettings } from './access-settings.ts';
import { sendAccountLoginLink } from './account-login.ts';
import { accountState } from './account-state.ts';
import { findLatestAccessRequest } from './find-latest-access-request.ts';
import { findMemberByEmail } from './find-member-by-email.ts';
import { isFreeMail } from './free-mail.ts';
import { liveSnapshot } from './live-snapshot.ts';
import { declineFeedbackOf, outcomeError } from './outcomes.ts';
import { isBlockedDomain, notWorkEmailError } from './submit-access-request.ts';

export interface RequestAccountLoginOptions extends OrgMailing {
  org: Organization;
  /** Trimmed and lowercased. */
  email: string;
  /** The portal address the sign-in link opens (see `sendAccountLoginLink`). */
  baseUrl?: string;
  /** A repeated request while the last link (younger than this) is unused re-uses it: no new mail. */
  resendMs?: number;
}

export async function requestAccountLogin({ db, mail, config, now, log, org, email, baseUrl, resendMs = 0 }: RequestAccountLoginOptions): Promise<void> {
  // No mail provider: refuse before anything is looked up, so the answer tells nothing about the address.
  if (!mailConfigured(mail)) throw appError('EMAIL_NOT_CONFIGURED');
  const found = await findMemberByEmail({ db, orgId: org.id, email });
  if (found) {
    const state = accountState(found.account, now());
    if (state === 'expired') throw outcomeError('access_expired', { accountId: found.account.id });
    if (state === 'revoked') throw outcomeError('request_declined');
    await sendAccountLoginLink({ db, mail, config, now, log, org, email, baseUrl, resendMs });
    return;
  }
  const previous = await findLatestAccessRequest({ db, orgId: org.id, email });
  if (previous?.status === 'pending') throw outcomeError('pending_request');
  if (previous?.status === 'declined') throw outcomeError(declineFeedbackOf(previous.feedback));
  const settings = await readAccessSettings({ db, orgId: org.id });
  if (isBlockedDomain(settings, email)) throw outcomeError('request_declined_blocked_domain');
  const snapshot = await liveSnapshot({ db, orgId: org.id });
  if (isFreeMail(email) && (settings.blockFreeMail || snapshot?.customization.blockFreeEmail)) throw notWorkEmailError();
  throw appError('EMAIL_NOT_RECOGNISED');
}
