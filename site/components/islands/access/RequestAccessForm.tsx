/**
 * The request-access tab of the access modal (state RequestAccess): name, work email and company, the optional
 * fields the organisation enabled, the agreement and the updates opt-in. "Back" goes to the reclaim tab.
 */
import { useId } from 'react';
import { RELATIONSHIPS } from '../../../../content/schemas/access-request.ts';
import { COUNTRIES } from '../../../lib/countries.ts';
import { AccessField, AccessForm, FormActions, fieldIds } from './AccessFormParts.tsx';
import { TEXTS } from './texts.ts';
import type { AccessConfig, ModalRequest } from './types.ts';
import type { FieldErrors, RequestValues } from './use-access-flow.ts';

interface RequestAccessFormProps {
  config: AccessConfig;
  request: ModalRequest;
  values: RequestValues;
  setValue<K extends keyof RequestValues>(key: K, value: RequestValues[K]): void;
  errors: FieldErrors;
  busy: boolean;
  onSubmit(): void;
  onBack(): void;
}

export function RequestAccessForm({ config, request, values, setValue: set, errors, busy, onSubmit, onBack }: RequestAccessFormProps) {
  const { id, invalid } = fieldIds(useId(), errors);
  const fields = config.fields;
  return (
    <AccessForm label={TEXTS.requestTab} onSubmit={onSubmit}>
      <p className="mb-2 text-sm opacity-80">{request.item ? TEXTS.getAccessFor(request.item.title) : TEXTS.requestIntro(config.orgName)}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <AccessField id={id('firstName')} label={TEXTS.firstName} error={errors.firstName}>
          <input
            id={id('firstName')}
            className="input w-full"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            {...invalid('firstName')}
          />
        </AccessField>
        <AccessField id={id('lastName')} label={TEXTS.lastName} error={errors.lastName}>
          <input
            id={id('lastName')}
            className="input w-full"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            {...invalid('lastName')}
          />
        </AccessField>
      </div>
      <AccessField id={id('email')} label={TEXTS.email} error={errors.email}>
        <input
          id={id('email')}
          type="email"
          className="input w-full"
          autoComplete="email"
          value={values.email}
          readOnly={!!request.inviteToken && !!request.email}
          onChange={(e) => set('email', e.target.value)}
          {...invalid('email')}
        />
      </AccessField>
      <AccessField id={id('companyName')} label={TEXTS.company} error={errors.companyName}>
        <input
          id={id('companyName')}
          className="input w-full"
          autoComplete="organization"
          value={values.companyName}
          onChange={(e) => set('companyName', e.target.value)}
          {...invalid('companyName')}
        />
      </AccessField>
      {fields.jobTitleTextField.enabled && (
        <AccessField id={id('jobTitleTextField')} label={fields.jobTitleTextField.label || 'Job title'} error={errors.jobTitleTextField}>
          <input
            id={id('jobTitleTextField')}
            className="input w-full"
            autoComplete="organization-title"
            value={values.jobTitleTextField}
            onChange={(e) => set('jobTitleTextField', e.target.value)}
            {...invalid('jobTitleTextField')}
          />
        </AccessField>
      )}
      {fields.pointOfContactField.enabled && (
        <AccessField id={id('pointOfContactField')} label={fields.pointOfContactField.label || 'Point of contact'} error={errors.pointOfContactField}>
          <input
            id={id('pointOfContactField')}
            type="email"
            className="input w-full"
            value={values.pointOfContactField}
            onChange={(e) => set('pointOfContactField', e.target.value)}
            {...invalid('pointOfContactField')}
          />
        </AccessField>
      )}
      {fields.relationshipDropdown.enabled && (
        <AccessField id={id('relationshipDropdown')} label={fields.relationshipDropdown.label || 'Relationship'} error={errors.relationshipDropdown}>
          <select
            id={id('relationshipDropdown')}
            className="select w-full"
            value={values.relationshipDropdown}
            onChange={(e) => set('relationshipDropdown', e.target.value)}
            {...invalid('relationshipDropdown')}
          >
            <option value="">{TEXTS.choose}</option>
            {Object.entries(RELATIONSHIPS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </AccessField>
      )}
      {fields.countriesDropdown.enabled && (
        <AccessField id={id('countriesDropdown')} label={fields.countriesDropdown.label || 'Country'} error={errors.countriesDropdown}>
          <select
            id={id('countriesDropdown')}
            className="select w-full"
            value={values.countriesDropdown}
            onChange={(e) => set('countriesDropdown', e.target.value)}
            {...invalid('countriesDropdown')}
          >
            <option value="">{TEXTS.choose}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </AccessField>
      )}
      {fields.accountMemberRequestProducts.enabled && config.products.length > 0 && (
        <fieldset className="fieldset py-1" aria-describedby={errors.accountMemberRequestProducts ? `${id('products')}-error` : undefined}>
          <legend className="fieldset-legend py-1">{fields.accountMemberRequestProducts.label || 'Products'}</legend>
          {config.products.map((p) => (
            // A row each, apart enough for a finger: the checkboxes are smaller than a 24px target.
            <label key={p.productId} className="label gap-2 py-1 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={values.accountMemberRequestProducts.includes(p.productId)}
                onChange={(e) =>
                  set(
                    'accountMemberRequestProducts',
                    e.target.checked
                      ? [...values.accountMemberRequestProducts, p.productId]
                      : values.accountMemberRequestProducts.filter((x) => x !== p.productId),
                  )
                }
              />
              {p.productName}
            </label>
          ))}
          {errors.accountMemberRequestProducts && (
            <p className="text-error text-sm" id={`${id('products')}-error`}>
              {errors.accountMemberRequestProducts}
            </p>
          )}
        </fieldset>
      )}
      {fields.customCheckbox.enabled && (
        <div className="py-1">
          <label className="label gap-2 text-sm whitespace-normal">
            <input type="checkbox" className="checkbox checkbox-sm" checked={values.customCheckbox} onChange={(e) => set('customCheckbox', e.target.checked)} />
            {fields.customCheckbox.label}
          </label>
          {errors.customCheckbox && <p className="text-error text-sm">{errors.customCheckbox}</p>}
        </div>
      )}
      <div className="py-1">
        <label className="label gap-2 text-sm whitespace-normal">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={values.agree}
            onChange={(e) => set('agree', e.target.checked)}
            aria-label={TEXTS.agree}
          />
          <span>
            {TEXTS.agreeWith}{' '}
            {config.termsUrl ? (
              <a className="link" href={config.termsUrl} target="_blank" rel="noopener">
                {TEXTS.terms}
              </a>
            ) : (
              TEXTS.terms
            )}
            {config.privacyUrl && (
              <>
                {' and the '}
                <a className="link" href={config.privacyUrl} target="_blank" rel="noopener">
                  {TEXTS.privacy}
                </a>
              </>
            )}
          </span>
        </label>
        {errors.agree && <p className="text-error text-sm">{errors.agree}</p>}
      </div>
      <label className="label gap-2 py-1 text-sm">
        <input type="checkbox" className="checkbox checkbox-sm" checked={values.subscribe} onChange={(e) => set('subscribe', e.target.checked)} />
        {TEXTS.subscribe}
      </label>
      <FormActions busy={busy} submit={TEXTS.submitRequest} onBack={onBack} />
    </AccessForm>
  );
}
