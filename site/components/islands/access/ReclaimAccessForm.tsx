/** The reclaim-access tab of the access modal (state LoginRequest): an email, then a sign-in link is sent. */
import { useId } from 'react';
import { AccessField, AccessForm, FormActions, fieldIds } from './AccessFormParts.tsx';
import { TEXTS } from './texts.ts';
import type { FieldErrors } from './use-access-flow.ts';

interface ReclaimAccessFormProps {
  email: string;
  onEmailChange(email: string): void;
  errors: FieldErrors;
  busy: boolean;
  onSubmit(): void;
  /** "Back" closes the modal. */
  onBack(): void;
}

export function ReclaimAccessForm({ email, onEmailChange, errors, busy, onSubmit, onBack }: ReclaimAccessFormProps) {
  const { id, invalid } = fieldIds(useId(), errors);
  return (
    <AccessForm label={TEXTS.loginTab} onSubmit={onSubmit}>
      <p className="mb-2 text-sm opacity-80">{TEXTS.loginIntro}</p>
      <AccessField id={id('loginEmail')} label={TEXTS.loginEmail} error={errors.loginEmail}>
        <input
          id={id('loginEmail')}
          type="email"
          className="input w-full"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          {...invalid('loginEmail')}
        />
      </AccessField>
      <FormActions busy={busy} submit={TEXTS.submitLogin} onBack={onBack} />
    </AccessForm>
  );
}
