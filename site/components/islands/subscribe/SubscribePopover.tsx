/**
 * The subscribe popover "Subscribe to {org}'s updates" (visitor spec §2): anchored to the Subscribe button that
 * opened it on large screens (centred for a direct link), a bottom sheet on small ones.
 */
import { useId } from 'react';
import { ENGAGEMENT_TEXTS as T, subscribeTitle } from '../../../lib/engagement.ts';
import { Modal, ModalActions } from '../Modal.tsx';
import type { SubscribeForm } from './use-subscribe-form.ts';

interface SubscribePopoverProps {
  open: boolean;
  /** The button that opened it; none for a direct link. */
  anchor: HTMLElement | null | undefined;
  orgName: string;
  form: SubscribeForm;
  showAgreement: boolean;
  agreementRequired: boolean;
  termsUrl: string;
  privacyUrl: string;
  onSubmit(): void;
  onClose(): void;
}

export function SubscribePopover({
  open,
  anchor,
  orgName,
  form,
  showAgreement,
  agreementRequired,
  termsUrl,
  privacyUrl,
  onSubmit,
  onClose,
}: SubscribePopoverProps) {
  const emailId = useId();
  const emailErrorId = useId();
  const agreeId = useId();
  const agreeErrorId = useId();
  const { fieldError, agreeError, formError, submitting } = form;
  return (
    <Modal open={open} onClose={onClose} title={subscribeTitle(orgName)} name="subscribe" anchor={anchor}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="mt-4 flex flex-col gap-3"
      >
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
            value={form.email}
            maxLength={254}
            onChange={(event) => form.setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? emailErrorId : undefined}
            // biome-ignore lint/a11y/noAutofocus: the popover opens on the person's own "Subscribe"; its one field takes focus (HTML's dialog autofocus)
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
                checked={form.agreed}
                onChange={(event) => form.setAgreed(event.target.checked)}
                aria-invalid={agreeError ? true : undefined}
                aria-describedby={agreeError ? agreeErrorId : undefined}
                required={agreementRequired}
              />
              <label htmlFor={agreeId} className="text-sm">
                I agree to the <LegalLinks termsUrl={termsUrl} privacyUrl={privacyUrl} />
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
        <ModalActions dismiss="Cancel" onDismiss={onClose} className="mt-2">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Subscribe
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** "Terms of Service and Privacy Policy", each a link when the organisation has one. */
function LegalLinks({ termsUrl, privacyUrl }: { termsUrl: string; privacyUrl: string }) {
  return (
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
}
