/**
 * Subscribing and unsubscribing on the portal page (visitor spec §2, §4, §8), one island for the whole page:
 *
 * - the subscribe popover "Subscribe to {org}'s updates", opened by any `[data-subscribe-source]` button, by
 *   `openSubscribe()` from another island, or by `?subscribe=true` (source "direct link"); on large screens it is
 *   a popover anchored to the Subscribe button that opened it (centred for a direct link), a bottom sheet on small;
 * - the subscription result modal for `?subscribeStatus=confirmed | blocked | token invalid` (the confirmation
 *   email's link lands there);
 * - the unsubscribe confirmation for `?unsubscribeToken=…` (only when the token decodes to a subject), then the
 *   success snack or the failure modal.
 *
 * Closing any of them replaces the address without these parameters.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../content/messages.ts';
import {
  ENGAGEMENT_TEXTS as T,
  OPEN_SUBSCRIBE_EVENT,
  SNACK_MS,
  engagementIntent,
  requestSubscription,
  requestUnsubscribe,
  subscribeAgainHref,
  subscribeTitle,
  withoutEngagementParams,
  type SubscribeSource,
  type SubscribeStatus,
} from '../../lib/engagement.ts';
import { Modal } from './Modal.tsx';
import { track } from '../../lib/analytics.ts';

export interface SubscribeCenterProps {
  orgId: string;
  orgName: string;
  /** `customization.subscriptionsEnabled`: without it the popover never opens (result and unsubscribe still work). */
  subscriptionsEnabled: boolean;
  /** `customization.subscribeAgreementRequired`. */
  agreementRequired: boolean;
  /** The organisation's terms and privacy policy (links in the agreement; the checkbox shows when either exists). */
  termsUrl?: string;
  privacyUrl?: string;
  /** Support address for "contact support" in the failure modals. */
  supportEmail?: string;
}

declare global {
  interface Window {
    /** A subscribe button clicked before this island hydrated (set by the inline script of `Engagement.astro`). */
    __glasshouseSubscribeQueued?: SubscribeSource;
    /** Set once this island listens, so the inline script stops queueing. */
    __glasshouseSubscribeReady?: boolean;
  }
}

const SOURCES: readonly SubscribeSource[] = ['subscribe button', 'trust center updates button', 'direct link'];
const asSource = (value: unknown): SubscribeSource => (SOURCES.includes(value as SubscribeSource) ? (value as SubscribeSource) : 'subscribe button');

function cleanAddress() {
  const clean = withoutEngagementParams(window.location.href);
  if (clean !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', clean);
  }
}

function SupportContact({ email }: { email?: string }) {
  if (!email) return <p className="mt-2 text-sm">Please contact support if the problem persists.</p>;
  return (
    <p className="mt-2 text-sm">
      Please contact support at{' '}
      <a className="link" href={`mailto:${email}`}>
        {email}
      </a>
      .
    </p>
  );
}

interface PopoverState {
  source: SubscribeSource;
  /** The button that opened it (the popover is anchored to it on large screens); none for a direct link. */
  anchor: HTMLElement | null;
}

/** The control the visitor just used (a clicked button has the focus), or null. */
function activeControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.matches('button, a, [role="button"]') ? active : null;
}

type UnsubscribeState = { token: string; email: string; phase: 'confirm' | 'sending' | 'failed' };

