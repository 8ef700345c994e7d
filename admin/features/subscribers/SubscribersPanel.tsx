/**
 * Subscribers of the trust center updates, and the addresses and domains blocked from subscribing
 * (`/api/admin/subscribers`, `/api/admin/subscription-blocks`). Staff with statuspage:edit add and lift blocks.
 */
import { useId, useState, type FormEvent } from 'react';
import { Field, SubmitButton, useWrite } from '../../ui/form.tsx';
import { Loading, useLoad } from '../../ui/load.tsx';
import { ScrollRegion, TableHead } from '../../ui/Table.tsx';
import { addBlock, listBlocks, listSubscribers, removeBlock, type Subscriber } from './api.ts';
import { formatShortDate } from '../../../content/dates.ts';

const STATUS_BADGES: Record<Subscriber['status'], string> = { confirmed: 'badge-success', pending: 'badge-warning', unsubscribed: 'badge-ghost' };

async function readLists() {
  const [s, b] = await Promise.all([listSubscribers(), listBlocks()]);
  return { subscribers: s.subscribers, blocks: b.blocks };
}

export function SubscribersPanel({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const { data, error: loadError, reload: load } = useLoad(readLists);
  const subscribers = data?.subscribers ?? null;
  const blocks = data?.blocks ?? null;
  const [pattern, setPattern] = useState('');
  // Adding and lifting a block: one write at a time, its failure under the field.
  const { busy, error, run } = useWrite();
  const formError = error?.message;

  function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      await addBlock(pattern);
      setPattern('');
      await load();
    });
  }

  function unblock(value: string) {
    void run(async () => {
      await removeBlock(value);
      await load();
    });
  }

  const confirmed = subscribers?.filter((s) => s.status === 'confirmed').length ?? 0;

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          Subscribers
        </h2>
        {loadError && (
          <div role="alert" className="alert alert-error">
            <span>{loadError}</span>
          </div>
        )}

        <div>
          <h3 className="mb-2 font-medium">Blocked from subscribing</h3>
          {blocks && blocks.length === 0 && <p className="text-sm opacity-70">No address or domain is blocked.</p>}
          {blocks && blocks.length > 0 && (
            <ul className="flex flex-col divide-y divide-base-200">
              {blocks.map((b) => (
                <li key={b.pattern} className="flex items-center justify-between gap-2 py-1">
                  <span>
                    <span className="font-mono text-sm">{b.pattern}</span>{' '}
                    <span className="badge badge-sm badge-ghost">{b.kind === 'domain' ? 'Domain' : 'Email'}</span>
                  </span>
                  {canEdit && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={busy}
                      aria-label={`Unblock ${b.pattern}`}
                      onClick={() => unblock(b.pattern)}
                    >
                      Unblock
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <form onSubmit={block} noValidate className="mt-3 flex flex-wrap items-start gap-2">
              <Field label="Email or domain to block" error={formError}>
                {(id, describedBy) => (
                  <input
                    id={id}
                    className={`input input-sm w-80 ${formError ? 'input-error' : ''}`}
                    placeholder="jane@example.com or example.com"
                    value={pattern}
                    onChange={(event) => setPattern(event.target.value)}
                    aria-invalid={formError ? true : undefined}
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
              <SubmitButton busy={busy} className="btn btn-sm mt-6">
                Block
              </SubmitButton>
            </form>
          )}
          <p className="mt-2 text-xs opacity-70">
            A blocked domain also covers its subdomains. Blocked addresses cannot subscribe or confirm, and receive no updates.
          </p>
        </div>

        <div>
          <h3 className="mb-2 font-medium">Subscribers {subscribers && <span className="text-sm font-normal opacity-70">({confirmed} confirmed)</span>}</h3>
          {subscribers === null && !loadError && <Loading className="loading-sm" />}
          {subscribers && subscribers.length === 0 && <p className="text-sm opacity-70">Nobody has subscribed yet.</p>}
          {subscribers && subscribers.length > 0 && (
            <ScrollRegion label="Subscribers table" className="max-h-96 overflow-auto">
              <table className="table table-sm">
                <TableHead columns={['Email', 'Status', 'Source', 'Subscribed']} />
                <tbody>
                  {subscribers.map((s) => (
                    <tr key={s.email}>
                      <td className="break-all">{s.email}</td>
                      <td>
                        <span className={`badge badge-sm ${STATUS_BADGES[s.status]}`}>{s.status}</span>
                      </td>
                      <td>{s.source}</td>
                      <td>{formatShortDate(s.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
      </div>
    </section>
  );
}
