/**
 * Risk profile form (admin spec §2 screen 16, §3 "Risk profile answers", §5, §9): every question with its
 * choices and "No Answer". Recovery time and point are immediate, a range, or custom `{unit}_{number}` — a number
 * 0–99 and minutes, hours or days (singular or plural), 12 hours by default.
 */
import { MESSAGES } from '../../../../../content/messages.ts';
import {
  DEFAULT_RECOVERY,
  NO_ANSWER,
  RECOVERY_UNITS,
  RiskProfileAnswersSchema,
  recoveryLabel,
  type RiskProfileAnswers,
} from '../../../../../content/schemas/risk-profile.ts';
import { currentItem, putDraftRecord } from '../../api.ts';
import { Field } from '../../../../ui/form.tsx';
import type { ContentEditor, ContentEditorContext, ContentEditorProps, FieldErrors } from '../shared/content-editor.ts';

type ChoiceKey = 'dataAccess' | 'impact' | 'criticalDependence' | 'hosting' | 'thirdPartyDependence';
type RecoveryKey = 'recoveryTime' | 'recoveryPoint';

/** Questions and their choices, in the form's order. */
export const RISK_QUESTIONS: ({ key: ChoiceKey; label: string; choices: [string, string][] } | { key: RecoveryKey; label: string })[] = [
  {
    key: 'dataAccess',
    label: 'What data does the service access?',
    choices: [
      ['public', 'Public'],
      ['internal', 'Internal'],
      ['restricted', 'Restricted'],
    ],
  },
  {
    key: 'impact',
    label: 'What would be the impact of a breach?',
    choices: [
      ['low', 'Low'],
      ['moderate', 'Moderate'],
      ['substantial', 'Substantial'],
      ['severe', 'Severe'],
    ],
  },
  {
    key: 'criticalDependence',
    label: 'Do customers depend critically on the service?',
    choices: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
  { key: 'recoveryTime', label: 'Recovery time objective' },
  { key: 'recoveryPoint', label: 'Recovery point objective' },
  {
    key: 'hosting',
    label: 'Where is the service hosted?',
    choices: [
      ['major_cloud', 'Major cloud provider'],
      ['on_premise', 'On premise'],
      ['combination', 'A combination'],
    ],
  },
  {
    key: 'thirdPartyDependence',
    label: 'Does the service depend on third parties?',
    choices: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
];

export const RECOVERY_CHOICES: [string, string][] = [
  ['immediate', 'Immediate'],
  ['hours_24_48', '24–48 hours'],
  ['hours_48_72', '48–72 hours'],
  ['days_4_7', '4–7 days'],
  ['custom', 'Custom'],
  [NO_ANSWER, 'No Answer'],
];

/** A unit's label for a number: "1 hour", "12 hours". */
export function unitLabel(unit: string, n: number): string {
  const singular = unit.replace(/s$/, '');
  return n === 1 ? singular : `${singular}s`;
}

/** The form keeps the custom number as typed, so "abc" or "100" can be shown with the message. */
export interface RiskForm {
  answers: Record<ChoiceKey, string>;
  recovery: Record<RecoveryKey, { choice: string; number: string; unit: string }>;
}

function recoveryForm(answer: string): RiskForm['recovery'][RecoveryKey] {
  const custom = /^(minutes|hours|days)_(\d{1,2})$/.exec(answer);
  if (custom) return { choice: 'custom', number: custom[2]!, unit: custom[1]! };
  const [unit, number] = DEFAULT_RECOVERY.split('_');
  return { choice: answer, number: number!, unit: unit! };
}

function recoveryAnswer(r: RiskForm['recovery'][RecoveryKey]): string {
  return r.choice === 'custom' ? `${r.unit}_${Number(r.number)}` : r.choice;
}

export function toAnswers(form: RiskForm): RiskProfileAnswers {
  return RiskProfileAnswersSchema.parse({
    ...form.answers,
    recoveryTime: recoveryAnswer(form.recovery.recoveryTime),
    recoveryPoint: recoveryAnswer(form.recovery.recoveryPoint),
  });
}

function answerLabel(question: (typeof RISK_QUESTIONS)[number], answer: string): string {
  if (answer === NO_ANSWER) return 'No Answer';
  if ('choices' in question) return question.choices.find(([v]) => v === answer)?.[1] ?? answer;
  return RECOVERY_CHOICES.find(([v]) => v === answer)?.[1] ?? recoveryLabel(answer);
}

function RiskProfileForm({ ctx, mode, value, onChange, errors }: ContentEditorProps<Record<string, RiskForm>>) {
  return (
    <div className="flex flex-col gap-4">
      {ctx.items.map((item) => {
        const form = value[item.itemUid]!;
        const answers = item.riskProfile ?? RiskProfileAnswersSchema.parse({});
        const set = (next: RiskForm) => onChange({ ...value, [item.itemUid]: next });
        if (mode === 'view') {
          return (
            // Named by a group around it: a <dl> keeps its own role, so its <dt>/<dd> stay a description list.
            // biome-ignore lint/a11y/useSemanticElements: a named group of read-only answers, not a fieldset of controls
            <div key={item.itemUid} role="group" aria-label={item.title}>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {RISK_QUESTIONS.map((q) => (
                  <div key={q.key} className="contents">
                    <dt className="text-base-content/70">{q.label}</dt>
                    <dd>{answerLabel(q, answers[q.key])}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        }
        return (
          <fieldset key={item.itemUid} className="grid gap-3 sm:grid-cols-2" aria-label={item.title}>
            {RISK_QUESTIONS.map((q) => {
              if ('choices' in q) {
                return (
                  <Field key={q.key} label={q.label}>
                    {(id) => (
                      <select
                        id={id}
                        className="select select-sm w-full"
                        value={form.answers[q.key]}
                        onChange={(e) => set({ ...form, answers: { ...form.answers, [q.key]: e.target.value } })}
                      >
                        {[...q.choices, [NO_ANSWER, 'No Answer'] as [string, string]].map(([v, l]) => (
                          <option key={v} value={v}>
                            {l}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                );
              }
              const r = form.recovery[q.key];
              const setR = (patch: Partial<typeof r>) => set({ ...form, recovery: { ...form.recovery, [q.key]: { ...r, ...patch } } });
              const n = Number(r.number);
              return (
                <div key={q.key} className="flex flex-col gap-2">
                  <Field label={q.label}>
                    {(id) => (
                      <select
                        id={id}
                        className="select select-sm w-full"
                        value={r.choice}
                        // Choosing Custom starts from the default, 12 hours (admin spec §9).
                        onChange={(e) =>
                          setR(e.target.value === 'custom' && r.choice !== 'custom' ? recoveryForm(DEFAULT_RECOVERY) : { choice: e.target.value })
                        }
                      >
                        {RECOVERY_CHOICES.map(([v, l]) => (
                          <option key={v} value={v}>
                            {l}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {r.choice === 'custom' && (
                    <div className="flex items-start gap-2">
                      <Field label={`${q.label} number`} error={errors[`${item.itemUid}.${q.key}`]}>
                        {(id, d) => (
                          <input
                            id={id}
                            aria-describedby={d}
                            type="number"
                            min={0}
                            max={99}
                            className="input input-sm w-24"
                            value={r.number}
                            onChange={(e) => setR({ number: e.target.value })}
                          />
                        )}
                      </Field>
                      <Field label={`${q.label} unit`}>
                        {(id) => (
                          <select id={id} className="select select-sm" value={r.unit} onChange={(e) => setR({ unit: e.target.value })}>
                            {RECOVERY_UNITS.map((u) => (
                              <option key={u} value={u}>
                                {unitLabel(u, Number.isFinite(n) ? n : 2)}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {ctx.items.length === 0 && <p className="text-sm text-base-content/70">No entries to show</p>}
    </div>
  );
}

export const riskProfileEditor: ContentEditor<Record<string, RiskForm>> = {
  init: (ctx: ContentEditorContext) =>
    Object.fromEntries(
      ctx.items.map((item) => {
        const a = item.riskProfile ?? RiskProfileAnswersSchema.parse({});
        const form: RiskForm = {
          answers: {
            dataAccess: a.dataAccess,
            impact: a.impact,
            criticalDependence: a.criticalDependence,
            hosting: a.hosting,
            thirdPartyDependence: a.thirdPartyDependence,
          },
          recovery: { recoveryTime: recoveryForm(a.recoveryTime), recoveryPoint: recoveryForm(a.recoveryPoint) },
        };
        return [item.itemUid, form];
      }),
    ),
  validate(value) {
    const errors: FieldErrors = {};
    for (const [itemUid, form] of Object.entries(value)) {
      for (const key of ['recoveryTime', 'recoveryPoint'] as const) {
        const r = form.recovery[key];
        if (r.choice === 'custom' && !/^\d{1,2}$/.test(r.number.trim())) errors[`${itemUid}.${key}`] = MESSAGES.recoveryNumber;
      }
    }
    return errors;
  },
  async submit(value, initial, ctx) {
    for (const item of ctx.items) {
      const form = value[item.itemUid];
      if (!form || JSON.stringify(toAnswers(form)) === JSON.stringify(toAnswers(initial[item.itemUid]!))) continue;
      await putDraftRecord('items', item.itemUid, {
        ...currentItem(item.itemUid),
        riskProfile: toAnswers(form),
        lastModified: { on: Date.now(), by: { name: ctx.session.name || ctx.session.email } },
      });
    }
  },
  Component: RiskProfileForm,
};