export default function SubscribeCenter({ orgId, orgName, subscriptionsEnabled, agreementRequired, termsUrl = '', privacyUrl = '', supportEmail = '' }: SubscribeCenterProps) {
  const [popover, setPopover] = useState<PopoverState | null>(null);
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<SubscribeStatus | null>(null);
  const [unsubscribe, setUnsubscribe] = useState<UnsubscribeState | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const snackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emailId = useId();
  const emailErrorId = useId();
  const agreeId = useId();
  const agreeErrorId = useId();
  const showAgreement = agreementRequired || !!termsUrl || !!privacyUrl;

  const openPopover = useCallback(
    (source: SubscribeSource, anchor: HTMLElement | null = source === 'direct link' ? null : activeControl()) => {
      if (!subscriptionsEnabled) return;
      setEmail('');
      setAgreed(false);
      setFieldError(null);
      setAgreeError(null);
      setFormError(null);
      setPopover({ source, anchor });
    },
    [subscriptionsEnabled],
  );

  const showSnack = useCallback((text: string) => {
    clearTimeout(snackTimer.current);
    setSnack(text);
    snackTimer.current = setTimeout(() => setSnack(null), SNACK_MS);
  }, []);

  // Arrival: the address's parameters, a click queued before hydration, then listen for more.
  useEffect(() => {
    const intent = engagementIntent(window.location.search);
    if (intent.kind === 'unsubscribe') setUnsubscribe({ token: intent.token, email: intent.email, phase: 'confirm' });
    else if (intent.kind === 'subscribeStatus') setStatus(intent.status);
    else if (intent.kind === 'subscribe') openPopover('direct link');

    const queued = window.__glasshouseSubscribeQueued;
    window.__glasshouseSubscribeQueued = undefined;
    if (queued && intent.kind === 'none') openPopover(queued, document.querySelector<HTMLElement>(`[data-subscribe-source="${queued}"]`));

    const onEvent = (event: Event) => openPopover(asSource((event as CustomEvent<{ source?: unknown }>).detail?.source));
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('[data-subscribe-source]');
      if (button instanceof HTMLElement) openPopover(asSource(button.dataset.subscribeSource), button);
    };
    window.addEventListener(OPEN_SUBSCRIBE_EVENT, onEvent);
    document.addEventListener('click', onClick);
    window.__glasshouseSubscribeReady = true;
    return () => {
      window.removeEventListener(OPEN_SUBSCRIBE_EVENT, onEvent);
      document.removeEventListener('click', onClick);
      window.__glasshouseSubscribeReady = false;
    };
  }, [openPopover]);

  useEffect(() => () => clearTimeout(snackTimer.current), []);

  function closePopover() {
    setPopover(null);
    cleanAddress();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!popover || submitting) return;
    const value = email.trim();
    const missingEmail = value === '' ? MESSAGES.emailRequired : null;
    const missingAgreement = showAgreement && agreementRequired && !agreed ? MESSAGES.mustAgree : null;
    setFieldError(missingEmail);
    setAgreeError(missingAgreement);
    setFormError(null);
    if (missingEmail || missingAgreement) return;

    setSubmitting(true);
    const result = await requestSubscription(orgId, value, popover.source);
    setSubmitting(false);
    track(orgId, { type: 'subscribe', result: result.ok ? 'success' : 'failure', source: popover.source });
    if (result.ok) {
      closePopover();
      showSnack(T.subscribeSuccess);
    } else if (result.code === 'VALIDATION_FAILED') {
      setFieldError(result.message);
    } else {
      setFormError(result.message);
    }
  }

  function closeStatus() {
    setStatus(null);
    cleanAddress();
  }

  function closeUnsubscribe() {
    setUnsubscribe(null);
    cleanAddress();
  }

  async function confirmUnsubscribe() {
    if (!unsubscribe || unsubscribe.phase !== 'confirm') return;
    setUnsubscribe({ ...unsubscribe, phase: 'sending' });
    const result = await requestUnsubscribe(orgId, unsubscribe.token);
    if (result.ok) {
      setUnsubscribe(null);
      cleanAddress();
      showSnack(T.unsubscribed);
    } else {
      setUnsubscribe({ ...unsubscribe, phase: 'failed' });
    }
  }

  const legal = (
    <>
      {termsUrl ? (
        <a className="link" href={termsUrl} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>
      ) : (
        'Terms of Service'
      )}{' '}
      and{' '}
      {privacyUrl ? (
        <a className="link" href={privacyUrl} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
      ) : (
        'Privacy Policy'
      )}
    </>
  );

  return (
    <>
      <Modal open={popover !== null} onClose={closePopover} title={subscribeTitle(orgName)} name="subscribe" anchor={popover?.anchor}>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={emailId} className="text-sm font-medium">
              Email
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              className={`input w-full ${fieldError ? 'input-error' : ''}`}
              value={email}
              maxLength={254}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? emailErrorId : undefined}
              autoFocus
            />
            {fieldError && (
              <p id={emailErrorId} className="text-sm text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          {showAgreement && (
            <div className="flex flex-col gap-1">
              <div className="flex items-start gap-2">
                <input
                  id={agreeId}
                  type="checkbox"
                  className="checkbox checkbox-sm mt-0.5"
                  checked={agreed}
                  onChange={(event) => setAgreed(event.target.checked)}
                  aria-invalid={agreeError ? true : undefined}
                  aria-describedby={agreeError ? agreeErrorId : undefined}
                  required={agreementRequired}
                />
                <label htmlFor={agreeId} className="text-sm">
                  I agree to the {legal}
                  {agreementRequired ? '' : ' (optional)'}
                </label>
              </div>
              {agreeError && (
                <p id={agreeErrorId} className="text-sm text-red-700">
                  {agreeError}
                </p>
              )}
            </div>
          )}
          <p className="text-sm opacity-70">{T.unsubscribeAnyTime}</p>
          {formError && (
            <div role="alert" className="alert alert-error alert-soft text-sm">
              {formError}
            </div>
          )}
          <div className="modal-action mt-2">
            <button type="button" className="btn" onClick={closePopover}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={submitting}>
              {submitting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              Subscribe
            </button>
          </div>
        </form>
      </Modal>

      <Modal
        open={status === 'confirmed'}
        onClose={closeStatus}
        title={T.subscriptionConfirmed}
        name="subscription-confirmed"
        actions={
          <button type="button" className="btn btn-primary" onClick={closeStatus}>
            Close
          </button>
        }
      >
        <p className="mt-3">You will receive {orgName}'s trust center updates by email. {T.unsubscribeAnyTime}.</p>
      </Modal>

      <Modal
        open={status === 'blocked'}
        onClose={closeStatus}
        title={T.subscriptionFailed}
        name="subscription-blocked"
        actions={
          <button type="button" className="btn" onClick={closeStatus}>
            Go back
          </button>
        }
      >
        <p className="mt-3">{T.subscriptionBlocked}</p>
        <SupportContact email={supportEmail} />
      </Modal>

      <Modal
        open={status === 'token invalid'}
        onClose={closeStatus}
        title={T.subscriptionFailed}
        name="subscription-token-invalid"
        actions={
          <>
            <button type="button" className="btn" onClick={closeStatus}>
              Close
            </button>
            <a className="btn btn-primary" href={subscribeAgainHref()}>
              Try again
            </a>
          </>
        }
      >
        <p className="mt-3">{T.subscriptionLinkExpired}</p>
      </Modal>

      <Modal
        open={unsubscribe !== null && unsubscribe.phase !== 'failed'}
        onClose={closeUnsubscribe}
        title="Unsubscribe from updates"
        name="unsubscribe"
        actions={
          <>
            <button type="button" className="btn" onClick={closeUnsubscribe}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={unsubscribe?.phase === 'sending'} onClick={() => void confirmUnsubscribe()}>
              {unsubscribe?.phase === 'sending' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              Unsubscribe
            </button>
          </>
        }
      >
        <p className="mt-3">
          Stop sending {orgName}'s trust center updates to <strong className="break-all">{unsubscribe?.email}</strong>?
        </p>
      </Modal>

      <Modal
        open={unsubscribe?.phase === 'failed'}
        onClose={closeUnsubscribe}
        title={T.unsubscribeFailed}
        name="unsubscribe-failed"
        actions={
          <button type="button" className="btn" onClick={closeUnsubscribe}>
            Close
          </button>
        }
      >
        <p className="mt-3">{T.unsubscribeLinkExpired}</p>
        <SupportContact email={supportEmail} />
      </Modal>

      {/* Always in the page, so screen readers announce the snack when it appears. */}
      <div role="status" aria-live="polite" className="toast toast-center toast-bottom pointer-events-none z-50">
        {snack && (
          <div className="alert alert-success pointer-events-auto" data-snack>
            <span>{snack}</span>
          </div>
        )}
      </div>
    </>
  );
}
