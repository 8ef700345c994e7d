/**
 * Security grades editor (admin spec §5, §9): per item of the securityGrades card, its list of grades — service,
 * display name, description, the link or domain the service needs, the grade and its colour band. Entries move up
 * (disabled on the first) and down (disabled on the last) and can be removed. SecurityScorecard's grade is
 * read-only and filled by "Get Grade" (`GET /api/integrations/ssc/{domain}`); an error shows its text and clears
 * the grade. Rules and messages come from the content model (`gradeEntryIssues`).
 */
import {
  GRADE_SERVICES,
  GRADE_SERVICE_RULES,
  gradeColour,
  gradeEntryIssues,
  gradeServiceOf,
  type GradeService,
  type SecurityGradeEntry,
} from '../../../../../content/schemas/security-grade.ts';
import type { Item } from '../../../../../content/schemas/item.ts';
import { currentItem, lookupGrade, putDraftRecord } from '../../api.ts';
import { Field, useWrite } from '../../../../ui/form.tsx';
import { useRowKeys } from '../../../../ui/use-row-keys.ts';
import type { ContentEditor, ContentEditorContext, ContentEditorProps, FieldErrors } from '../shared/content-editor.ts';

type Entry = { label: string; service?: GradeService; description: string; grade: string; url: string };

export interface SecurityGradesForm {
  items: Record<string, Entry[]>;
}

const COLOUR_CLASSES = { green: 'badge-success', yellow: 'badge-warning', red: 'badge-error' } as const;

/** The grade with its colour band (admin spec §9), as a badge naming the band for assistive technology. */
export function GradeBadge({ service, grade }: { service: string; grade: string }) {
  if (!grade) return null;
  const colour = gradeColour(service, grade);
  return (
    <span className={`badge ${colour ? COLOUR_CLASSES[colour] : 'badge-ghost'}`} data-colour={colour ?? 'none'} title={colour ? `${colour} band` : undefined}>
      {grade}
      {colour && <span className="sr-only"> ({colour})</span>}
    </span>
  );
}

function urlLabel(service: GradeService | undefined): string | undefined {
  if (!service) return 'URL';
  const rule = GRADE_SERVICE_RULES[service].url;
  return rule.kind === 'none' ? undefined : rule.kind === 'domain' ? 'Domain' : 'URL';
}

function EntryRow({
  entry,
  index,
  count,
  errors,
  prefix,
  onChange,
  onMove,
  onRemove,
}: {
  entry: Entry;
  index: number;
  count: number;
  errors: FieldErrors;
  prefix: string;
  onChange(next: Entry): void;
  onMove(delta: number): void;
  onRemove(): void;
}) {
  // "Get Grade": a failed lookup clears the grade and says why.
  const lookup = useWrite();
  const fetching = lookup.busy;
  const gradeError = lookup.error?.message ?? null;
  const service = gradeServiceOf(entry);
  const rule = service ? GRADE_SERVICE_RULES[service] : undefined;
  const name = entry.label || service || `Grade ${index + 1}`;
  const label = urlLabel(service);
  const readOnlyGrade = rule?.grade.kind === 'readonly';

  async function getGrade() {
    const found = await lookup.run(async () => onChange({ ...entry, grade: (await lookupGrade(entry.url.trim())).grade }));
    if (!found) onChange({ ...entry, grade: '' });
  }

  return (
    <li className="rounded-box border border-base-300 p-3" aria-label={name}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Service">
          {(id) => (
            <select
              id={id}
              className="select select-sm w-full"
              value={service ?? ''}
              onChange={(e) => {
                const next = (e.target.value || undefined) as GradeService | undefined;
                const keepLabel = entry.label && entry.label !== service;
                onChange({ ...entry, service: next, label: keepLabel ? entry.label : (next ?? ''), grade: '' });
              }}
            >
              <option value="">Other</option>
              {GRADE_SERVICES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Display name" error={errors[`${prefix}.label`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              className="input input-sm w-full"
              value={entry.label}
              onChange={(e) => onChange({ ...entry, label: e.target.value })}
            />
          )}
        </Field>
        {label && (
          <Field
            label={label}
            error={errors[`${prefix}.url`]}
            hint={rule?.url.kind === 'prefix' ? `Starts with ${rule.url.prefixes[0]}` : rule?.url.kind === 'domain' ? 'example.com' : undefined}
          >
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                className="input input-sm w-full"
                value={entry.url}
                onChange={(e) => onChange({ ...entry, url: e.target.value })}
              />
            )}
          </Field>
        )}
        {rule?.grade.kind !== 'none' && (
          <Field label="Grade" error={gradeError ?? errors[`${prefix}.grade`]}>
            {(id, d) => (
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  aria-describedby={d}
                  className="input input-sm w-28"
                  readOnly={readOnlyGrade}
                  value={entry.grade}
                  onChange={(e) => onChange({ ...entry, grade: e.target.value })}
                />
                {readOnlyGrade && (
                  <button type="button" className="btn btn-sm" disabled={fetching || !entry.url.trim()} onClick={() => void getGrade()}>
                    Get Grade
                  </button>
                )}
                <GradeBadge service={service ?? entry.label} grade={entry.grade} />
              </div>
            )}
          </Field>
        )}
        <Field label="Description">
          {(id) => (
            <input id={id} className="input input-sm w-full" value={entry.description} onChange={(e) => onChange({ ...entry, description: e.target.value })} />
          )}
        </Field>
      </div>
      <div className="mt-2 flex gap-1">
        <button type="button" className="btn btn-ghost btn-xs" disabled={index === 0} onClick={() => onMove(-1)}>
          Move up<span className="sr-only"> {name}</span>
        </button>
        <button type="button" className="btn btn-ghost btn-xs" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move down<span className="sr-only"> {name}</span>
        </button>
        <button type="button" className="btn btn-ghost btn-xs text-error" onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}

