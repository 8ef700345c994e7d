/**
 * Certifications grid (admin spec §2 screen 15, §3 "Certification", §4, §9 "Rated certifications"): each
 * certification with the badge of its framework (`content/certifications.ts`, served by the site at
 * `/badges/{id}.svg`). The grid shows enabled items only, in-progress ones faded; in edit mode every certification
 * is listed with its enabled state (Enabled / In Progress / Not enabled), auditor and framework (its badge; by
 * default the one its title names). Save writes the changed items.
 */
import { RATED_CERTIFICATIONS, certificationFromTitle, type CertificationId } from '../../../../../content/certifications.ts';
import {
  ENABLED_STATES,
  ENABLED_STATE_LABELS,
  ENABLED_STATE_RANK,
  countsAsEnabled,
  type EnabledState,
  type Item,
} from '../../../../../content/schemas/item.ts';
import { CertificationBadge } from '../shared/CertificationBadge.tsx';
import { currentItem, putDraftRecord } from '../../api.ts';
import { Field } from '../../../../ui/form.tsx';
import type { ContentEditor, ContentEditorContext, ContentEditorProps } from '../shared/content-editor.ts';

/** Audit firms offered for the auditor field (their marks are not shown: the badge is the framework's). */
export const AUDITORS: readonly { name: string; domain: string }[] = [
  { name: 'A-LIGN', domain: 'a-lign.com' },
  { name: 'BSI', domain: 'bsigroup.com' },
  { name: 'Coalfire', domain: 'coalfire.com' },
  { name: 'Deloitte', domain: 'deloitte.com' },
  { name: 'EY', domain: 'ey.com' },
  { name: 'Johanson Group', domain: 'johansonllp.com' },
  { name: 'KPMG', domain: 'kpmg.com' },
  { name: 'Prescient Assurance', domain: 'prescientassurance.com' },
  { name: 'PwC', domain: 'pwc.com' },
  { name: 'Schellman', domain: 'schellman.com' },
];

export interface CertificationsForm {
  /** Per item; `certificationId` '' is "the framework the title names". */
  items: Record<string, { enabledState: EnabledState; auditor: string; certificationId: CertificationId | '' }>;
}

/** The first option of the badge select: the framework the title names, or none. */
function detectedLabel(title: string): string {
  const found = certificationFromTitle(title);
  return found ? `From the title: ${found.name}` : 'No badge';
}

function CertificationsGrid({ ctx, mode, value, onChange, errors }: ContentEditorProps<CertificationsForm>) {
  const items = ctx.items;
  if (mode === 'view') {
    const shown = items
      .filter((i) => countsAsEnabled(i.enabledState))
      .sort((a, b) => ENABLED_STATE_RANK[a.enabledState] - ENABLED_STATE_RANK[b.enabledState] || a.position - b.position);
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Certifications grid">
        {shown.map((item) => (
          <li
            key={item.itemUid}
            className={`card card-border items-center gap-1 p-3 text-center ${item.enabledState === 'workInProgress' ? 'text-base-content/70' : ''}`}
            data-faded={item.enabledState === 'workInProgress' || undefined}
            data-state={item.enabledState}
          >
            <CertificationBadge item={item} size={36} faded={item.enabledState === 'workInProgress'} />
            <span className="font-medium">{item.title}</span>
            {item.auditor && <span className="text-xs">Audited by {item.auditor}</span>}
            {item.enabledState === 'workInProgress' && <span className="badge badge-ghost badge-sm">In Progress</span>}
          </li>
        ))}
        {shown.length === 0 && <li className="text-sm text-base-content/70">No entries to show</li>}
      </ul>
    );
  }
  return (
    <>
      <datalist id="auditor-names">
        {AUDITORS.map((a) => (
          <option key={a.name} value={a.name} />
        ))}
      </datalist>
      <ul className="flex flex-col divide-y divide-base-200" aria-label="Certifications">
        {items.map((item) => {
          const row = value.items[item.itemUid]!;
          const set = (patch: Partial<typeof row>) => onChange({ items: { ...value.items, [item.itemUid]: { ...row, ...patch } } });
          return (
            <li key={item.itemUid} className="flex flex-col gap-2 py-3">
              <span className="font-medium">{item.title}</span>
              <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
                <Field label={`State of ${item.title}`}>
                  {(id) => (
                    <select
                      id={id}
                      className="select select-sm"
                      value={row.enabledState}
                      onChange={(e) => set({ enabledState: e.target.value as EnabledState })}
                    >
                      {ENABLED_STATES.map((s) => (
                        <option key={s} value={s}>
                          {ENABLED_STATE_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={`Auditor of ${item.title}`} error={errors[`${item.itemUid}.auditor`]}>
                  {(id) => (
                    <input id={id} list="auditor-names" className="input input-sm" value={row.auditor} onChange={(e) => set({ auditor: e.target.value })} />
                  )}
                </Field>
                <Field label={`Badge of ${item.title}`}>
                  {(id) => (
                    <span className="flex items-center gap-2">
                      <CertificationBadge item={{ title: item.title, ...(row.certificationId ? { certificationId: row.certificationId } : {}) }} size={28} />
                      <select
                        id={id}
                        className="select select-sm min-w-0 flex-1"
                        value={row.certificationId}
                        onChange={(e) => set({ certificationId: e.target.value as CertificationId | '' })}
                      >
                        <option value="">{detectedLabel(item.title)}</option>
                        {RATED_CERTIFICATIONS.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    </span>
                  )}
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export const certificationsEditor: ContentEditor<CertificationsForm> = {
  init: (ctx: ContentEditorContext) => ({
    items: Object.fromEntries(
      ctx.items.map((i) => [i.itemUid, { enabledState: i.enabledState, auditor: i.auditor, certificationId: i.certificationId ?? '' }]),
    ),
  }),
  validate: () => ({}),
  async submit(value, initial, ctx) {
    for (const item of ctx.items) {
      const next = value.items[item.itemUid];
      if (!next || JSON.stringify(next) === JSON.stringify(initial.items[item.itemUid])) continue;
      const { certificationId, ...fields } = next;
      const { certificationId: _before, ...current } = currentItem(item.itemUid);
      const saved: Item = {
        ...current,
        ...fields,
        ...(certificationId ? { certificationId } : {}),
        enabled: next.enabledState !== 'notEnabled',
        lastModified: { on: Date.now(), by: { name: ctx.session.name || ctx.session.email } },
      };
      await putDraftRecord('items', item.itemUid, saved);
    }
  },
  Component: CertificationsGrid,
};
