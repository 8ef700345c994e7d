/**
 * The form kit of the admin (with `FormDialog.tsx` and `use-load.ts`): a labelled field with its message, a
 * checkbox, the product choice, a save button that shows its write is under way, a write's state, a notice, a lock
 * tooltip for plan-gated controls, and company logos with the building icon for missing ones.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Product } from '../../content/schemas/product.ts';
import { ApiError, messageOf } from '../api.ts';

/** A labelled input (or any control rendered by `children(id, describedBy)`) with its error message. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, error || hint ? messageId : undefined)}
      {error ? (
        <p id={messageId} className="text-sm text-error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-base-content/60">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  label,
  checked,
  onChange,
  className = 'label gap-2',
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input type="checkbox" className="checkbox checkbox-sm" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export interface SelectFieldProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: NoInfer<V> | '';
  onChange(value: NoInfer<V>): void;
  /** A first option for none (e.g. "All products"). */
  empty?: string;
  /** The label beside the select (a filter above a list) instead of above it (a form field). */
  inline?: boolean;
  /** The field's error message (a form field only). */
  error?: string;
  className?: string;
}

/** A labelled select of `options`. */
export function SelectField<V extends string>({
  label,
  options,
  value,
  onChange,
  empty,
  inline = false,
  error,
  className = 'select select-sm',
}: SelectFieldProps<V>) {
  const inlineId = useId();
  const select = (id: string, describedBy?: string) => (
    <select id={id} aria-describedby={describedBy} className={className} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (!inline)
    return (
      <Field label={label} error={error}>
        {select}
      </Field>
    );
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={inlineId}>{label}</label>
      {select(inlineId)}
    </span>
  );
}

/** The choice of one of the organisation's products, by name (a {@link SelectField}). */
export function ProductSelect({
  products,
  ...field
}: { products: readonly Pick<Product, 'productId' | 'productName'>[] } & Omit<SelectFieldProps<string>, 'options'>) {
  return <SelectField {...field} options={products.map((p) => ({ value: p.productId, label: p.productName }))} />;
}

/**
 * A file input that hands over the chosen file at once (an upload or an import starts on choosing), then empties
 * itself so that the same file can be chosen again.
 */
export function FilePicker({ label, accept, onFile }: { label: string; accept: string; onFile(file: File): void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      {label}
      <input
        type="file"
        accept={accept}
        className="file-input file-input-sm"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/**
 * A form's submit button: disabled, with a spinner, while its write runs (`disabled`: also while it cannot save).
 * With `onClick`, a plain button that saves on click (controls outside a form).
 */
export function SubmitButton({
  busy,
  disabled = false,
  className = 'btn btn-sm btn-primary',
  onClick,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  className?: string;
  onClick?(): void;
  children: ReactNode;
}) {
  return (
    <button type={onClick ? 'button' : 'submit'} className={className} disabled={busy || disabled} onClick={onClick}>
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A control locked by the plan: disabled, with a lock and the upgrade tooltip on hover and focus. */
export function Locked({ tooltip, children }: { tooltip: string; children: ReactNode }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the locked control is disabled and cannot take focus; its wrapper does, so the keyboard reaches the tooltip
    <span className="group relative inline-flex items-center gap-1" tabIndex={0} aria-describedby={id}>
      <LockGlyph />
      {children}
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-50 mb-1 w-max max-w-72 rounded bg-neutral px-2 py-1 text-xs text-neutral-content opacity-0 shadow group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {tooltip}
      </span>
    </span>
  );
}

export function LockGlyph() {
  return (
    <svg aria-label="Locked" role="img" viewBox="0 0 20 20" width="14" height="14" fill="currentColor">
      <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
    </svg>
  );
}

/** A building icon: what a company without a (working) logo shows (admin spec §8). */
export function BuildingIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.5" className="text-base-content/50">
      <path d="M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 7h3M8 11h3M8 15h3" />
    </svg>
  );
}

/**
 * A company logo `size` px tall (a wide wordmark up to three times as wide), or the building icon when there is
 * none or it fails to load.
 */
export function CompanyLogo({ src, name, size }: { src?: string; name: string; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <BuildingIcon size={size} />;
  return (
    <img
      src={src}
      alt={`${name} logo`}
      height={size}
      className="shrink-0 object-contain"
      style={{ height: size, width: 'auto', maxWidth: size * 3 }}
      onError={() => setFailed(src)}
    />
  );
}

/** Text shown when a save failed, or a success note, with `role` so screen readers announce it. */
export function Notice({ kind, children, className = '' }: { kind: 'error' | 'success'; children: ReactNode; className?: string }) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${kind === 'error' ? 'text-sm text-error' : 'text-sm text-success'} ${className}`}>
      {children}
    </p>
  );
}

/** A failed write's message under an inline form (nothing when there is none). */
export function FormError({ error, className }: { error: string | null | undefined; className?: string }) {
  return error ? (
    <Notice kind="error" className={className}>
      {error}
    </Notice>
  ) : null;
}

/**
 * A write with its state, for every admin form: `run(action)` clears the last error, marks the form busy, and keeps
 * a failed write's error (an {@link ApiError}, with the failing field's path when the edge named one). Answers
 * whether the write succeeded, so a dialog closes only then. `fail(message)` shows a failure found before sending;
 * `reset()` forgets the last one.
 */
export function useWrite() {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, messageOf(err)));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const fail = (message: string) => setError(new ApiError(0, message));
  const reset = () => setError(null);
  /** The error's message when it is about `path`. */
  const fieldError = (path: string) => (error?.path === path ? error.message : undefined);
  /** The error's message when it is about none of `paths` (shown under the form). */
  const formError = (...paths: string[]) => (error && !paths.includes(error.path) ? error.message : undefined);
  return { error, busy, run, fail, reset, fieldError, formError };
}
