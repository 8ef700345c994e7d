/**
 * Certifications grid (admin spec §2 screen 15, §3 "Certification", §4): each certification with its auditor's
 * logo. The grid shows enabled items only, in-progress ones faded; in edit mode every certification is listed with
 * its enabled state (Enabled / In Progress / Not enabled) and auditor. Save writes the changed items.
 */
import { ENABLED_STATES, ENABLED_STATE_LABELS, ENABLED_STATE_RANK, countsAsEnabled, type EnabledState, type Item } from '../../../content/schemas/item.ts';
import { currentItem, putDraftRecord } from '../../settings/client.ts';
import { CompanyLogo, Field } from '../../settings/ui.tsx';
import type { ContentEditor, ContentEditorContext, ContentEditorProps } from '../shared/content-editor.ts';

/** Audit firms with their sites; the logo is the firm's own icon (a building icon when it does not load). */
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

export function auditorLogo(auditor: string): string | undefined {
  const firm = AUDITORS.find((a) => a.name.toLowerCase() === auditor.trim().toLowerCase());
  return firm ? `https://${firm.domain}/favicon.ico` : undefined;
}

export interface CertificationsForm {
  items: Record<string, { enabledState: EnabledState; auditor: string }>;
}

function CertificationsGrid({ ctx, mode, value, onChange, errors }: ContentEditorProps<CertificationsForm>) {
  const items = ctx.items;
  if (mode === 'view') {
    const shown = items.filter((i) => countsAsEnabled(i.enabledState)).sort((a, b) => ENABLED_STATE_RANK[a.enabledState] - ENABLED_STATE_RANK[b.enabledState] || a.position - b.position);
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Certifications grid">
        {shown.map((item) => (
          <li key={item.itemUid} className={`card card-border items-center gap-1 p-3 text-center ${item.enabledState === 'workInProgress' ? 'opacity-50' : ''}`} data-state={item.enabledState}>
            {item.auditor && <CompanyLogo src={auditorLogo(item.auditor)} name={item.auditor} size={32} />}
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
    <ul className="flex flex-col divide-y divide-base-200" aria-label="Certifications">
      <datalist id="auditor-names">
        {AUDITORS.map((a) => (
          <option key={a.name} value={a.name} />
        ))}
      </datalist>
      {items.map((item) => {
        const row = value.items[item.itemUid]!;
        const set = (patch: Partial<typeof row>) => onChange({ items: { ...value.items, [item.itemUid]: { ...row, ...patch } } });
        return (
          <li key={item.itemUid} className="grid grid-cols-[1fr_12rem_12rem] items-end gap-3 py-2">
            <span className="font-medium">{item.title}</span>
            <Field label={`State of ${item.title}`}>
              {(id) => (
                <select id={id} className="select select-sm" value={row.enabledState} onChange={(e) => set({ enabledState: e.target.value as EnabledState })}>
                  {ENABLED_STATES.map((s) => (
                    <option key={s} value={s}>
                      {ENABLED_STATE_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`Auditor of ${item.title}`} error={errors[`${item.itemUid}.auditor`]}>
              {(id) => <input id={id} list="auditor-names" className="input input-sm" value={row.auditor} onChange={(e) => set({ auditor: e.target.value })} />}
            </Field>
          </li>
        );
      })}
    </ul>
  );
}

export const certificationsEditor: ContentEditor<CertificationsForm> = {
  init: (ctx: ContentEditorContext) => ({ items: Object.fromEntries(ctx.items.map((i) => [i.itemUid, { enabledState: i.enabledState, auditor: i.auditor }])) }),
  validate: () => ({}),
  async submit(value, initial, ctx) {
    for (const item of ctx.items) {
      const next = value.items[item.itemUid];
      if (!next || JSON.stringify(next) === JSON.stringify(initial.items[item.itemUid])) continue;
      const saved: Item = { ...(await currentItem(item.itemUid)), ...next, enabled: next.enabledState !== 'notEnabled', lastModified: { on: Date.now(), by: { name: ctx.session.name || ctx.session.email } } };
      await putDraftRecord('items', item.itemUid, saved);
    }
  },
  Component: CertificationsGrid,
};
