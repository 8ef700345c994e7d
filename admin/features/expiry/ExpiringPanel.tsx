/**
 * "Expiring soon": items and documents (certificates, reports) whose expiry date falls within the chosen number of
 * days, and those that have expired, with their staff owners — who are emailed 30 days before and every 7 days
 * until the date is renewed or passes. Staff with statuspage:edit assign owners and set a document's date.
 * A self-contained section of the admin.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { DEFAULT_EXPIRING_WITHIN_DAYS, type ExpiringEntry } from '../../../content/contracts/questionnaire-assist.ts';
import { messageOf } from '../../api.ts';
import { listExpiring, setExpiring, type StaffMember } from './api.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';
import { formatShortDate } from '../../../content/dates.ts';

const WINDOWS = [30, 60, 90, 365];

function when(entry: ExpiringEntry): string {
  if (entry.expired) return `Expired ${-entry.daysLeft} day${entry.daysLeft === -1 ? '' : 's'} ago`;
  if (entry.daysLeft === 0) return 'Expires today';
  return `Expires in ${entry.daysLeft} day${entry.daysLeft === 1 ? '' : 's'}`;
}

export function ExpiringPanel({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const [within, setWithin] = useState(DEFAULT_EXPIRING_WITHIN_DAYS);
  const [entries, setEntries] = useState<ExpiringEntry[] | null>(null);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const body = await listExpiring(within);
      setEntries(body.entries);
      setStaff(body.staff);
      setError(null);
    } catch (err) {
      setError(messageOf(err));
    }
  }, [within]);
  useEffect(() => {
    void load();
  }, [load]);

  async function save(entry: ExpiringEntry, owners: string[], expiry?: string) {
    try {
      await setExpiring(entry, owners, expiry);
      if (expiry !== undefined) await reloadAfterWrite();
      setEditing(null);
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow" id="expiring">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="card-title">
            Expiring soon
          </h2>
          <label className="flex items-center gap-2 text-sm">
            Within
            <select className="select select-sm" value={within} onChange={(e) => setWithin(Number(e.target.value))}>
              {WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="text-sm text-base-content/70">
          Certificates, reports and documents with an expiry date. Their owners are emailed 30 days before the date and every 7 days until it is renewed; once
          it passes, visitors see them as expired.
        </p>
        {error && (
          <div role="alert" className="alert alert-error text-sm">
            {error}
          </div>
        )}
        {entries && entries.length === 0 && <p className="text-sm text-base-content/70">Nothing expires within {within} days.</p>}
        {entries && entries.length > 0 && (
          <table className="table table-sm" aria-label="Expiring items and documents">
            <thead>
              <tr>
                <th scope="col">Item or document</th>
                <th scope="col">Expiry</th>
                <th scope="col">Owners</th>
                <th scope="col">Last reminder</th>
                {canEdit && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.type}:${entry.id}`}>
                  <th scope="row" className="font-normal">
                    {entry.title}
                    <div className="text-xs text-base-content/60">{entry.type === 'item' ? 'Item' : 'Document'}</div>
                  </th>
                  <td>
                    <div>{entry.expiry}</div>
                    <span className={`badge badge-sm ${entry.expired ? 'badge-error' : entry.daysLeft <= 30 ? 'badge-warning' : 'badge-ghost'}`}>
                      {when(entry)}
                    </span>
                  </td>
                  <td>
                    {editing === `${entry.type}:${entry.id}` ? (
                      <OwnerEditor
                        entry={entry}
                        staff={staff}
                        onCancel={() => setEditing(null)}
                        onSave={(owners, expiry) => void save(entry, owners, expiry)}
                      />
                    ) : entry.owners.length ? (
                      entry.owners.join(', ')
                    ) : (
                      <span className="text-base-content/60">No owner</span>
                    )}
                  </td>
                  <td>{entry.lastReminderAt ? formatShortDate(entry.lastReminderAt) : '—'}</td>
                  {canEdit && (
                    <td>
                      {editing !== `${entry.type}:${entry.id}` && (
                        <button type="button" className="btn btn-xs" onClick={() => setEditing(`${entry.type}:${entry.id}`)}>
                          Edit<span className="sr-only"> owners of {entry.title}</span>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function OwnerEditor({
  entry,
  staff,
  onSave,
  onCancel,
}: {
  entry: ExpiringEntry;
  staff: StaffMember[];
  onSave(owners: string[], expiry?: string): void;
  onCancel(): void;
}) {
  const [owners, setOwners] = useState(entry.owners);
  const [expiry, setExpiry] = useState(entry.expiry);
  return (
    <fieldset className="flex flex-col gap-1" aria-label={`Owners of ${entry.title}`}>
      {staff.map((s) => (
        <label key={s.email} className="flex items-center gap-2 text-xs">
          <input
            type="checkbox"
            className="checkbox checkbox-xs"
            checked={owners.includes(s.email)}
            onChange={(e) => setOwners(e.target.checked ? [...owners, s.email] : owners.filter((o) => o !== s.email))}
          />
          {s.name ? `${s.name} (${s.email})` : s.email}
        </label>
      ))}
      <label className="flex flex-col gap-1 text-xs">
        Expiry date
        <input className="input input-xs w-32" placeholder="YYYY-MM-DD" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      </label>
      <span className="flex gap-1">
        <button type="button" className="btn btn-xs btn-primary" onClick={() => onSave(owners, expiry !== entry.expiry ? expiry : undefined)}>
          Save owners
        </button>
        <button type="button" className="btn btn-xs btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </span>
    </fieldset>
  );
}
