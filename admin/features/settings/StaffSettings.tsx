/**
 * Staff and roles (admin spec §6), for admins: each member with role and the permissions it grants
 * (statuspage:edit, assets:edit, files:view, files:download); add someone, change a role, remove someone.
 */
import { useState } from 'react';
import { ROLES, type Role } from '../../../content/schemas/staff.ts';
import { listStaff, putStaff, removeStaff } from './api.ts';
import { Field, FormError, SelectField, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));

export function StaffSettings() {
  const { data, error: loadError, reload } = useLoad(listStaff);
  const write = useWrite();
  const [form, setForm] = useState({ email: '', name: '', role: 'viewer' as Role });
  const staff = data?.staff;
  const roles = data?.roles;
  const error = write.error?.message ?? loadError;

  /** A change to the staff, then the list again. */
  const run = (action: () => Promise<unknown>) =>
    write.run(async () => {
      await action();
      await reload();
    });

  return (
    <div className="flex flex-col gap-4">
      {roles && (
        <table className="table table-sm" aria-label="Roles and permissions">
          <TableHead columns={['Role', 'Permissions']} />
          <tbody>
            {ROLES.map((r) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                <td>{roles[r].join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormError error={error} />
      {staff && (
        <table className="table" aria-label="Staff">
          <TableHead columns={['Email', 'Name', 'Role', 'Actions']} />
          <tbody>
            {staff.map((m) => (
              <tr key={m.id}>
                <th scope="row" className="font-normal">
                  {m.email}
                </th>
                <td>{m.name}</td>
                <td>
                  <select
                    aria-label={`Role of ${m.email}`}
                    className="select select-sm"
                    value={m.role}
                    onChange={(e) => void run(() => putStaff({ email: m.email, role: e.target.value }))}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => void run(() => removeStaff(m.email))}>
                    Remove<span className="sr-only"> {m.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await putStaff({ email: form.email, role: form.role, ...(form.name ? { name: form.name } : {}) });
            setForm({ email: '', name: '', role: 'viewer' });
          });
        }}
      >
        <Field label="New staff email">
          {(id) => <input id={id} type="email" className="input input-sm" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />}
        </Field>
        <Field label="New staff name">
          {(id) => <input id={id} className="input input-sm" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />}
        </Field>
        <SelectField label="New staff role" options={ROLE_OPTIONS} value={form.role} onChange={(role) => setForm({ ...form, role })} />
        <SubmitButton busy={write.busy} className="btn btn-sm">
          Add staff
        </SubmitButton>
      </form>
    </div>
  );
}
