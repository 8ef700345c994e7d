/**
 * Trusted-by editor (admin spec §3 "Trusted-by entry", §9 logos 56 px): companies from one of three sources — a
 * domain-based logo source (domain, logo, name), the company directory (companyId) or a custom name — in order,
 * with move up / move down / remove, each with the logo staff upload for it (a domain is never asked for its
 * icon). Changes stay in the form until Save.
 */
import { useState } from 'react';
import { trustedByLogo } from '../../../../../content/companies.ts';
import { MESSAGES } from '../../../../../content/messages.ts';
import type { TrustedByEntry } from '../../../../../content/schemas/trusted-by.ts';
import { deleteDraftRecord, newId, putDraftRecord } from '../../api.ts';
import { FormDialog } from '../../../../ui/FormDialog.tsx';
import { CompanyLogo, Field, useWrite } from '../../../../ui/form.tsx';
import { CompanySearch } from '../shared/CompanySearch.tsx';
import { logoSrc } from '../shared/companies.ts';
import { LogoField } from '../shared/LogoField.tsx';
import type { ContentEditor, ContentEditorContext, ContentEditorProps } from '../shared/content-editor.ts';

export const TRUSTED_BY_LOGO_SIZE = 56;

export interface TrustedByForm {
  entries: TrustedByEntry[];
}

type Source = TrustedByEntry['company']['source'];
const SOURCE_LABELS: Record<Source, string> = { domain: 'Logo from domain', directory: 'Company directory', custom: 'Custom name' };
const BARE_DOMAIN = /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i;

function nameOf(entry: TrustedByEntry): string {
  return entry.company.name || (entry.company.source === 'directory' ? entry.company.companyId : '');
}

function AddDialog({ orgId, onClose, onAdd }: { orgId: string; onClose(): void; onAdd(company: TrustedByEntry['company'], logo: string): void }) {
  const [source, setSource] = useState<Source>('domain');
  const [domain, setDomain] = useState('');
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const [directory, setDirectory] = useState<{ companyId: string; name: string } | null>(null);
  const [tried, setTried] = useState(false);
  const write = useWrite();
  const errors: Record<string, string> = {};
  if (source === 'domain') {
    if (!domain.trim()) errors.domain = MESSAGES.fieldRequired;
    else if (!BARE_DOMAIN.test(domain.trim())) errors.domain = MESSAGES.gradeDomainFormat.replace('{host}', 'example.com');
  }
  if (source !== 'directory' && !name.trim()) errors.name = MESSAGES.fieldRequired;
  if (source === 'directory' && !directory) errors.directory = MESSAGES.fieldRequired;
  const show = (key: string) => (tried ? errors[key] : undefined);

  const add = () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    if (source === 'domain') onAdd({ source, domain: domain.trim().toLowerCase(), logo: '', name: name.trim() }, logo);
    else if (source === 'directory') onAdd({ source, companyId: directory!.companyId, name: directory!.name }, logo);
    else onAdd({ source, name: name.trim() }, logo);
  };

  return (
    <FormDialog open title="Add company" onClose={onClose} write={write} onSave={add} saveLabel="Add">
      <div className="flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium">Source</legend>
          {(Object.keys(SOURCE_LABELS) as Source[]).map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input type="radio" className="radio radio-sm" name="trusted-by-source" checked={source === s} onChange={() => setSource(s)} />
              {SOURCE_LABELS[s]}
            </label>
          ))}
        </fieldset>
        {source === 'domain' && (
          <Field label="Domain" error={show('domain')}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                className="input w-full"
                placeholder="example.com"
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
              />
            )}
          </Field>
        )}
        {source === 'directory' && (
          <Field label="Company" error={show('directory')}>
            {(id, d) => (
              <CompanySearch
                id={id}
                describedBy={d}
                value={directory?.name ?? ''}
                own={[]}
                onSelect={(m) => setDirectory(m.origin === 'custom' ? null : { companyId: m.domain ?? m.name, name: m.name })}
              />
            )}
          </Field>
        )}
        {source !== 'directory' && (
          <Field label="Company name" error={show('name')}>
            {(id, d) => <input id={id} aria-describedby={d} className="input w-full" value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
        )}
        <LogoField orgId={orgId} name="" value={logo} onChange={setLogo} />
      </div>
    </FormDialog>
  );
}

function TrustedByList({ ctx, mode, value, onChange }: ContentEditorProps<TrustedByForm>) {
  const [adding, setAdding] = useState(false);
  const entries = value.entries;
  const orgId = ctx.session.organization.id;
  const move = (index: number, delta: number) => {
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(index + delta, 0, entry!);
    onChange({ entries: next.map((e, position) => ({ ...e, position })) });
  };
  // The entry's own logo replaces a domain source's older `company.logo` (so "Remove logo" removes it too).
  const setLogo = (id: string, logo: string) =>
    onChange({
      entries: entries.map((e) =>
        e.id === id ? ({ ...e, logo, company: e.company.source === 'domain' ? { ...e.company, logo: '' } : e.company } as TrustedByEntry) : e,
      ),
    });
  return (
    <div className="flex flex-col gap-3">
      {mode === 'view' ? (
        <ul className="flex flex-wrap items-center gap-4" aria-label="Trusted by">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col items-center gap-1 rounded-box border border-base-300 p-2">
              <CompanyLogo src={logoSrc(orgId, trustedByLogo(entry))} name={nameOf(entry)} size={TRUSTED_BY_LOGO_SIZE} />
              <span className="text-sm">{nameOf(entry)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col divide-y divide-base-200" aria-label="Trusted by">
          {entries.map((entry, index) => (
            <li key={entry.id} className="grid grid-cols-1 items-center gap-2 py-2 sm:grid-cols-[9rem_1fr_auto]">
              <span className="font-medium">{nameOf(entry)}</span>
              <LogoField orgId={orgId} name={nameOf(entry)} value={trustedByLogo(entry)} onChange={(logo) => setLogo(entry.id, logo)} />
              <span className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Move ${nameOf(entry)} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Move ${nameOf(entry)} down`}
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  aria-label={`Remove ${nameOf(entry)}`}
                  onClick={() => onChange({ entries: entries.filter((e) => e.id !== entry.id) })}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {entries.length === 0 && <p className="text-sm text-base-content/70">No entries to show</p>}
      {mode === 'edit' && (
        <button type="button" className="btn btn-sm self-start" onClick={() => setAdding(true)}>
          Add company
        </button>
      )}
      {adding && (
        <AddDialog
          orgId={orgId}
          onClose={() => setAdding(false)}
          onAdd={(company, logo) => {
            onChange({
              entries: [...entries, { id: newId('tb'), productId: ctx.product.productId, position: entries.length, company, logo } as TrustedByEntry],
            });
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}

export const trustedByEditor: ContentEditor<TrustedByForm> = {
  init: (ctx: ContentEditorContext) => ({
    entries: ctx.draft.trustedBy.filter((t) => t.productId === ctx.product.productId).sort((a, b) => a.position - b.position),
  }),
  validate: () => ({}),
  async submit(value, initial) {
    const before = new Map(initial.entries.map((e) => [e.id, JSON.stringify(e)]));
    for (const entry of value.entries) if (before.get(entry.id) !== JSON.stringify(entry)) await putDraftRecord('trustedBy', entry.id, entry);
    const kept = new Set(value.entries.map((e) => e.id));
    for (const entry of initial.entries) if (!kept.has(entry.id)) await deleteDraftRecord('trustedBy', entry.id);
  },
  Component: TrustedByList,
};
