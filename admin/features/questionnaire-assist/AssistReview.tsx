/**
 * Reviewing one questionnaire: progress while it is read and drafted (from the server, so a reload shows it
 * again), the detected column mapping to confirm or change, and the review table — question, draft, explanation,
 * sources, confidence and state — with edit, approve, reject, "approve all high-confidence", filters and keyboard
 * navigation; then the exports and "Save to knowledge base".
 */
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { KbAudienceFields, type KbAccessLevel } from '../settings/KbAudienceFields.tsx';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { NO_ANSWER_FOUND, type Assist, type AssistQuestion, type SheetMapping } from '../../../content/contracts/questionnaire-assist.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';
import { FormError, Notice, SelectField, useWrite } from '../../ui/form.tsx';
import { Loading, useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { approveHigh, changeMapping, exportUrl, readAssist, saveToKb, updateQuestion } from './api.ts';

/** How often progress is read while the file is read and drafted (ms). */
const POLL_MS = 1000;

export const FILTERS = {
  all: 'All questions',
  flagged: 'Flagged for review',
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
  draft: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
type Filter = keyof typeof FILTERS;
const FILTER_OPTIONS = (Object.keys(FILTERS) as Filter[]).map((value) => ({ value, label: FILTERS[value] }));

function matches(q: AssistQuestion, filter: Filter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'flagged':
      return q.flagged;
    case 'high':
    case 'medium':
    case 'low':
      return q.confidence === filter && q.state !== 'pending';
    default:
      return q.state === filter;
  }
}

const STATE_LABELS: Record<AssistQuestion['state'], string> = { pending: 'Drafting', draft: 'To review', approved: 'Approved', rejected: 'Rejected' };
const CONFIDENCE_BADGES: Record<AssistQuestion['confidence'], string> = { high: 'badge-success', medium: 'badge-warning', low: 'badge-error' };

function statusLine(assist: Assist): string {
  if (assist.status === 'parsing') return 'Reading the questionnaire…';
  if (assist.status === 'drafting') return `Drafting answers: ${assist.progress.done} of ${assist.progress.total}`;
  if (assist.status === 'ready') return `Drafted ${assist.progress.total} answers`;
  return 'The questionnaire could not be read';
}

export function AssistReview({ id, draft, onBack }: { id: string; draft: Snapshot; onBack(): void }) {
  const { data: assist, error: loadError, reload: load, setData: setAssist } = useLoad(readAssist, id);
  // Every change of the review (an answer, the columns, approving); its failure shows above the table.
  const write = useWrite();
  const error = write.error?.message ?? loadError;
  const [notice, setNotice] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<number | null>(null);
  const [mappingOpen, setMappingOpen] = useState(true);
  const [saveOpen, setSaveOpen] = useState(false);
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  // When an edit ends (saved, cancelled or Escape), the keyboard goes back to its row, not to the page.
  const lastEdited = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null) {
      lastEdited.current = editing;
      return;
    }
    const row = lastEdited.current === null ? undefined : rowRefs.current.get(lastEdited.current);
    lastEdited.current = null;
    if (row && (document.activeElement === document.body || row.contains(document.activeElement))) row.focus();
  }, [editing]);

  const busy = assist?.status === 'parsing' || assist?.status === 'drafting';
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, load]);

  const shown = useMemo(() => (assist ? assist.questions.filter((q) => matches(q, filter)) : []), [assist, filter]);

  const update = (n: number, change: Parameters<typeof updateQuestion>[2]) =>
    write.run(async () => {
      const saved = await updateQuestion(id, n, change);
      setAssist((a) => (a ? { ...a, questions: a.questions.map((q) => (q.n === n ? saved : q)) } : a));
    });

  function focusRow(index: number) {
    const q = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (q) rowRefs.current.get(q.n)?.focus();
  }

  function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, q: AssistQuestion, index: number) {
    if (event.target !== event.currentTarget || editing !== null) return;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'j') focusRow(index + 1);
    else if (key === 'ArrowUp' || key === 'k') focusRow(index - 1);
    else if (key === 'a' && q.state !== 'pending') void update(q.n, { state: 'approved' });
    else if (key === 'r' && q.state !== 'pending') void update(q.n, { state: 'rejected' });
    else if ((key === 'e' || key === 'Enter') && q.state !== 'pending') setEditing(q.n);
    else return;
    event.preventDefault();
  }

  // The rows' handlers, stable across renders (each reads the latest state through the ref): a change of one row
  // re-renders that row only, which keeps a questionnaire of 2,000 questions quick to review.
  const latest = useRef({ update, onRowKey });
  latest.current = { update, onRowKey };
  const actions = useMemo<RowActions>(
    () => ({
      update: (n, change) => latest.current.update(n, change),
      edit: setEditing,
      key: (event, q, index) => latest.current.onRowKey(event, q, index),
      register: (n, el) => {
        if (el) rowRefs.current.set(n, el);
        else rowRefs.current.delete(n);
      },
    }),
    [],
  );

  if (!assist) {
    return error ? <Notice kind="error">{error}</Notice> : <Loading />;
  }
  const approved = assist.questions.filter((q) => q.state === 'approved').length;
  const flagged = assist.questions.filter((q) => q.flagged).length;

  return (
    <section className="flex flex-col gap-4" aria-label={`Questionnaire ${assist.fileName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{assist.fileName}</h3>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onBack}>
          Back to questionnaires
        </button>
      </div>

      <div className="flex flex-col gap-1" aria-live="polite">
        <p className="text-sm" data-testid="assist-status">
          {statusLine(assist)}
        </p>
        {busy && (
          <progress
            className="progress progress-primary w-full"
            value={assist.progress.done}
            max={Math.max(1, assist.progress.total)}
            aria-label="Drafting progress"
          />
        )}
      </div>
      {assist.status === 'failed' && assist.error && <Notice kind="error">{assist.error}</Notice>}
      <FormError error={error} />
      {notice && <Notice kind="success">{notice}</Notice>}

      {assist.status !== 'failed' && assist.mapping.length > 0 && (
        <MappingPanel
          assist={assist}
          open={mappingOpen}
          busy={write.busy}
          onOpen={() => setMappingOpen(true)}
          onConfirm={async (sheets, changed) => {
            if (!changed || (await write.run(async () => setAssist(await changeMapping(id, { sheets }))))) setMappingOpen(false);
          }}
        />
      )}

      {assist.questions.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField label="Show" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />
            <button
              type="button"
              className="btn btn-sm"
              disabled={busy}
              onClick={() =>
                void write.run(async () => {
                  const { approved: count } = await approveHigh(id);
                  setNotice(`Approved ${count} high-confidence answer${count === 1 ? '' : 's'}.`);
                  await load();
                })
              }
            >
              Approve all high-confidence
            </button>
            <a className="btn btn-sm" href={exportUrl(id, assist.format)} download>
              Download answered file
            </a>
            <a className="btn btn-sm btn-ghost" href={exportUrl(id, 'csv', true)} download>
              Download answers as CSV
            </a>
            <button type="button" className="btn btn-sm btn-primary" disabled={approved === 0} onClick={() => setSaveOpen(true)}>
              Save to knowledge base
            </button>
          </div>
          <p className="text-xs text-base-content/70">
            {approved} approved · {flagged} flagged · Keyboard: ↑/↓ or j/k to move between questions, a to approve, r to reject, e to edit.
          </p>
          <div className="relative overflow-x-auto">
            {/* On a phone each question is a card: its cells stack, named by their column, instead of scrolling sideways. */}
            <table className="table table-sm max-sm:block" aria-label="Drafted answers">
              <TableHead columns={['#', 'Question', 'Answer', 'Sources', 'Confidence', 'State', 'Actions']} className="max-sm:sr-only" />
              <tbody className="max-sm:block">
                {shown.map((q, index) => (
                  <ReviewRow key={q.n} q={q} index={index} editing={editing === q.n} actions={actions} />
                ))}
              </tbody>
            </table>
            {shown.length === 0 && <p className="p-2 text-sm text-base-content/70">No results match this criteria</p>}
          </div>
        </>
      )}
      {saveOpen && (
        <SaveToKbDialog
          draft={draft}
          approved={approved}
          onClose={() => setSaveOpen(false)}
          onSave={async (input) => {
            const result = await saveToKb(id, input);
            await reloadAfterWrite();
            setSaveOpen(false);
            setNotice(`Saved to the knowledge base: ${result.created} new entr${result.created === 1 ? 'y' : 'ies'}, ${result.merged} updated.`);
          }}
        />
      )}
    </section>
  );
}

/** What a row of the review table may do; the same object for every row and every render. */
interface RowActions {
  update(n: number, change: Parameters<typeof updateQuestion>[2]): Promise<boolean>;
  edit(n: number | null): void;
  key(event: KeyboardEvent<HTMLTableRowElement>, q: AssistQuestion, index: number): void;
  register(n: number, el: HTMLTableRowElement | null): void;
}

/** A row's buttons: Edit opens the answer's editor; the others set the state they name (disabled once in it). */
const ROW_BUTTONS: readonly { label: string; style: string; state?: 'approved' | 'rejected' }[] = [
  { label: 'Edit', style: '' },
  { label: 'Approve', style: 'btn-success', state: 'approved' },
  { label: 'Reject', style: 'btn-ghost', state: 'rejected' },
];

/** On a phone, where the header row is hidden, a cell shows its column's name (`data-label`) before its content. */
const PHONE_LABEL = 'max-sm:flex max-sm:gap-2 max-sm:before:font-semibold max-sm:before:text-xs max-sm:before:content-[attr(data-label)]';

/** One question of the review table: rendered again only when its question, place or editing state changes. */
const ReviewRow = memo(function ReviewRow({ q, index, editing, actions }: { q: AssistQuestion; index: number; editing: boolean; actions: RowActions }) {
  return (
    <tr
      ref={(el) => actions.register(q.n, el)}
      tabIndex={0}
      data-question={q.n}
      aria-label={`Question ${q.n}`}
      className={`align-top focus:outline-2 focus:outline-primary max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-2 ${q.flagged ? 'bg-warning/10' : ''}`}
      onKeyDown={(e) => actions.key(e, q, index)}
    >
      <td className="max-sm:hidden">{q.n}</td>
      <th scope="row" className="max-w-80 font-normal wrap-anywhere max-sm:max-w-none">
        <span dir="auto">{q.question}</span>
        <div className="text-xs text-base-content/60">
          {q.sheet}, row {q.row}
        </div>
      </th>
      <td className="max-w-96 wrap-anywhere max-sm:max-w-none">
        {editing ? (
          <EditAnswer
            question={q}
            onCancel={() => actions.edit(null)}
            onSave={async (answer, explanation) => (await actions.update(q.n, { answer, explanation })) && actions.edit(null)}
          />
        ) : (
          <div className="flex flex-col gap-1">
            {/* "No answer found" stands out as a badge (warning text on the page's background is too faint to read). */}
            <span dir="auto" className={q.answer === NO_ANSWER_FOUND ? 'badge badge-warning badge-sm self-start' : 'font-medium'}>
              {q.state === 'pending' ? '…' : q.answer}
            </span>
            {q.explanation && (
              <span dir="auto" className="text-sm text-base-content/80">
                {q.explanation}
              </span>
            )}
            {q.flagged && q.flagReason && <span className="text-xs font-medium">{q.flagReason}</span>}
            {q.internal.length > 0 && (
              <div className="rounded border border-dashed border-base-300 p-2 text-xs">
                <p className="font-medium">Internal entry (staff only)</p>
                {q.internal.map((note) => (
                  <p key={note.id}>{note.text}</p>
                ))}
                {!q.useInternal && (
                  <button type="button" className="btn btn-xs mt-1" onClick={() => void actions.update(q.n, { useInternal: true })}>
                    Use internal entries for this answer
                  </button>
                )}
              </div>
            )}
            {q.useInternal && (
              <button type="button" className="btn btn-xs btn-ghost self-start" onClick={() => void actions.update(q.n, { useInternal: false })}>
                Stop using internal entries
              </button>
            )}
          </div>
        )}
      </td>
      <td className={`max-w-56 wrap-anywhere max-sm:max-w-none ${PHONE_LABEL} ${q.sources.length === 0 ? 'max-sm:hidden' : ''}`} data-label="Sources">
        <ul className="flex flex-col gap-1 text-xs">
          {q.sources.map((s) => (
            <li key={`${s.type}:${s.id}`}>
              <a className="link" href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </td>
      <td className={`${PHONE_LABEL} ${q.state === 'pending' ? 'max-sm:hidden' : ''}`} data-label="Confidence">
        {q.state !== 'pending' && <span className={`badge badge-sm ${CONFIDENCE_BADGES[q.confidence]}`}>{q.confidence}</span>}
      </td>
      <td className={PHONE_LABEL} data-label="State">
        {STATE_LABELS[q.state]}
      </td>
      <td className={q.state === 'pending' || editing ? 'max-sm:hidden' : ''}>
        {q.state !== 'pending' && !editing && (
          <span className="flex flex-col gap-1 max-sm:flex-row">
            {ROW_BUTTONS.map(({ label, style, state }) => (
              <button
                key={label}
                type="button"
                className={`btn btn-xs ${style}`}
                disabled={state !== undefined && q.state === state}
                onClick={() => (state ? void actions.update(q.n, { state }) : actions.edit(q.n))}
              >
                {label}
                <span className="sr-only"> answer {q.n}</span>
              </button>
            ))}
          </span>
        )}
      </td>
    </tr>
  );
});

function EditAnswer({
  question,
  onSave,
  onCancel,
}: {
  question: AssistQuestion;
  onSave(answer: string, explanation: string): Promise<unknown>;
  onCancel(): void;
}) {
  const [answer, setAnswer] = useState(question.answer === NO_ANSWER_FOUND ? '' : question.answer);
  const [explanation, setExplanation] = useState(question.explanation);
  return (
    <fieldset className="flex flex-col gap-2" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <label className="flex flex-col gap-1 text-xs">
        Answer
        {/* biome-ignore lint/a11y/noAutofocus: opened by the person's own "Edit": focus goes to the field it opened */}
        <textarea className="textarea textarea-sm w-72" rows={2} value={answer} autoFocus onChange={(e) => setAnswer(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-xs">
        Explanation
        <textarea className="textarea textarea-sm w-72" rows={3} value={explanation} onChange={(e) => setExplanation(e.target.value)} />
      </label>
      <span className="flex gap-2">
        <button type="button" className="btn btn-xs btn-primary" onClick={() => void onSave(answer, explanation)}>
          Save answer
        </button>
        <button type="button" className="btn btn-xs btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </span>
    </fieldset>
  );
}

function MappingPanel({
  assist,
  open,
  busy,
  onOpen,
  onConfirm,
}: {
  assist: Assist;
  open: boolean;
  /** A change of the review is being saved. */
  busy: boolean;
  onOpen(): void;
  onConfirm(sheets: SheetMapping[], changed: boolean): Promise<void>;
}) {
  const [sheets, setSheets] = useState<SheetMapping[]>(assist.mapping);
  useEffect(() => setSheets(assist.mapping), [assist.mapping]);
  const included = assist.mapping.filter((m) => m.include);
  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>Columns confirmed: {included.map((m) => `${m.sheet} (${m.questionCount} questions)`).join(', ')}</span>
        <button type="button" className="btn btn-xs btn-ghost" onClick={onOpen}>
          Change columns
        </button>
      </div>
    );
  }
  const set = (i: number, change: Partial<SheetMapping>) => setSheets((list) => list.map((m, j) => (j === i ? { ...m, ...change } : m)));
  const columnOptions = (m: SheetMapping, allowNone: boolean) => (
    <>
      {allowNone && <option value="">None</option>}
      {[...m.columns, { index: m.columns.length, label: `${m.columns.length + 1}`, header: '' }].map((c, k) => (
        <option key={c.index} value={c.index}>
          {k < m.columns.length ? `${c.label}${c.header ? ` — ${c.header}` : ''}` : 'A new column after the last'}
        </option>
      ))}
    </>
  );
  const changed = JSON.stringify(sheets) !== JSON.stringify(assist.mapping);
  return (
    <fieldset className="rounded-box border border-base-300 p-3" aria-label="Detected columns">
      <legend className="px-1 text-sm font-semibold">Detected columns</legend>
      <p className="mb-2 text-xs text-base-content/70">
        Check where the questions are and where the answers go, then confirm. Changing them reads the file again and drafts every answer again.
      </p>
      <div className="flex flex-col gap-3">
        {sheets.map((m, i) => (
          <div key={m.sheet} className="flex flex-wrap items-end gap-3" data-sheet={m.sheet}>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="checkbox checkbox-sm" checked={m.include} onChange={(e) => set(i, { include: e.target.checked })} />
              Include {m.sheet}
            </label>
            <label className="flex flex-col gap-1 text-xs">
              Question column ({m.sheet})
              <select
                className="select select-sm"
                value={m.questionColumn ?? ''}
                disabled={!m.include}
                onChange={(e) => set(i, { questionColumn: e.target.value === '' ? null : Number(e.target.value) })}
              >
                {columnOptions(m, true)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs">
              Answer column ({m.sheet})
              <select
                className="select select-sm"
                value={m.answerColumn ?? ''}
                disabled={!m.include}
                onChange={(e) => set(i, { answerColumn: e.target.value === '' ? null : Number(e.target.value) })}
              >
                {columnOptions(m, true)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs">
              Comment column ({m.sheet})
              <select
                className="select select-sm"
                value={m.commentColumn ?? ''}
                disabled={!m.include}
                onChange={(e) => set(i, { commentColumn: e.target.value === '' ? null : Number(e.target.value) })}
              >
                {columnOptions(m, true)}
              </select>
            </label>
            <span className="text-xs text-base-content/70">{m.questionCount} questions</span>
          </div>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-primary mt-3"
        disabled={busy || assist.status === 'parsing'}
        onClick={() => void onConfirm(sheets, changed)}
      >
        Confirm columns
      </button>
    </fieldset>
  );
}

function SaveToKbDialog({
  draft,
  approved,
  onClose,
  onSave,
}: {
  draft: Snapshot;
  approved: number;
  onClose(): void;
  onSave(input: { access_level: KbAccessLevel; product_ids: string[] }): Promise<void>;
}) {
  const [level, setLevel] = useState<KbAccessLevel>('accounts');
  const [products, setProducts] = useState<string[]>([]);
  const submit = useWrite();
  return (
    <FormDialog
      open
      title="Save to knowledge base"
      onClose={onClose}
      write={submit}
      onSave={() => void submit.run(() => onSave({ access_level: level, product_ids: products }))}
      saveLabel={`Save ${approved} answer${approved === 1 ? '' : 's'}`}
      error={submit.error?.message}
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          Approved answers become knowledge-base entries, so the next questionnaire is answered from them. A question the knowledge base already holds is
          updated, not added twice.
        </p>
        <KbAudienceFields
          draft={draft}
          level={level}
          products={products}
          onChange={(next) => {
            if (next.level) setLevel(next.level);
            if (next.products) setProducts(next.products);
          }}
        />
      </div>
    </FormDialog>
  );
}
