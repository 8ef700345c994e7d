/**
 * The access modal (visitor spec §2 "Access, login and invite", §4, §5, §8): the request-access and
 * reclaim-access tabs (states RequestAccess and LoginRequest) and the outcome views — request sent, check your
 * email (auto approved), pending, declined (each kind) and access expired with an extension request.
 *
 * "Back" on the request tab goes to the login tab; on the login tab it closes the modal. Submitting is disabled
 * while a submission is running; the request times out after 120 s. The email is remembered as last used.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '../use-modal-dialog.ts';
import { accessRequestSchema, RELATIONSHIPS } from '../../../../content/schemas/access-request.ts';
import { LoginSchema } from '../../../../content/schemas/access-request.ts';
import { COUNTRIES } from '../../../lib/countries.ts';
import { extendAccess, feedbackOf, requestLogin, submitAccessRequest } from './access-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { rememberEmail } from './storage.ts';
import { TEXTS } from './texts.ts';
import type { AccessConfig, ModalRequest } from './types.ts';
import { tooManyAttemptsMessage } from '../../../../content/errors.ts';

export type Outcome =
  | { kind: 'requestSent' }
  | { kind: 'checkEmail' }
  | { kind: 'loginSent'; email: string; signInAt?: string }
  | { kind: 'pending' }
  | { kind: 'declined'; feedback: string }
  | { kind: 'expired'; accountId?: string; email?: string }
  /** An extension asked without a session: the member confirms it from the email. */
  | { kind: 'extendConfirm'; email: string };

type Tab = 'request' | 'login';

/** "Too many attempts. Try again in N minutes." — the edge's text, or made from its `retryAfter`. */
function tooManyAttempts(error: ApiError): string {
  const retryAfter = Number(error.details.retryAfter);
  return Number.isFinite(retryAfter) && retryAfter > 0 ? tooManyAttemptsMessage(retryAfter) : error.message;
}

const DECLINED = ['request_declined', 'request_declined_blocked_domain', 'request_declined_third_party', 'request_access_auto_declined'];

/** The outcome view a request or login error leads to, if any (visitor spec §8). */
export function outcomeOf(error: ApiError, email: string): Outcome | null {
  const feedback = feedbackOf(error);
  switch (feedback) {
    case 'pending_request':
      return { kind: 'pending' };
    case 'account_already_exists':
      return { kind: 'checkEmail' };
    case 'access_expired':
      return { kind: 'expired', accountId: error.details.accountId as string | undefined, email };
    default:
      return feedback && DECLINED.includes(feedback) ? { kind: 'declined', feedback } : null;
  }
}

function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
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

interface RequestValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  jobTitleTextField: string;
  pointOfContactField: string;
  relationshipDropdown: string;
  countriesDropdown: string;
  accountMemberRequestProducts: string[];
  customCheckbox: boolean;
  agree: boolean;
  subscribe: boolean;
}

