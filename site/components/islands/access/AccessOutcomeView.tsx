/**
 * The outcome views of the access modal (visitor spec §4, §8), one component each: request sent, check your
 * email (auto approved, a sign-in link sent, an extension to confirm), pending, declined (each kind) and access
 * expired with an extension request.
 */
import type { ReactNode } from 'react';
import type { Outcome } from './access-outcome.ts';
import { TEXTS } from './texts.ts';

type OutcomeOf<K extends Outcome['kind']> = Extract<Outcome, { kind: K }>;

/** The modal's title for an outcome. */
export function outcomeTitle(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'requestSent':
      return TEXTS.requestSentTitle;
    case 'checkEmail':
    case 'loginSent':
    case 'extendConfirm':
      return TEXTS.checkEmailTitle;
    case 'pending':
      return TEXTS.pendingTitle;
    case 'declined':
      return TEXTS.declinedTitle;
    case 'expired':
      return TEXTS.expiredTitle;
  }
}

function RequestSent({ org }: { org: string }) {
  return <p>{TEXTS.requestSent(org)}</p>;
}

function CheckEmail() {
  return <p>{TEXTS.checkEmail}</p>;
}

function LoginSent({ outcome }: { outcome: OutcomeOf<'loginSent'> }) {
  return (
    <>
      <p>{TEXTS.loginSent(outcome.email)}</p>
      {outcome.signInAt && outcome.signInAt !== window.location.origin && (
        <p className="mt-2 text-sm" role="note">
          {TEXTS.signInAt(new URL(outcome.signInAt).host)}
        </p>
      )}
    </>
  );
}

function ExtendConfirm({ outcome }: { outcome: OutcomeOf<'extendConfirm'> }) {
  return <p>{TEXTS.extendConfirm(outcome.email)}</p>;
}

function Pending({ org }: { org: string }) {
  return <p>{TEXTS.pending(org)}</p>;
}

function Declined({ outcome, org }: { outcome: OutcomeOf<'declined'>; org: string }) {
  return <p>{(TEXTS.declined[outcome.feedback] ?? TEXTS.declined.request_declined!)(org)}</p>;
}

interface ExpiredProps {
  org: string;
  error: string | null;
  busy: boolean;
  onExtend(): void;
}

function Expired({ org, error, busy, onExtend }: ExpiredProps) {
  return (
    <>
      <p>{TEXTS.expired(org)}</p>
      {error && (
        <p role="alert" className="text-error mt-2 text-sm">
          {error}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onExtend}>
          {TEXTS.extend}
        </button>
      </div>
    </>
  );
}

interface AccessOutcomeViewProps {
  outcome: Outcome;
  org: string;
  /** The extension request's failure, on the expired view. */
  extendError: string | null;
  busy: boolean;
  onExtend(outcome: OutcomeOf<'expired'>): void;
}

export function AccessOutcomeView({ outcome, org, extendError, busy, onExtend }: AccessOutcomeViewProps): ReactNode {
  switch (outcome.kind) {
    case 'requestSent':
      return <RequestSent org={org} />;
    case 'checkEmail':
      return <CheckEmail />;
    case 'loginSent':
      return <LoginSent outcome={outcome} />;
    case 'extendConfirm':
      return <ExtendConfirm outcome={outcome} />;
    case 'pending':
      return <Pending org={org} />;
    case 'declined':
      return <Declined outcome={outcome} org={org} />;
    case 'expired':
      return <Expired org={org} error={extendError} busy={busy} onExtend={() => onExtend(outcome)} />;
  }
}
