/**
 * Customization settings (visitor spec §3 "Customization"): portal title and whether it shows, mailboxes, public
 * access level, the security review banner, Contact support and Report issue actions, scripts and the cookie
 * banner, the access request form's fields, the welcome modal, "Built on" branding and the feature toggles.
 * Saved as a whole (`PUT /api/admin/settings/customization`); the edge prefixes https:// where needed.
 */
import { useEffect, useState } from 'react';
import { COOKIE_BANNER_TYPES, PUBLIC_ACCESS_LEVELS, type Customization } from '../../../content/schemas/customization.ts';
import { removeBanner, saveCustomization, uploadBanner } from './api.ts';
import { Field, FilePicker, FormError, Notice, SelectField, useWrite } from '../../ui/form.tsx';
import { diffPatch } from '../../../content/merge-patch.ts';

type Toggle = 'subscriptionsEnabled' | 'commentsEnabled' | 'questionnairesEnabled' | 'bulkDownloadEnabled' | 'tprmEnabled' | 'shareEnabled';
const TOGGLES: [Toggle, string][] = [
  ['subscriptionsEnabled', 'Subscriptions to updates'],
  ['shareEnabled', 'Share controls'],
  ['commentsEnabled', 'Comments'],
  ['questionnairesEnabled', 'Questionnaires'],
  ['bulkDownloadEnabled', 'Bulk download'],
  ['tprmEnabled', 'Send data to TPRM'],
];
const ACCESS_LABELS: Record<string, string> = { Full: 'Full: public content without login', PublicContentOnly: 'Public content only', Minimal: 'Minimal' };
const ACCESS_OPTIONS = PUBLIC_ACCESS_LEVELS.map((l) => ({ value: l, label: ACCESS_LABELS[l] ?? l }));
const COOKIE_BANNER_OPTIONS = COOKIE_BANNER_TYPES.map((t): { value: string; label: string } => ({ value: t, label: t }));
const REVIEW_BANNER_OPTIONS: { value: Customization['securityReviewBanner']; label: string }[] = [
  { value: 'default', label: 'Shown' },
  { value: 'none', label: 'None' },
];
const FIELD_LABELS: Record<string, string> = {
  customCheckbox: 'Custom checkbox',
  countriesDropdown: 'Country',
  relationshipDropdown: 'Relationship',
  jobTitleTextField: 'Job title',
  pointOfContactField: 'Point of contact',
  accountMemberRequestProducts: 'Products',
};

/** Paths whose message shows next to their field; any other failure shows under the form. */
const FIELD_PATHS = ['supportMailbox', 'securityMailbox', 'contactSupport.supportUrl', 'reportIssue.reportUrl', 'scripts.cookie_banner.type'];

/** A text field of the form; `path` names the failure whose message shows under it. */
interface TextInput {
  label: string;
  value: string;
  onChange(value: string): void;
  path?: string;
  type?: 'email';
}

/** Text fields from a list, each a {@link Field} with its message; `size` is the inputs' size class. */
function TextInputs({ inputs, fieldError, size = '' }: { inputs: TextInput[]; fieldError(path: string): string | undefined; size?: string }) {
  return inputs.map((input) => (
    <Field key={input.label} label={input.label} error={input.path ? fieldError(input.path) : undefined}>
      {(id, describedBy) => (
        <input
          id={id}
          aria-describedby={describedBy}
          type={input.type}
          className={`input ${size} w-full`}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
        />
      )}
    </Field>
  ));
}

function Check({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange(v: boolean): void; disabled?: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="toggle toggle-sm" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/**
 * The banner image (1280×350, png, jpeg or svg, at most 1MB): uploaded at once, then made the banner
 * (`PUT /api/admin/settings/banner`); needs assets:edit.
 */
function BannerField({ customization, orgId, canEdit }: { customization: Customization; orgId: string; canEdit: boolean }) {
  const { busy, error, run } = useWrite();
  const banner = customization.banner;

  return (
    <fieldset disabled={!canEdit || busy} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Banner</legend>
      {banner ? (
        <img
          src={`/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(banner.assetId)}?v=${customization.revision}`}
          alt="Banner preview"
          className="max-h-32 w-auto self-start rounded-box object-contain"
        />
      ) : (
        <p className="text-sm text-base-content/70">No banner</p>
      )}
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <FilePicker label="Banner image" accept="image/png,image/jpeg,image/svg+xml" onFile={(file) => void run(() => uploadBanner(file))} />
          {banner && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void run(removeBanner)}>
              Remove banner
            </button>
          )}
        </div>
      )}
      <p className="text-xs text-base-content/60">1280 × 350 px; png, jpeg or svg; max 1MB</p>
      <FormError error={error?.message} />
    </fieldset>
  );
}

