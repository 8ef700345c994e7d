/**
 * Access settings (admins): auto-approval (never / if conditions / always) and its conditions, free-mail and
 * blocked domains, the default access period and permission profile, the clickwrap NDA (required unless the
 * account has one on file; its Markdown text, versioned), staff notifications, the signed webhook, and BYOID.
 */
import { useState, type FormEvent } from 'react';
import { diffPatch } from '../../../content/merge-patch.ts';
import { loadNda, saveNda, saveSettings, type AccessData, type AccessSettings } from './api.ts';
import { ProfileSelect, TextField } from './fields.tsx';
import { CheckField, Field, FormError, Notice, SelectField, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';

/** After a secret's label when one is stored: the edge never sends it back. */
const KEEP_SECRET = ' (set; leave empty to keep)';

const PAYLOADS: { value: AccessSettings['webhook']['format']; label: string }[] = [
  { value: 'json', label: 'JSON' },
  { value: 'slack', label: 'Slack message' },
];

const MODES: { value: AccessSettings['autoApproval']; label: string }[] = [
  { value: 'never', label: 'Never: staff decide every request' },
  { value: 'conditions', label: 'If conditions are met' },
  { value: 'always', label: 'Always' },
];

export function AccessSettingsForm({ data, canEdit, onChange }: { data: AccessData; canEdit: boolean; onChange: () => Promise<void> }) {
  const [s, setS] = useState<AccessSettings>(data.settings);
  // What the edge last answered: the save sends only what differs from it, so a field changed meanwhile elsewhere
  // (another admin's tab) is not written back with this form's older value.
  const [loaded, setLoaded] = useState<AccessSettings>(data.settings);
  const [blocked, setBlocked] = useState(data.settings.blockedDomains.join('\n'));
  const [staffEmails, setStaffEmails] = useState(data.settings.staffNotificationEmails.join('\n'));
  const settingsWrite = useWrite();
  const [settingsSaved, setSettingsSaved] = useState(false);
  const [ndaText, setNdaText] = useState('');
  // The stored NDA (its version shows in the label); its text fills the field once, when the form opens.
  const {
    data: nda,
    error: ndaLoadError,
    setData: setNda,
  } = useLoad(async () => {
    const stored = await loadNda();
    setNdaText(stored.text);
    return stored;
  });
  const ndaWrite = useWrite();
  const [ndaSaved, setNdaSaved] = useState<number | null>(null);

  const update = (patch: Partial<AccessSettings>) => setS((prev) => ({ ...prev, ...patch }));
  const lines = (text: string) =>
    text
      .split(/[\s,]+/)
      .map((l) => l.trim())
      .filter(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSettingsSaved(false);
    const done = await settingsWrite.run(async () => {
      const plain = (settings: AccessSettings) => {
        const { secretSet: _w, ...webhook } = settings.webhook;
        const { sharedSecretSet: _b, ...byoid } = settings.byoid;
        return { ...settings, webhook, byoid };
      };
      const next = { ...plain(s), blockedDomains: lines(blocked), staffNotificationEmails: lines(staffEmails) };
      const saved = await saveSettings(diffPatch(plain(loaded), next));
      setS(saved.settings);
      setLoaded(saved.settings);
      setSettingsSaved(true);
      await onChange();
    });
    if (!done) setSettingsSaved(false);
  }

  async function submitNda(event: FormEvent) {
    event.preventDefault();
    setNdaSaved(null);
    await ndaWrite.run(async () => {
      const saved = await saveNda(ndaText);
      setNda(saved);
      setNdaSaved(saved.version);
    });
  }

  return (
    <div className="space-y-4">
      {!canEdit && <p className="text-sm opacity-70">Only admins change the access settings.</p>}
      <form onSubmit={(e) => void submit(e)} aria-label="Access settings" className="space-y-3">
        <fieldset className="fieldset" disabled={!canEdit}>
          <legend className="fieldset-legend">Auto-approval</legend>
          {MODES.map((m) => (
            <label key={m.value} className="label gap-2">
              <input
                type="radio"
                className="radio radio-sm"
                name="autoApproval"
                checked={s.autoApproval === m.value}
                onChange={() => update({ autoApproval: m.value })}
              />
              {m.label}
            </label>
          ))}
          {s.autoApproval === 'conditions' && (
            <div className="ml-6 space-y-1">
              <CheckField
                label="The email domain matches an account's domains"
                checked={s.conditions.domainMatchesAccount}
                onChange={(on) => update({ conditions: { ...s.conditions, domainMatchesAccount: on } })}
              />
              <CheckField
                label="Decline requests that match no account"
                checked={s.conditions.declineUnmatched}
                onChange={(on) => update({ conditions: { ...s.conditions, declineUnmatched: on } })}
              />
            </div>
          )}
        </fieldset>
        <fieldset className="fieldset" disabled={!canEdit}>
          <legend className="fieldset-legend">Who may ask</legend>
          <CheckField label="Block free-mail providers" checked={s.blockFreeMail} onChange={(on) => update({ blockFreeMail: on })} />
          <Field label="Blocked domains (one per line)">
            {(id) => <textarea id={id} className="textarea w-full" rows={3} value={blocked} onChange={(e) => setBlocked(e.target.value)} />}
          </Field>
        </fieldset>
        <fieldset className="fieldset grid gap-2 sm:grid-cols-2" disabled={!canEdit}>
          <legend className="fieldset-legend">New access</legend>
          <Field label="Default access period (days, 0 = no expiry)">
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                max={3650}
                className="input input-sm"
                value={s.defaultAccessDays}
                onChange={(e) => update({ defaultAccessDays: Number(e.target.value) })}
              />
            )}
          </Field>
          <ProfileSelect
            label="Default permission profile"
            profiles={data.permissionProfiles}
            value={s.defaultPermissionProfileId}
            onChange={(defaultPermissionProfileId) => update({ defaultPermissionProfileId })}
            empty="First profile"
          />
          <CheckField label="Require the NDA (unless the account has one on file)" checked={s.ndaRequired} onChange={(on) => update({ ndaRequired: on })} />
        </fieldset>
        <fieldset className="fieldset" disabled={!canEdit}>
          <legend className="fieldset-legend">Notifications</legend>
          <CheckField label="Email staff about new requests" checked={s.notifyStaff} onChange={(on) => update({ notifyStaff: on })} />
          <Field label="Staff emails (one per line; empty = all admins and editors)">
            {(id) => <textarea id={id} className="textarea w-full" rows={2} value={staffEmails} onChange={(e) => setStaffEmails(e.target.value)} />}
          </Field>
          <div className="grid gap-2 sm:grid-cols-3">
            <TextField label="Webhook URL" value={s.webhook.url} onChange={(url) => update({ webhook: { ...s.webhook, url } })} />
            <TextField
              label={`Signing secret${s.webhook.secretSet ? KEEP_SECRET : ''}`}
              secret
              value={s.webhook.secret}
              onChange={(secret) => update({ webhook: { ...s.webhook, secret } })}
            />
            <SelectField label="Payload" options={PAYLOADS} value={s.webhook.format} onChange={(format) => update({ webhook: { ...s.webhook, format } })} />
          </div>
        </fieldset>
        <fieldset className="fieldset grid gap-2 sm:grid-cols-2" disabled={!canEdit}>
          <legend className="fieldset-legend">Bring your own identity</legend>
          <CheckField
            label="Accept sign-ins from our identity provider"
            className="label gap-2 sm:col-span-2"
            checked={s.byoid.enabled}
            onChange={(enabled) => update({ byoid: { ...s.byoid, enabled } })}
          />
          <TextField label="JWKS URL" value={s.byoid.jwksUrl} onChange={(jwksUrl) => update({ byoid: { ...s.byoid, jwksUrl } })} />
          <TextField
            label={`Shared secret${s.byoid.sharedSecretSet ? KEEP_SECRET : ''}`}
            secret
            value={s.byoid.sharedSecret}
            onChange={(sharedSecret) => update({ byoid: { ...s.byoid, sharedSecret } })}
          />
          <TextField label="Issuer" value={s.byoid.issuer} onChange={(issuer) => update({ byoid: { ...s.byoid, issuer } })} />
          <TextField label="Audience" value={s.byoid.audience} onChange={(audience) => update({ byoid: { ...s.byoid, audience } })} />
        </fieldset>
        <FormError error={settingsWrite.error?.message} />
        {settingsSaved && <Notice kind="success">Access settings saved.</Notice>}
        {canEdit && <SubmitButton busy={settingsWrite.busy}>Save access settings</SubmitButton>}
      </form>
      <form onSubmit={(e) => void submitNda(e)} aria-label="NDA text" className="space-y-2">
        <Field label={`NDA text (Markdown)${nda ? ` — version ${nda.version}` : ''}`}>
          {(id) => (
            <textarea
              id={id}
              className="textarea w-full font-mono text-sm"
              rows={8}
              value={ndaText}
              readOnly={!canEdit}
              onChange={(e) => setNdaText(e.target.value)}
            />
          )}
        </Field>
        <FormError error={ndaWrite.error?.message ?? ndaLoadError} />
        {ndaSaved !== null && <Notice kind="success">{`NDA saved as version ${ndaSaved}.`}</Notice>}
        {canEdit && (
          <SubmitButton busy={ndaWrite.busy} className="btn btn-sm">
            Save NDA text
          </SubmitButton>
        )}
      </form>
    </div>
  );
}
