/**
 * "Expiring soon": items and documents (certificates, reports) whose expiry date falls within the chosen number of
 * days, and those that have expired, with their staff owners — who are emailed 30 days before and every 7 days
 * until the date is renewed or passes. Staff with statuspage:edit assign owners and set a document's date.
 * A self-contained section of the admin.
 */
import { useId, useState } from 'react';
import { DEFAULT_EXPIRING_WITHIN_DAYS, type ExpiringEntry } from '../../../content/contracts/questionnaire-assist.ts';
import { listExpiring, setExpiring, type StaffMember } from './api.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';
import { SelectField, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { formatShortDate } from '../../../content/dates.ts';

const WINDOWS = [30, 60, 90, 365].map((days) => ({ value: String(days), label: `${days} days` }));

function when(entry: ExpiringEntry): string {
  if (entry.expired) return `Expired ${-entry.daysLeft} day${entry.daysLeft === -1 ? '' : 's'} ago`;
  if (entry.daysLeft === 0) return 'Expires today';
  return `Expires in ${entry.daysLeft} day${entry.daysLeft === 1 ? '' : 's'}`;
}

export function ExpiringPanel({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const [within, setWithin] = useState(DEFAULT_EXPIRING_WITHIN_DAYS);
  const { data, error: loadError, reload } = useLoad(listExpiring, within);
  const entries = data?.entries;
  const staff = data?.staff ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  const write = useWrite();
  const error = write.error?.message ?? loadError;

  async function save(entry: ExpiringEntry, owners: string[], expiry?: string) {
    const saved = await write.run(async () => {
      await setExpiring(entry, owners, expiry);
      if (expiry !== undefined) await reloadAfterWrite();
    });
    if (!saved) return;
    setEditing(null);
    await reload();
  }

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow" id="expiring">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="card-title">
            Expiring soon
          </h2>
          <SelectField label="Within" inline options={WINDOWS} value={String(within)} onChange={(days) => setWithin(Number(days))} />
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
          <div className="relative overflow-x-auto">
            <table className="table table-sm" aria-label="Expiring items and documents">
              <TableHead columns={['Item or document', 'Expiry', 'Owners', 'Last reminder', canEdit && 'Actions']} />
              <tbody>
                {entries.map((entry) => (
                  <tr key={`${entry.type}:${entry.id}`}>
                    <th scope="row" className="font-normal">
                      {entry.title}
                      <div className="text-xs text-base-content/60">{entry.type === 'item' ? 'Item' : 'Document'}</div>
                    </th>
                    <td>
                      <div className="whitespace-nowrap">{entry.expiry}</div>
                      <span
                        className={`badge badge-sm whitespace-nowrap ${entry.expired ? 'badge-error' : entry.daysLeft <= 30 ? 'badge-warning' : 'badge-ghost'}`}
                      >
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
          </div>
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
