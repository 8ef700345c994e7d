/** The parts both access forms are made of. */
import type { ReactNode } from 'react';
import { ModalActions } from '../Modal.tsx';
import { TEXTS } from './texts.ts';
import type { FieldErrors } from './use-access-flow.ts';

/** A form named by its tab, checked by the flow rather than by the browser. */
export function AccessForm({ label, onSubmit, children }: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** A labelled field, with its error under it. */
export function AccessField({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="fieldset py-1">
      <label className="fieldset-legend py-1" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="text-error text-sm" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids of a form's fields (`{prefix}-{name}`) and the attributes that tie an invalid field to its error. */
export function fieldIds(prefix: string, errors: FieldErrors) {
  const id = (name: string) => `${prefix}-${name}`;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : {});
  return { id, invalid };
}

/** Back and the submit button of an access form (the submit button is disabled while a submission runs). */
export function FormActions({ busy, submit, onBack }: { busy: boolean; submit: string; onBack(): void }) {
  return (
    <ModalActions dismiss={TEXTS.back} onDismiss={onBack} ghost>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? TEXTS.submitting : submit}
      </button>
    </ModalActions>
  );
}
