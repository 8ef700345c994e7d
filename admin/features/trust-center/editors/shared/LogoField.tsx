/**
 * The logo of a subprocessor or a trusted-by company: the current one (or the building icon), a file field that
 * uploads the chosen image at once (`POST /api/trust-center/logos`; png, jpeg, svg or webp, at most 1MB, checked
 * before uploading) and "Remove logo". The entry records the returned reference (`assets/logo-….png`) when the
 * form is saved.
 */
import { useId } from 'react';
import { COMPANY_LOGO_HELP, COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES } from '../../../../../content/companies.ts';
import { EDIT_API_TEXTS } from '../../../../../content/editing/texts.ts';
import { uploadLogo } from '../../api.ts';
import { CompanyLogo, useWrite } from '../../../../ui/form.tsx';
import { Loading } from '../../../../ui/load.tsx';
import { logoSrc } from './companies.ts';

/** Why a chosen file cannot be a logo (checked before uploading; the edge checks the bytes again), or undefined. */
export function logoFileProblem(file: File): string | undefined {
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) return EDIT_API_TEXTS.logoType;
  if (file.size === 0) return EDIT_API_TEXTS.logoEmpty;
  if (file.size > COMPANY_LOGO_MAX_BYTES) return EDIT_API_TEXTS.logoTooLarge;
  return undefined;
}

export function LogoField({
  orgId,
  name,
  value,
  onChange,
  size = 40,
}: {
  orgId: string;
  name: string;
  value: string;
  onChange(next: string): void;
  size?: number;
}) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const upload = useWrite();
  const { busy } = upload;
  const error = upload.error?.message;
  const label = name ? `Logo of ${name}` : 'Logo';

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) upload.fail(problem);
    else await upload.run(async () => onChange(await uploadLogo(file)));
  }

  return (
    <div className="flex flex-col gap-1" data-logo-field>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <CompanyLogo src={logoSrc(orgId, value)} name={name || 'Company'} size={size} />
        <input
          id={inputId}
          type="file"
          accept={COMPANY_LOGO_TYPES.join(',')}
          className="file-input file-input-sm max-w-60"
          aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={!!error || undefined}
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {busy && <Loading label="Uploading the logo" className="loading-xs" />}
        {value && !busy && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange('')}>
            Remove logo<span className="sr-only"> of {name}</span>
          </button>
        )}
      </div>
      <p id={helpId} className="text-xs text-base-content/70">
        {COMPANY_LOGO_HELP}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
