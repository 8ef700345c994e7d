/**
 * TPRM partners (visitor spec §3 "TPRM partner": id, name, domain): the third-party risk management tools an
 * account member may send the trust center's data to ("Send data to TPRM", shown when the customization enables
 * it and at least one partner is listed). The list is saved to the draft as a whole and goes live on publish.
 */
import { useState } from 'react';
import type { TprmPartner } from '../../../content/schemas/engagement.ts';
import { saveTprmPartners } from './api.ts';
import { Notice, useWrite } from '../../ui/form.tsx';

type Row = { id?: string; name: string; domain: string; key: number };

export function TprmPartnersSettings({ partners, enabled, canEdit }: { partners: TprmPartner[]; enabled: boolean; canEdit: boolean }) {
  const [rows, setRows] = useState<Row[]>(() => partners.map((p, i) => ({ ...p, key: i })));
  const { busy, error, run } = useWrite();
  const [saved, setSaved] = useState(false);

  const update = (key: number, change: Partial<Row>) => {
    setSaved(false);
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  async function save() {
    setSaved(false);
    const done = await run(async () => {
      const { partners: stored } = await saveTprmPartners(rows.map(({ id, name, domain }) => ({ ...(id ? { id } : {}), name, domain })));
      setRows(stored.map((p, i) => ({ ...p, key: i })));
    });
    if (done) setSaved(true);
  }

  // Every failing field at once (an empty new row shows both its name and its domain error).
  const rowError = (index: number, field: string) => {
    const path = `partners.${index}.${field}`;
    return error?.issues.find((issue) => issue.path === path)?.message ?? (error?.path === path ? error.message : undefined);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm opacity-70">
        Account members can send your trust center data to these tools with a single-use token (valid 24 hours).
        {enabled ? '' : ' Turn on "Send data to TPRM" in Customization to show it to them.'}
      </p>
      <ul className="flex flex-col gap-2" aria-label="TPRM partners">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-start gap-2">
            <label className="flex flex-col text-sm">
              Partner name
              <input
                className="input input-sm"
                value={row.name}
                disabled={!canEdit}
                aria-invalid={rowError(index, 'name') ? true : undefined}
                onChange={(e) => update(row.key, { name: e.target.value })}
              />
              {rowError(index, 'name') && <span className="text-error text-xs">{rowError(index, 'name')}</span>}
            </label>
            <label className="flex flex-col text-sm">
              Domain
              <input
                className="input input-sm"
                value={row.domain}
                disabled={!canEdit}
                aria-invalid={rowError(index, 'domain') ? true : undefined}
                onChange={(e) => update(row.key, { domain: e.target.value })}
              />
              {rowError(index, 'domain') && <span className="text-error text-xs">{rowError(index, 'domain')}</span>}
            </label>
            {canEdit && (
              <button
                type="button"
                className="btn btn-ghost btn-sm mt-5"
                aria-label={`Remove ${row.name || 'partner'}`}
                onClick={() => {
                  setSaved(false);
                  setRows((list) => list.filter((r) => r.key !== row.key));
                }}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p className="text-sm opacity-70">No partners yet.</p>}
      {error && !error.path.match(/^partners\.\d+\.(name|domain)$/) && <Notice kind="error">{error.message}</Notice>}
      {saved && <Notice kind="success">Partners saved to the draft. Publish to make them live.</Notice>}
      {canEdit && (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              setSaved(false);
              setRows((list) => [...list, { name: '', domain: '', key: Math.max(-1, ...list.map((r) => r.key)) + 1 }]);
            }}
          >
            Add partner
          </button>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save()}>
            Save partners
          </button>
        </div>
      )}
    </div>
  );
}
