/**
 * Subprocessors card editor (admin spec §2 screen 11, §3, §5, §9): the table with Company, Purpose, Location and
 * Additional Details — a column is hidden when no row has a value — plus Created At and Actions in edit mode; a
 * search box "Search by subprocessor name or information"; Add subprocessor and Edit subprocessor dialogs with the
 * company search and the logo staff upload; a delete confirmation. No paging. Logos 25 px; the view shows up to 5
 * avatars at 30 px.
 *
 * Changes stay in the form until Save, which writes each added or changed row and deletes removed ones.
 */
import { useState } from 'react';
import type { CompanyMatch } from '../../../../../content/companies.ts';
import { MESSAGES } from '../../../../../content/messages.ts';
import type { Subprocessor } from '../../../../../content/schemas/subprocessor.ts';
import { deleteDraftRecord, newId, putDraftRecord } from '../../api.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../../../ui/FormDialog.tsx';
import { CompanyLogo, Field, useWrite } from '../../../../ui/form.tsx';
import { CompanySearch } from '../shared/CompanySearch.tsx';
import { logoSrc, ownCompanies } from '../shared/companies.ts';
import { LogoField } from '../shared/LogoField.tsx';
import type { ContentEditor, ContentEditorContext, ContentEditorProps } from '../shared/content-editor.ts';
import { formatShortDate } from '../../../../../content/dates.ts';

export interface SubprocessorsForm {
  rows: Subprocessor[];
}

/** Logo size in the table, and the avatar group (admin spec §9). */
export const LOGO_SIZE = 25;
export const AVATAR_SIZE = 30;
export const AVATAR_LIMIT = 5;

const COLUMNS = [
  { key: 'purpose', label: 'Purpose' },
  { key: 'location', label: 'Location' },
  { key: 'additionalDetails', label: 'Additional Details' },
] as const;

/** Classes of the stacked layout, below a 36rem wide container (the wrapper is the `@container`). */
const STACKED = {
  table: '@max-[36rem]:block @max-[36rem]:[&>tbody]:block',
  head: '@max-[36rem]:sr-only',
  row: '@max-[36rem]:flex @max-[36rem]:flex-col @max-[36rem]:gap-1 @max-[36rem]:border-b @max-[36rem]:border-base-200 @max-[36rem]:py-2',
  cell: '@max-[36rem]:block @max-[36rem]:border-0 @max-[36rem]:p-0 @max-[36rem]:px-1',
  labelled:
    '@max-[36rem]:before:block @max-[36rem]:before:text-xs @max-[36rem]:before:font-medium @max-[36rem]:before:text-base-content/70 @max-[36rem]:before:content-[attr(data-label)]',
} as const;

function matches(row: Subprocessor, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [row.company.name, row.company.domain ?? '', row.purpose, row.location, row.additionalDetails].some((text) => text.toLowerCase().includes(q));
}

type DialogState = { kind: 'add' } | { kind: 'edit'; row: Subprocessor } | { kind: 'delete'; row: Subprocessor } | null;

interface DraftRow {
  company: Subprocessor['company'] | null;
  logo: string;
  purpose: string;
  location: string;
  additionalDetails: string;
}

