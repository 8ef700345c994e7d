/**
 * Staff and roles (admin spec §6), for admins: each member with role and the permissions it grants
 * (statuspage:edit, assets:edit, files:view, files:download); add someone, change a role, remove someone.
 */
import { useEffect, useState } from 'react';
import type { StaffMember } from '../../../content/contracts/settings.ts';
import { ROLES, type Permission, type Role } from '../../../content/schemas/staff.ts';
import { messageOf } from '../../api.ts';
import { listStaff, putStaff, removeStaff } from './api.ts';
import { Field, Notice } from '../../ui/form.tsx';

type Member = StaffMember;

export function StaffSettings() {
  const [staff, setStaff] = useState<Member[] | null>(null);
  const [roles, setRoles] = useState<Record<Role, Permission[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({ email: '', name: '', role: 'viewer' as Role });

  const load = async () => {
    try {
      const data = await listStaff();
      setStaff(data.staff);
      setRoles(data.roles);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {roles && (
        <table className="table table-sm" aria-label="Roles and permissions">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Permissions</th>
            </tr>
          </thead>
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
      {error && <Notice kind="error">{error}</Notice>}
      {staff && (
        <table className="table" aria-label="Staff">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
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
        <Field label="New staff role">
          {(id) => (
            <select id={id} className="select select-sm" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-sm">
          Add staff
        </button>
      </form>
    </div>
  );
}