export function CustomizationSettings({
  customization,
  canEdit,
  orgId,
  canEditAssets = false,
}: {
  customization: Customization;
  canEdit: boolean;
  orgId: string;
  canEditAssets?: boolean;
}) {
  const [form, setForm] = useState(customization);
  const { busy: saving, error, run, fieldError } = useWrite();
  const [saved, setSaved] = useState(false);
  useEffect(() => setForm(customization), [customization]);
  const set = (patch: Partial<Customization>) => {
    setSaved(false);
    setForm({ ...form, ...patch });
  };
  const cookie = form.scripts.cookie_banner;
  const setCookie = (patch: Partial<typeof cookie>) => set({ scripts: { ...form.scripts, cookie_banner: { ...cookie, ...patch } } });
  const dirty = JSON.stringify(form) !== JSON.stringify(customization);

  const mailboxes: TextInput[] = [
    { label: 'Support mailbox', type: 'email', path: 'supportMailbox', value: form.supportMailbox, onChange: (supportMailbox) => set({ supportMailbox }) },
    { label: 'Security mailbox', type: 'email', path: 'securityMailbox', value: form.securityMailbox, onChange: (securityMailbox) => set({ securityMailbox }) },
  ];
  const scripts: TextInput[] = (['gtm', 'gtag', 'google_ua', 'hubspot', 'intercom'] as const).map((k) => ({
    label: `Script: ${k}`,
    value: form.scripts[k],
    onChange: (value) => set({ scripts: { ...form.scripts, [k]: value } }),
  }));
  const cookieScript: TextInput[] = [
    { label: 'Cookie script path', value: cookie.cookie_script_path, onChange: (cookie_script_path) => setCookie({ cookie_script_path }) },
    { label: 'Cookiebot id', value: cookie.cbid, onChange: (cbid) => setCookie({ cbid }) },
  ];
  const pages: TextInput[] = [
    {
      label: 'Welcome modal target',
      value: form.welcomeModal.redirectUrl,
      onChange: (redirectUrl) => set({ welcomeModal: { ...form.welcomeModal, redirectUrl } }),
    },
    { label: 'Terms of service page', value: form.termsUrl, onChange: (termsUrl) => set({ termsUrl }) },
    { label: 'Privacy policy page', value: form.privacyUrl, onChange: (privacyUrl) => set({ privacyUrl }) },
  ];

  async function save() {
    // Only the fields changed in this form: a field saved meanwhile elsewhere keeps its value.
    if (await run(() => saveCustomization(diffPatch(customization, form)))) setSaved(true);
  }

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <TextInputs inputs={[{ label: 'Portal title', value: form.portalTitle, onChange: (portalTitle) => set({ portalTitle }) }]} fieldError={fieldError} />
        <div className="flex items-end">
          <Check label="Show portal title" checked={form.showPortalTitle} onChange={(v) => set({ showPortalTitle: v })} />
        </div>
        <TextInputs inputs={mailboxes} fieldError={fieldError} />
        <SelectField
          label="Public access level"
          options={ACCESS_OPTIONS}
          value={form.publicAccessLevel}
          onChange={(publicAccessLevel) => set({ publicAccessLevel })}
          className="select w-full"
        />
        <SelectField
          label="Security review banner"
          options={REVIEW_BANNER_OPTIONS}
          value={form.securityReviewBanner}
          onChange={(securityReviewBanner) => set({ securityReviewBanner })}
          className="select w-full"
        />
      </fieldset>

      <BannerField customization={customization} orgId={orgId} canEdit={canEditAssets} />

      {(['contactSupport', 'reportIssue'] as const).map((key) => {
        const action = form[key];
        const urlKey = key === 'contactSupport' ? 'supportUrl' : 'reportUrl';
        const label = key === 'contactSupport' ? 'Contact support' : 'Report issue';
        return (
          <fieldset key={key} disabled={!canEdit} className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-1 font-medium">{label}</legend>
            <Check label={`${label} enabled`} checked={action.enabled} onChange={(v) => set({ [key]: { ...action, enabled: v } } as Partial<Customization>)} />
            <Field label={`${label} action`}>
              {(id) => (
                <select
                  id={id}
                  className="select select-sm w-full"
                  value={action.onClickAction}
                  onChange={(e) => set({ [key]: { ...action, onClickAction: e.target.value } } as Partial<Customization>)}
                >
                  <option value="send-email">Send an email</option>
                  <option value="direct-to-site">Direct to a site</option>
                </select>
              )}
            </Field>
            <Field label={`${label} site`} error={fieldError(`${key}.${urlKey}`)}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  className="input input-sm w-full"
                  value={(action as Record<string, unknown>)[urlKey] as string}
                  onChange={(e) => set({ [key]: { ...action, [urlKey]: e.target.value } } as Partial<Customization>)}
                />
              )}
            </Field>
          </fieldset>
        );
      })}

      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-medium">Scripts and cookie banner</legend>
        <TextInputs inputs={scripts} fieldError={fieldError} size="input-sm" />
        <Check label="Show cookie banner" checked={cookie.show} onChange={(show) => setCookie({ show })} />
        <SelectField
          label="Cookie banner type"
          error={fieldError('scripts.cookie_banner.type')}
          options={COOKIE_BANNER_OPTIONS}
          value={cookie.type}
          onChange={(type) => setCookie({ type })}
          className="select select-sm w-full"
        />
        <TextInputs inputs={cookieScript} fieldError={fieldError} size="input-sm" />
      </fieldset>

      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 font-medium">Access request fields</legend>
        {(Object.keys(form.accessRequestFields) as (keyof Customization['accessRequestFields'])[]).map((k) => {
          const f = form.accessRequestFields[k];
          const setField = (patch: Partial<typeof f>) => set({ accessRequestFields: { ...form.accessRequestFields, [k]: { ...f, ...patch } } });
          return (
            <div key={k} className="flex flex-col gap-1 rounded-box border border-base-300 p-2">
              <Check label={`Ask for: ${FIELD_LABELS[k] ?? k}`} checked={f.enabled} onChange={(v) => setField({ enabled: v })} />
              <Field label={`Label of ${FIELD_LABELS[k] ?? k}`}>
                {(id) => <input id={id} className="input input-xs w-full" value={f.label} onChange={(e) => setField({ label: e.target.value })} />}
              </Field>
              {'required' in f && <Check label="Required" checked={Boolean(f.required)} onChange={(v) => setField({ required: v } as Partial<typeof f>)} />}
            </div>
          );
        })}
      </fieldset>

      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-medium">Welcome and branding</legend>
        <Check label="Welcome modal" checked={form.welcomeModal.enabled} onChange={(v) => set({ welcomeModal: { ...form.welcomeModal, enabled: v } })} />
        <TextInputs inputs={pages} fieldError={fieldError} size="input-sm" />
        <Check label="Hide “Built on” branding" checked={form.disablePoweredBy} onChange={(v) => set({ disablePoweredBy: v })} />
      </fieldset>

      <fieldset disabled={!canEdit} className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-1 font-medium">Features</legend>
        {TOGGLES.map(([k, label]) => (
          <Check key={k} label={label} checked={form[k]} onChange={(v) => set({ [k]: v } as Partial<Customization>)} />
        ))}
      </fieldset>

      {error && !FIELD_PATHS.includes(error.path) && <Notice kind="error">{error.message}</Notice>}
      {saved && <Notice kind="success">Customization saved. Publish to make it live.</Notice>}
      {canEdit && (
        <button type="submit" className="btn btn-primary self-start" disabled={!dirty || saving}>
          Save customization
        </button>
      )}
    </form>
  );
}