function SubprocessorDialog({
  title,
  start,
  own,
  orgId,
  onClose,
  onSave,
}: {
  title: string;
  start: DraftRow;
  own: { name: string; domain?: string }[];
  orgId: string;
  onClose(): void;
  onSave(row: DraftRow): void;
}) {
  const [row, setRow] = useState(start);
  const [tried, setTried] = useState(false);
  const write = useWrite();
  const companyError = tried && !row.company ? MESSAGES.companyRequired : undefined;
  const select = (match: CompanyMatch) =>
    setRow({
      ...row,
      company:
        match.origin === 'custom'
          ? { source: 'custom', name: match.name }
          : { source: 'brandfetch', name: match.name, ...(match.domain ? { domain: match.domain } : {}) },
    });
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      write={write}
      onSave={() => {
        setTried(true);
        if (row.company) onSave(row);
      }}
    >
      <div className="flex flex-col gap-3">
        <Field label="Company" error={companyError}>
          {(id, describedBy) => (
            <CompanySearch id={id} describedBy={describedBy} value={row.company?.name ?? ''} own={own} onSelect={select} invalid={!!companyError} />
          )}
        </Field>
        <LogoField orgId={orgId} name={row.company?.name ?? ''} value={row.logo} onChange={(logo) => setRow({ ...row, logo })} />
        {COLUMNS.map(({ key, label }) => (
          <Field key={key} label={label}>
            {(id) => (
              <textarea
                id={id}
                className="textarea w-full"
                rows={key === 'additionalDetails' ? 3 : 1}
                value={row[key]}
                onChange={(event) => setRow({ ...row, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </FormDialog>
  );
}

function SubprocessorsTable({ ctx, mode, value, onChange }: ContentEditorProps<SubprocessorsForm>) {
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const rows = value.rows;
  const shown = rows.filter((row) => matches(row, query));
  const columns = COLUMNS.filter(({ key }) => rows.some((row) => row[key].trim() !== ''));
  const own = ownCompanies(ctx.draft);
  const orgId = ctx.session.organization.id;
  const editing = mode === 'edit';

  const save = (draftRow: DraftRow) => {
    const company = draftRow.company!;
    if (dialog?.kind === 'edit') {
      onChange({ rows: rows.map((r) => (r.id === dialog.row.id ? { ...r, ...draftRow, company } : r)) });
    } else {
      const position = Math.max(-1, ...rows.map((r) => r.position)) + 1;
      onChange({ rows: [...rows, { id: newId('sp'), productId: ctx.product.productId, ...draftRow, company, createdAt: Date.now(), position }] });
    }
    setDialog(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {!editing && rows.length > 0 && (
        <div className="flex items-center gap-2">
          <ul className="avatar-group -space-x-3" aria-label="Subprocessor logos">
            {rows.slice(0, AVATAR_LIMIT).map((row) => (
              <li key={row.id} className="avatar">
                <div className="rounded-full bg-base-100 p-1" style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}>
                  <CompanyLogo src={logoSrc(orgId, row.logo)} name={row.company.name} size={AVATAR_SIZE - 8} />
                </div>
              </li>
            ))}
          </ul>
          {rows.length > AVATAR_LIMIT && <span className="text-sm text-base-content/70">+{rows.length - AVATAR_LIMIT} more</span>}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          type="search"
          className="input input-sm w-80"
          placeholder="Search by subprocessor name or information"
          aria-label="Search by subprocessor name or information"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {editing && (
          <button type="button" className="btn btn-sm" onClick={() => setDialog({ kind: 'add' })}>
            Add subprocessor
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p role="status" className="p-4 text-center text-sm text-base-content/70">
          {rows.length === 0 ? 'No entries to show' : 'No results match this criteria'}
        </p>
      ) : (
        // A table where there is room (the wide card drawer, the settings area); in a narrow container (a phone)
        // each row stacks its cells under labels, so every column and the Edit/Delete actions stay in view.
        <div className="@container">
          <table className={`table table-sm w-full [&_td]:align-top [&_th]:align-top ${STACKED.table}`}>
            <thead className={STACKED.head}>
              <tr>
                <th scope="col">Company</th>
                {columns.map(({ key, label }) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
                {editing && <th scope="col">Created At</th>}
                {editing && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className={STACKED.row}>
                  <th scope="row" className={`font-medium ${STACKED.cell}`}>
                    <span className="flex items-start gap-2">
                      <CompanyLogo src={logoSrc(orgId, row.logo)} name={row.company.name} size={LOGO_SIZE} />
                      <span className="min-w-0 break-words">{row.company.name}</span>
                    </span>
                  </th>
                  {columns.map(({ key, label }) => (
                    <td key={key} data-label={label} className={`${STACKED.cell} ${STACKED.labelled}`}>
                      {row[key]}
                    </td>
                  ))}
                  {editing && (
                    <td data-label="Created At" className={`whitespace-nowrap ${STACKED.cell} ${STACKED.labelled}`}>
                      {row.createdAt ? formatShortDate(row.createdAt) : ''}
                    </td>
                  )}
                  {editing && (
                    <td className={STACKED.cell}>
                      <span className="flex gap-1 @min-[36rem]:flex-col @min-[36rem]:items-start">
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={`Edit ${row.company.name}`}
                          onClick={() => setDialog({ kind: 'edit', row })}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs text-error"
                          aria-label={`Delete ${row.company.name}`}
                          onClick={() => setDialog({ kind: 'delete', row })}
                        >
                          Delete
                        </button>
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'add' && (
        <SubprocessorDialog
          title="Add subprocessor"
          start={{ company: null, logo: '', purpose: '', location: '', additionalDetails: '' }}
          own={own}
          orgId={orgId}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      )}
      {dialog?.kind === 'edit' && (
        <SubprocessorDialog title="Edit subprocessor" start={dialog.row} own={own} orgId={orgId} onClose={() => setDialog(null)} onSave={save} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete subprocessor"
          body={`Are you sure you want to delete ${dialog.row.company.name} from your subprocessors?`}
          confirmLabel="Delete"
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            onChange({ rows: rows.filter((r) => r.id !== dialog.row.id) });
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

export const subprocessorsEditor: ContentEditor<SubprocessorsForm> = {
  init: (ctx: ContentEditorContext) => ({
    rows: ctx.draft.subprocessors.filter((s) => s.productId === ctx.product.productId).sort((a, b) => a.position - b.position),
  }),
  validate: (value) => {
    const errors: Record<string, string> = {};
    value.rows.forEach((row) => {
      if (!row.company.name.trim()) errors[`${row.id}.company`] = MESSAGES.companyRequired;
    });
    return errors;
  },
  async submit(value, initial) {
    const before = new Map(initial.rows.map((r) => [r.id, JSON.stringify(r)]));
    for (const row of value.rows) if (before.get(row.id) !== JSON.stringify(row)) await putDraftRecord('subprocessors', row.id, row);
    const kept = new Set(value.rows.map((r) => r.id));
    for (const row of initial.rows) if (!kept.has(row.id)) await deleteDraftRecord('subprocessors', row.id);
  },
  Component: SubprocessorsTable,
  wide: true,
};
