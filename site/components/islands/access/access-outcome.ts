/**
 * The outcome views of the access modal (visitor spec §4, §8): what a request, a login or an extension leads to,
 * and which of them an error answer of the edge means.
 */
import { tooManyAttemptsMessage } from '../../../../content/errors.ts';
import type { ApiError } from '../../../lib/request.ts';
import { feedbackOf } from './access-client.ts';

export type Outcome =
  | { kind: 'requestSent' }
  | { kind: 'checkEmail' }
  | { kind: 'loginSent'; email: string; signInAt?: string }
  | { kind: 'pending' }
  | { kind: 'declined'; feedback: string }
  | { kind: 'expired'; accountId?: string; email?: string }
  /** An extension asked without a session: the member confirms it from the email. */
  | { kind: 'extendConfirm'; email: string };

/** "Too many attempts. Try again in N minutes." — the edge's text, or made from its `retryAfter`. */
export function tooManyAttempts(error: ApiError): string {
  const retryAfter = Number(error.details.retryAfter);
  return Number.isFinite(retryAfter) && retryAfter > 0 ? tooManyAttemptsMessage(retryAfter) : error.message;
}

const DECLINED = ['request_declined', 'request_declined_blocked_domain', 'request_declined_third_party', 'request_access_auto_declined'];

/** The outcome view a request or login error leads to, if any (visitor spec §8). */
export function outcomeOf(error: ApiError, email: string): Outcome | null {
  const feedback = feedbackOf(error);
  switch (feedback) {
    case 'pending_request':
      return { kind: 'pending' };
    case 'account_already_exists':
      return { kind: 'checkEmail' };
    case 'access_expired':
      return { kind: 'expired', accountId: error.details.accountId as string | undefined, email };
    default:
      return feedback && DECLINED.includes(feedback) ? { kind: 'declined', feedback } : null;
  }
}
