/** The fields the access forms share: an account's name and domains, its permission profile, its access period. */
import { Field, SelectField } from '../../ui/form.tsx';
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
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={secret ? 'password' : undefined}
          className="input input-sm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete={secret ? 'new-password' : undefined}
        />
      )}
    </Field>
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
  return <SelectField label={label} options={profiles.map((p) => ({ value: p.id, label: p.name }))} value={value} onChange={onChange} empty={empty} />;
}

/** "Access until": a day (`yyyy-mm-dd`), or empty for no end. */
export function AccessUntilField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Field label="Access until">
      {(id) => <input id={id} type="date" className="input input-sm" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
