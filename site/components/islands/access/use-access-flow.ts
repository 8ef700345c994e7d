/**
 * The flow of the access modal (visitor spec §2 "Access, login and invite", §4, §8): the request and reclaim tabs,
 * their values and errors, and the outcome a submission leads to. Submitting is refused while a submission runs;
 * the email that worked is remembered as last used.
 */
import { useState } from 'react';
import { LoginSchema, accessRequestSchema } from '../../../../content/schemas/access-request.ts';
import { ApiError } from '../../../lib/request.ts';
import { extendAccess, feedbackOf, requestLogin, submitAccessRequest } from './access-client.ts';
import { outcomeOf, tooManyAttempts, type Outcome } from './access-outcome.ts';
import { rememberEmail } from './storage.ts';
import { TEXTS } from './texts.ts';
import type { AccessConfig, ModalRequest } from './types.ts';

export type AccessTab = 'request' | 'login';

export interface RequestValues {
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

/** Field errors by field name (`loginEmail` for the reclaim tab's email). */
export type FieldErrors = Record<string, string>;

export function useAccessFlow(config: AccessConfig, request: ModalRequest) {
  const fields = config.fields;
  const [tab, setTab] = useState<AccessTab>(request.tab);
  const [outcome, setOutcome] = useState<Outcome | null>(request.outcome ?? null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const setValue = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const switchTab = (next: AccessTab) => {
    setTab(next);
    setErrors({});
    setFormError(null);
  };

  async function submitRequest() {
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
      const next: FieldErrors = {};
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

  async function submitLogin() {
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
        setValue('email', parsed.data.email);
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

  async function extend(target: Extract<Outcome, { kind: 'expired' }>) {
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

  return { tab, switchTab, outcome, busy, errors, formError, extendError, values, setValue, loginEmail, setLoginEmail, submitRequest, submitLogin, extend };
}
