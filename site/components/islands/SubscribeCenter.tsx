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
import { useCallback, useEffect, useState } from 'react';
import {
  ENGAGEMENT_TEXTS as T,
  OPEN_SUBSCRIBE_EVENT,
  engagementIntent,
  requestUnsubscribe,
  type SubscribeSource,
  type SubscribeStatus,
} from '../../lib/engagement.ts';
import { SubscribePopover } from './subscribe/SubscribePopover.tsx';
import { SubscriptionStatusModal } from './subscribe/SubscriptionStatusModal.tsx';
import { UnsubscribeModal, type UnsubscribeState } from './subscribe/UnsubscribeModal.tsx';
import { activeControl, asSource, cleanAddress } from './subscribe/subscribe-page.ts';
import { useSnack } from './subscribe/use-snack.ts';
import { useSubscribeForm } from './subscribe/use-subscribe-form.ts';

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

interface PopoverState {
  source: SubscribeSource;
  /** The button that opened it (the popover is anchored to it on large screens); none for a direct link. */
  anchor: HTMLElement | null;
}

export default function SubscribeCenter({
  orgId,
  orgName,
  subscriptionsEnabled,
  agreementRequired,
  termsUrl = '',
  privacyUrl = '',
  supportEmail = '',
}: SubscribeCenterProps) {
  const [popover, setPopover] = useState<PopoverState | null>(null);
  const [status, setStatus] = useState<SubscribeStatus | null>(null);
  const [unsubscribe, setUnsubscribe] = useState<UnsubscribeState | null>(null);
  const { snack, showSnack } = useSnack();
  const showAgreement = agreementRequired || !!termsUrl || !!privacyUrl;
  const form = useSubscribeForm({ orgId, agreementRequired, showAgreement });
  const resetForm = form.reset;

  const openPopover = useCallback(
    (source: SubscribeSource, anchor: HTMLElement | null = source === 'direct link' ? null : activeControl()) => {
      if (!subscriptionsEnabled) return;
      resetForm();
      setPopover({ source, anchor });
    },
    [subscriptionsEnabled, resetForm],
  );

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

  function closePopover() {
    setPopover(null);
    cleanAddress();
  }

  async function subscribe() {
    if (!popover) return;
    if (await form.submit(popover.source)) {
      closePopover();
      showSnack(T.subscribeSuccess);
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
    if (unsubscribe?.phase !== 'confirm') return;
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

  return (
    <>
      <SubscribePopover
        open={popover !== null}
        anchor={popover?.anchor}
        orgName={orgName}
        form={form}
        showAgreement={showAgreement}
        agreementRequired={agreementRequired}
        termsUrl={termsUrl}
        privacyUrl={privacyUrl}
        onSubmit={() => void subscribe()}
        onClose={closePopover}
      />
      <SubscriptionStatusModal status={status} orgName={orgName} supportEmail={supportEmail} onClose={closeStatus} />
      <UnsubscribeModal
        unsubscribe={unsubscribe}
        orgName={orgName}
        supportEmail={supportEmail}
        onConfirm={() => void confirmUnsubscribe()}
        onClose={closeUnsubscribe}
      />

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
