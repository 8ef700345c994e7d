/**
 * Access outcomes as API errors: each feedback type of visitor spec §4 that ends a request or a login has a
 * catalogue code; the JSON error body carries `feedback` (the spec's feedback type) so the visitor UI picks the
 * outcome view from it.
 */
import { DECLINE_FEEDBACK, type DeclineFeedback } from '../../../content/contracts/access.ts';
import type { AccessFeedbackType } from '../../../content/schemas/access-request.ts';
import type { ErrorCode } from '../../../content/errors.ts';
import { appError, type AppError, type ErrorDetails } from '../../errors.ts';

export const FEEDBACK_ERRORS: Record<Exclude<AccessFeedbackType, 'request_approved'>, ErrorCode> = {
  pending_request: 'PENDING_REQUEST',
  request_declined: 'REQUEST_DECLINED',
  request_declined_blocked_domain: 'REQUEST_DECLINED_BLOCKED_DOMAIN',
  request_declined_third_party: 'REQUEST_DECLINED_THIRD_PARTY',
  request_access_auto_declined: 'REQUEST_AUTO_DECLINED',
  not_work_email: 'NOT_WORK_EMAIL',
  unique_violation: 'UNIQUE_VIOLATION',
  access_expired: 'ACCESS_EXPIRED',
  account_already_exists: 'ACCOUNT_ALREADY_EXISTS',
};

/** The error that reports `feedback` to the visitor. */
export function outcomeError(feedback: Exclude<AccessFeedbackType, 'request_approved'>, details: ErrorDetails = {}): AppError {
  return appError(FEEDBACK_ERRORS[feedback], { ...details, feedback });
}

/** The decline feedback a stored request carries (a plain decline when unknown). */
export function declineFeedbackOf(feedback: string | null | undefined): DeclineFeedback {
  return (DECLINE_FEEDBACK as readonly string[]).includes(feedback ?? '') ? (feedback as DeclineFeedback) : 'request_declined';
}
