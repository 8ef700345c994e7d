/**
 * The subscribe popover's form (visitor spec §2, §8): the email and the agreement, their messages, and the
 * subscription request. The agreement shows when it is required or the organisation links its terms or policy.
 */
import { useCallback, useState } from 'react';
import { MESSAGES } from '../../../../content/messages.ts';
import { track } from '../../../lib/analytics.ts';
import { requestSubscription, type SubscribeSource } from '../../../lib/engagement.ts';

export interface SubscribeFormOptions {
  orgId: string;
  agreementRequired: boolean;
  /** Whether the agreement checkbox shows. */
  showAgreement: boolean;
}

export function useSubscribeForm({ orgId, agreementRequired, showAgreement }: SubscribeFormOptions) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Empties the form (each opening of the popover starts afresh). */
  const reset = useCallback(() => {
    setEmail('');
    setAgreed(false);
    setFieldError(null);
    setAgreeError(null);
    setFormError(null);
  }, []);

  /** Checks and sends the form; true once the subscription is requested. */
  async function submit(source: SubscribeSource): Promise<boolean> {
    if (submitting) return false;
    const value = email.trim();
    const missingEmail = value === '' ? MESSAGES.emailRequired : null;
    const missingAgreement = showAgreement && agreementRequired && !agreed ? MESSAGES.mustAgree : null;
    setFieldError(missingEmail);
    setAgreeError(missingAgreement);
    setFormError(null);
    if (missingEmail || missingAgreement) return false;

    setSubmitting(true);
    const result = await requestSubscription(orgId, value, source);
    setSubmitting(false);
    track(orgId, { type: 'subscribe', result: result.ok ? 'success' : 'failure', source });
    if (result.ok) return true;
    if (result.code === 'VALIDATION_FAILED') setFieldError(result.message);
    else setFormError(result.message);
    return false;
  }

  return { email, setEmail, agreed, setAgreed, fieldError, agreeError, formError, submitting, reset, submit };
}

export type SubscribeForm = ReturnType<typeof useSubscribeForm>;