export default function AccessModal({ config, request, onClose }: { config: AccessConfig; request: ModalRequest; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const fields = config.fields;
  const [tab, setTab] = useState<Tab>(request.tab);
  const [outcome, setOutcome] = useState<Outcome | null>(request.outcome ?? null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(request.loginError ?? null);
  const [extendError, setExtendError] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState(request.email ?? '');
  const [values, setValues] = useState<RequestValues>({
    firstName: '',
    lastName: '',
    email: request.email ?? '',
    companyName: '',
    jobTitleTextField: '',
    pointOfContactField: '',
    relationshipDropdown: '',
    countriesDropdown: '',
    accountMemberRequestProducts: fields.accountMemberRequestProducts.enabled ? [config.productId] : [],
    customCheckbox: false,
    agree: false,
    subscribe: false,
  });

  useModalDialog(dialog);

  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const switchTab = (next: Tab) => {
    setTab(next);
    setErrors({});
    setFormError(null);
  };
  const id = (name: string) => `${uid}-${name}`;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : {});

  async function onRequest(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const payload: Record<string, unknown> = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      companyName: values.companyName,
      agree: values.agree,
      subscribe: values.subscribe,
      productId: config.productId,
      statusPageCustomizationRevision: config.customizationRevision,
      source: request.item ? 'item' : 'request-access',
      ...(request.item ? { itemUid: request.item.itemUid, itemKind: request.item.itemKind } : {}),
      ...(request.inviteToken ? { invitedColleagueToken: request.inviteToken } : {}),
      ...(fields.customCheckbox.enabled ? { customCheckbox: values.customCheckbox } : {}),
      ...(fields.jobTitleTextField.enabled ? { jobTitleTextField: values.jobTitleTextField } : {}),
      ...(fields.pointOfContactField.enabled ? { pointOfContactField: values.pointOfContactField } : {}),
      ...(fields.relationshipDropdown.enabled && values.relationshipDropdown ? { relationshipDropdown: values.relationshipDropdown } : {}),
      ...(fields.countriesDropdown.enabled && values.countriesDropdown ? { countriesDropdown: values.countriesDropdown } : {}),
      ...(fields.accountMemberRequestProducts.enabled ? { accountMemberRequestProducts: values.accountMemberRequestProducts } : {}),
    };
    const schema = accessRequestSchema(fields);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '_')] ??= issue.message;
      // The optional fields' rules run once the base fields are valid; check them now too, so every message shows at once.
      const optional = schema.safeParse({ ...payload, firstName: 'A', lastName: 'A', email: 'a@a.a', companyName: 'AA', agree: true });
      if (!optional.success) for (const issue of optional.error.issues) next[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const result = await submitAccessRequest(config.orgId, payload);
      rememberEmail(parsed.data.email);
      setOutcome(result.status === 'Pending' ? { kind: 'requestSent' } : { kind: 'checkEmail' });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, TEXTS.unknown);
      const next = outcomeOf(e, parsed.data.email);
      if (next) {
        if (next.kind === 'checkEmail') rememberEmail(parsed.data.email);
        setOutcome(next);
      } else if (feedbackOf(e) === 'not_work_email') setErrors({ email: TEXTS.notWorkEmail });
      else if (e.code === 'VALIDATION_FAILED') setErrors(e.fieldErrors);
      else if (feedbackOf(e) === 'request_approved') setOutcome({ kind: 'checkEmail' });
      else if (e.code === 'TOO_MANY_REQUESTS') setFormError(tooManyAttempts(e));
      else {
        setFormError(TEXTS.unknown);
        console.error('Access request failed', e);
      }
    } finally {
      setBusy(false);
    }
  }

  async function onLogin(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = LoginSchema.safeParse({ email: loginEmail, productId: config.productId });
    if (!parsed.success) {
      setErrors({ loginEmail: parsed.error.issues[0]!.message });
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const sent = await requestLogin(config.orgId, parsed.data.email, config.productId);
      rememberEmail(parsed.data.email);
      setOutcome({ kind: 'loginSent', email: parsed.data.email, ...(sent.signInAt ? { signInAt: sent.signInAt } : {}) });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, TEXTS.unknown);
      const next = outcomeOf(e, parsed.data.email);
      if (feedbackOf(e) === 'request_declined_blocked_domain' || e.code === 'EMAIL_NOT_RECOGNISED') {
        // Not recognised (or a blocked domain): on to the request tab with the email.
        setValues((v) => ({ ...v, email: parsed.data.email }));
        switchTab('request');
      } else if (next) setOutcome(next);
      else if (feedbackOf(e) === 'not_work_email') setErrors({ loginEmail: TEXTS.notWorkEmail });
      else if (e.code === 'VALIDATION_FAILED') setErrors({ loginEmail: e.message });
      else if (e.code === 'TOO_MANY_REQUESTS') setFormError(tooManyAttempts(e));
      else setFormError(TEXTS.unknown);
    } finally {
      setBusy(false);
    }
  }

  async function onExtend(target: Extract<Outcome, { kind: 'expired' }>) {
    if (!target.accountId) {
      setExtendError(TEXTS.extendErrors.error!);
      return;
    }
    setBusy(true);
    setExtendError(null);
    try {
      const answer = await extendAccess(target.accountId, target.email);
      // Without a session the request is only filed once the member confirms it from their mailbox.
      setOutcome(answer.code === 'confirmation-sent' ? { kind: 'extendConfirm', email: target.email ?? '' } : { kind: 'requestSent' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
        setExtendError(tooManyAttempts(error));
        return;
      }
      const code = error instanceof ApiError ? (error.details.extendCode as string | undefined) : undefined;
      setExtendError(TEXTS.extendErrors[code ?? 'error'] ?? TEXTS.extendErrors.error!);
    } finally {
      setBusy(false);
    }
  }

  const org = config.orgName;
  const titleId = `${uid}-title`;
  let body: ReactNode;
  let title: string;
  if (outcome) {
    switch (outcome.kind) {
      case 'requestSent':
        title = TEXTS.requestSentTitle;
        body = <p>{TEXTS.requestSent(org)}</p>;
        break;
      case 'checkEmail':
        title = TEXTS.checkEmailTitle;
        body = <p>{TEXTS.checkEmail}</p>;
        break;
      case 'loginSent':
        title = TEXTS.checkEmailTitle;
        body = (
          <>
            <p>{TEXTS.loginSent(outcome.email)}</p>
            {outcome.signInAt && outcome.signInAt !== window.location.origin && (
              <p className="mt-2 text-sm" role="note">
                {TEXTS.signInAt(new URL(outcome.signInAt).host)}
              </p>
            )}
          </>
        );
        break;
      case 'extendConfirm':
        title = TEXTS.checkEmailTitle;
        body = <p>{TEXTS.extendConfirm(outcome.email)}</p>;
        break;
      case 'pending':
        title = TEXTS.pendingTitle;
        body = <p>{TEXTS.pending(org)}</p>;
        break;
      case 'declined':
        title = TEXTS.declinedTitle;
        body = <p>{(TEXTS.declined[outcome.feedback] ?? TEXTS.declined.request_declined!)(org)}</p>;
        break;
      case 'expired':
        title = TEXTS.expiredTitle;
        body = (
          <>
            <p>{TEXTS.expired(org)}</p>
            {extendError && (
              <p role="alert" className="text-error mt-2 text-sm">
                {extendError}
              </p>
            )}
            <div className="modal-action">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onExtend(outcome)}>
                {TEXTS.extend}
              </button>
            </div>
          </>
        );
        break;
    }
  } else {
    title = request.item ? TEXTS.getAccess : tab === 'request' ? TEXTS.requestTab : TEXTS.loginTab;
    body = (
      <>
        <div role="tablist" className="tabs tabs-border mb-3">
          <button type="button" role="tab" aria-selected={tab === 'request'} className={`tab ${tab === 'request' ? 'tab-active' : ''}`} onClick={() => switchTab('request')}>
            {TEXTS.requestTab}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'login'} className={`tab ${tab === 'login' ? 'tab-active' : ''}`} onClick={() => switchTab('login')}>
            {TEXTS.loginTab}
          </button>
        </div>
        {formError && (
          <p role="alert" className="alert alert-error alert-soft mb-2 text-sm">
            {formError}
          </p>
        )}
        {tab === 'request' ? (
          <form noValidate onSubmit={(e) => void onRequest(e)} aria-label={TEXTS.requestTab}>
            <p className="mb-2 text-sm opacity-80">{request.item ? TEXTS.getAccessFor(request.item.title) : TEXTS.requestIntro(org)}</p>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <Field id={id('firstName')} label={TEXTS.firstName} error={errors.firstName}>
                <input id={id('firstName')} className="input w-full" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} {...invalid('firstName')} />
              </Field>
              <Field id={id('lastName')} label={TEXTS.lastName} error={errors.lastName}>
                <input id={id('lastName')} className="input w-full" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} {...invalid('lastName')} />
              </Field>
            </div>
            <Field id={id('email')} label={TEXTS.email} error={errors.email}>
              <input id={id('email')} type="email" className="input w-full" autoComplete="email" value={values.email} readOnly={!!request.inviteToken && !!request.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
            </Field>
            <Field id={id('companyName')} label={TEXTS.company} error={errors.companyName}>
              <input id={id('companyName')} className="input w-full" autoComplete="organization" value={values.companyName} onChange={(e) => set('companyName', e.target.value)} {...invalid('companyName')} />
            </Field>
            {fields.jobTitleTextField.enabled && (
              <Field id={id('jobTitleTextField')} label={fields.jobTitleTextField.label || 'Job title'} error={errors.jobTitleTextField}>
                <input id={id('jobTitleTextField')} className="input w-full" autoComplete="organization-title" value={values.jobTitleTextField} onChange={(e) => set('jobTitleTextField', e.target.value)} {...invalid('jobTitleTextField')} />
              </Field>
            )}
            {fields.pointOfContactField.enabled && (
              <Field id={id('pointOfContactField')} label={fields.pointOfContactField.label || 'Point of contact'} error={errors.pointOfContactField}>
                <input id={id('pointOfContactField')} type="email" className="input w-full" value={values.pointOfContactField} onChange={(e) => set('pointOfContactField', e.target.value)} {...invalid('pointOfContactField')} />
              </Field>
            )}
            {fields.relationshipDropdown.enabled && (
              <Field id={id('relationshipDropdown')} label={fields.relationshipDropdown.label || 'Relationship'} error={errors.relationshipDropdown}>
                <select id={id('relationshipDropdown')} className="select w-full" value={values.relationshipDropdown} onChange={(e) => set('relationshipDropdown', e.target.value)} {...invalid('relationshipDropdown')}>
                  <option value="">{TEXTS.choose}</option>
                  {Object.entries(RELATIONSHIPS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {fields.countriesDropdown.enabled && (
              <Field id={id('countriesDropdown')} label={fields.countriesDropdown.label || 'Country'} error={errors.countriesDropdown}>
                <select id={id('countriesDropdown')} className="select w-full" value={values.countriesDropdown} onChange={(e) => set('countriesDropdown', e.target.value)} {...invalid('countriesDropdown')}>
                  <option value="">{TEXTS.choose}</option>
                  {COUNTRIES.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
              </Field>
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
                        set('accountMemberRequestProducts', e.target.checked ? [...values.accountMemberRequestProducts, p.productId] : values.accountMemberRequestProducts.filter((x) => x !== p.productId))
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
                <input type="checkbox" className="checkbox checkbox-sm" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} aria-label={TEXTS.agree} />
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
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={() => switchTab('login')}>
                {TEXTS.back}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? TEXTS.submitting : TEXTS.submitRequest}
              </button>
            </div>
          </form>
        ) : (
          <form noValidate onSubmit={(e) => void onLogin(e)} aria-label={TEXTS.loginTab}>
            <p className="mb-2 text-sm opacity-80">{TEXTS.loginIntro}</p>
            <Field id={id('loginEmail')} label={TEXTS.loginEmail} error={errors.loginEmail}>
              <input id={id('loginEmail')} type="email" className="input w-full" autoComplete="email" value={loginEmail} onChange={(e) => setLoginEmail(e.target.value)} {...invalid('loginEmail')} />
            </Field>
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                {TEXTS.back}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? TEXTS.submitting : TEXTS.submitLogin}
              </button>
            </div>
          </form>
        )}
      </>
    );
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose} data-access-modal>
      <div className="modal-box max-w-lg">
        <div className="modal-header mb-2 flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" className="btn btn-sm btn-circle btn-ghost -mt-1 -mr-2 shrink-0" aria-label={TEXTS.close} onClick={onClose}>
            ✕
          </button>
        </div>
        {body}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={TEXTS.close} tabIndex={-1}>
          {TEXTS.close}
        </button>
      </form>
    </dialog>
  );
}
