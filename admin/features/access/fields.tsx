/** The fields the access forms share: an account's name and domains, its permission profile, its access period. */
import type { AccessData } from './api.ts';

/** A one-line text field; `secret`: a password input the browser does not fill in. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  secret = false,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  secret?: boolean;
}) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend">{label}</span>
      <input
        type={secret ? 'password' : undefined}
        className="input input-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete={secret ? 'new-password' : undefined}
      />
    </label>
  );
}

/** The permission profiles to choose from (`empty`: a first option for none, e.g. "First profile"). */
export function ProfileSelect({
  label = 'Permission profile',
  profiles,
  value,
  onChange,
  empty,
}: {
  label?: string;
  profiles: AccessData['permissionProfiles'];
  value: string;
  onChange(id: string): void;
  empty?: string;
}) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend">{label}</span>
      <select className="select select-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Access until": a day (`yyyy-mm-dd`), or empty for no end. */
export function AccessUntilField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend">Access until</span>
      <input type="date" className="input input-sm" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="label gap-2">
      <input type="checkbox" className="checkbox checkbox-sm" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
