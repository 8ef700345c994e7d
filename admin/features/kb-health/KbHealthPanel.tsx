/**
 * Knowledge-base health: duplicate and near-duplicate questions, entries whose answers conflict, and stale entries
 * (not modified for the stale period, which staff set here), each with one click to merge, edit or dismiss.
 */
import { useEffect, useState } from 'react';
import type { KbIssue } from '../../../content/contracts/questionnaire-assist.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import { dismissFinding, fetchKbHealth, mergeEntries, setStaleAfterDays } from './api.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';
import { Field, FormError, Notice, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { formatShortDate } from '../../../content/dates.ts';

/** The findings (the entries, the key of {@link useLoad}, only say when to read them again). */
const readHealth = () => fetchKbHealth();

const KIND_LABELS: Record<KbIssue['kind'], string> = {
  duplicate: 'Duplicate',
  near_duplicate: 'Near-duplicate',
  conflict: 'Conflicting answers',
  stale: 'Stale',
};

export function KbHealthPanel({ entries, onEdit }: { entries: KnowledgeBaseEntry[]; onEdit(entry: KnowledgeBaseEntry): void }) {
  // Read again whenever the entries change (edited in the table or saved from a questionnaire).
  const { data: health, error: loadError, reload } = useLoad(readHealth, entries);
  const [days, setDays] = useState('');
  // Each answer shows the stored stale period.
  useEffect(() => {
    if (health) setDays(String(health.staleAfterDays));
  }, [health]);
  const write = useWrite();
  const error = write.error?.message ?? loadError;
  const [notice, setNotice] = useState<string | null>(null);

  const entry = (id: string) => entries.find((e) => e.objectID === id);
  async function act(action: () => Promise<unknown>, done: string) {
    const acted = await write.run(async () => {
      await action();
      await reloadAfterWrite();
    });
    if (!acted) return;
    setNotice(done);
    await reload();
  }

  return (
    <section className="flex flex-col gap-3 rounded-box border border-base-300 p-3" aria-labelledby="kb-health-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="kb-health-heading" className="font-semibold">
          Knowledge base health
        </h3>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => setStaleAfterDays(Number(days)), 'Stale period saved.');
          }}
        >
          <Field label="Stale after (days)">
            {(id) => <input id={id} className="input input-sm w-24" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />}
          </Field>
          <SubmitButton busy={write.busy} className="btn btn-sm">
            Save period
          </SubmitButton>
        </form>
      </div>
      <FormError error={error} />
      {notice && <Notice kind="success">{notice}</Notice>}
      {health && health.issues.length === 0 && <p className="text-sm text-base-content/70">No duplicates, conflicts or stale entries.</p>}
      {health && health.issues.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Knowledge base findings">
          {health.issues.map((issue) => {
            const [first, ...rest] = issue.entries.map(entry).filter((e): e is KnowledgeBaseEntry => !!e);
            if (!first) return null;
            return (
              <li
                key={issue.key}
                className="flex flex-col gap-1 rounded border border-base-200 p-2"
                aria-label={`${KIND_LABELS[issue.kind]}: ${first.content}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className={`badge badge-sm ${issue.kind === 'conflict' ? 'badge-error' : issue.kind === 'stale' ? 'badge-ghost' : 'badge-warning'}`}>
                    {KIND_LABELS[issue.kind]}
                  </span>
                  <span className="text-sm">{issue.reason}</span>
                </div>
                <ul className="pl-2 text-sm">
                  {[first, ...rest].map((e) => (
                    <li key={e.objectID}>
                      <span className="font-medium">{e.content}</span> — <span className="text-base-content/80">{e.answer}</span>
                      {issue.kind === 'stale' && issue.modifiedAt ? (
                        <span className="text-xs text-base-content/60"> (modified {formatShortDate(issue.modifiedAt)})</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-1">
                  {rest.length > 0 && (
                    <button
                      type="button"
                      className="btn btn-xs"
                      onClick={() =>
                        void act(
                          () =>
                            mergeEntries(
                              first.objectID,
                              rest.map((e) => e.objectID),
                            ),
                          'Entries merged.',
                        )
                      }
                    >
                      Merge into the newest
                    </button>
                  )}
                  <button type="button" className="btn btn-xs" onClick={() => onEdit(first)}>
                    Edit entry
                  </button>
                  <button type="button" className="btn btn-xs btn-ghost" onClick={() => void act(() => dismissFinding(issue), 'Finding dismissed.')}>
                    Dismiss
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