function GradesView({ item }: { item: Item }) {
  return (
    <ul className="flex flex-col gap-2">
      {item.grades.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, shown anew from each draft (entries need not differ)
        <li key={i} className="flex items-center justify-between gap-2">
          <span>
            <span className="font-medium">{g.label}</span>
            {g.description && <span className="block text-xs text-base-content/70">{g.description}</span>}
          </span>
          <GradeBadge service={gradeServiceOf(g) ?? g.label} grade={g.grade} />
        </li>
      ))}
      {item.grades.length === 0 && <li className="text-sm text-base-content/70">No entries to show</li>}
    </ul>
  );
}

/** The grades of one item, editable: each entry's row, moved, removed and added. */
function GradeEntries({ entries, errors, prefix, set }: { entries: Entry[]; errors: FieldErrors; prefix: string; set(next: Entry[]): void }) {
  const rows = useRowKeys(entries.length);
  return (
    <>
      <ol className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <EntryRow
            key={rows.keys[index]}
            entry={entry}
            index={index}
            count={entries.length}
            errors={errors}
            prefix={`${prefix}.${index}`}
            onChange={(next) => set(entries.map((e, i) => (i === index ? next : e)))}
            onMove={(delta) => {
              const next = [...entries];
              const [moved] = next.splice(index, 1);
              next.splice(index + delta, 0, moved!);
              rows.moved(index, index + delta);
              set(next);
            }}
            onRemove={() => {
              rows.removed(index);
              set(entries.filter((_, i) => i !== index));
            }}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm self-start"
        onClick={() => {
          rows.added();
          set([...entries, { label: '', description: '', grade: '', url: '' }]);
        }}
      >
        Add grade
      </button>
    </>
  );
}

function SecurityGrades({ ctx, mode, value, onChange, errors }: ContentEditorProps<SecurityGradesForm>) {
  return (
    <div className="flex flex-col gap-4">
      {ctx.items.map((item) => {
        const entries = value.items[item.itemUid] ?? [];
        const set = (next: Entry[]) => onChange({ items: { ...value.items, [item.itemUid]: next } });
        return (
          // Named apart from the item's own block (the items editor above it in the drawer).
          <section key={item.itemUid} aria-label={`Grades of ${item.title}`} className="flex flex-col gap-2">
            <h4 className="font-medium">{item.title}</h4>
            {mode === 'view' ? <GradesView item={item} /> : <GradeEntries entries={entries} errors={errors} prefix={item.itemUid} set={set} />}
          </section>
        );
      })}
      {ctx.items.length === 0 && <p className="text-sm text-base-content/70">No entries to show</p>}
    </div>
  );
}

const toEntry = (g: SecurityGradeEntry): Entry => ({
  label: g.label,
  ...(g.service ? { service: g.service } : {}),
  description: g.description,
  grade: g.grade,
  url: g.url,
});

export const securityGradesEditor: ContentEditor<SecurityGradesForm> = {
  init: (ctx: ContentEditorContext) => ({ items: Object.fromEntries(ctx.items.map((i) => [i.itemUid, i.grades.map(toEntry)])) }),
  validate(value) {
    const errors: FieldErrors = {};
    for (const [itemUid, entries] of Object.entries(value.items)) {
      entries.forEach((entry, index) => {
        for (const issue of gradeEntryIssues(entry)) errors[`${itemUid}.${index}.${issue.field}`] = issue.message;
      });
    }
    return errors;
  },
  async submit(value, initial, ctx) {
    for (const item of ctx.items) {
      const next = value.items[item.itemUid] ?? [];
      if (JSON.stringify(next) === JSON.stringify(initial.items[item.itemUid] ?? [])) continue;
      await putDraftRecord('items', item.itemUid, {
        ...currentItem(item.itemUid),
        grades: next,
        lastModified: { on: Date.now(), by: { name: ctx.session.name || ctx.session.email } },
      });
    }
  },
  Component: SecurityGrades,
};
