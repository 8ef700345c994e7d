/**
 * Who a knowledge-base entry answers: its access level and the products it is about (none: all). The entry
 * dialog of the knowledge base and "Save to knowledge base" of the questionnaire assistant both ask it.
 */
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { KB_ACCESS_LEVELS } from '../../../content/schemas/knowledge-base.ts';
import { Field } from '../../ui/form.tsx';

export type KbAccessLevel = (typeof KB_ACCESS_LEVELS)[number];

export const LEVEL_LABELS: Record<string, string> = { public: 'Public', accounts: 'Account members', internal: 'Internal (staff only)' };

export function KbAudienceFields({
  draft,
  level,
  products,
  onChange,
}: {
  draft: Snapshot;
  level: KbAccessLevel;
  products: string[];
  onChange(next: { level?: KbAccessLevel; products?: string[] }): void;
}) {
  return (
    <>
      <Field label="Access level">
        {(id) => (
          <select id={id} className="select w-full" value={level} onChange={(e) => onChange({ level: e.target.value as KbAccessLevel })}>
            {KB_ACCESS_LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">Products (none: all)</legend>
        {draft.products.map((p) => (
          <label key={p.productId} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={products.includes(p.productId)}
              onChange={(e) => onChange({ products: e.target.checked ? [...products, p.productId] : products.filter((x) => x !== p.productId) })}
            />
            {p.productName}
          </label>
        ))}
      </fieldset>
    </>
  );
}
