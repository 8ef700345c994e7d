/**
 * Registers the content editors of `subprocessors/`, `trusted-by/`, `certifications/`, `security-grades/` and
 * `risk-profile/` with the card drawer (`registry.ts`).
 *
 * Subprocessors and trusted-by cards have no items, so their editors replace the items editor. Certifications,
 * security grades and risk profile cards do have items: their drawer keeps the items editor (titles, access,
 * documents …) and adds the card's own editor below it; Save runs the items editor first, then the card's editor,
 * which merges its fields into the item as just saved.
 */
import { certificationsEditor } from './certifications/CertificationsEditor.tsx';
import { itemsCardEditor } from './items/items-card-editor.tsx';
import { registerCardEditor } from './registry.ts';
import { riskProfileEditor } from './risk-profile/RiskProfileEditor.tsx';
import { securityGradesEditor } from './security-grades/SecurityGradesEditor.tsx';
import { subprocessorsEditor } from './subprocessors/SubprocessorsEditor.tsx';
import { trustedByEditor } from './trusted-by/TrustedByEditor.tsx';
import type { CardEditor, CardEditorProps, ContentEditor } from './types.ts';

type ItemsValue = ReturnType<typeof itemsCardEditor.init>;

/** The items editor with a card editor below it, as one drawer editor. */
export function withItemsEditor<V>(editor: ContentEditor<V>, title: string): CardEditor<{ items: ItemsValue; own: V }> {
  const ItemsComponent = itemsCardEditor.Component;
  const Own = editor.Component;
  const sameItems = (a: ItemsValue, b: ItemsValue) => (itemsCardEditor.isEqual ? itemsCardEditor.isEqual(a, b) : JSON.stringify(a) === JSON.stringify(b));
  const sameOwn = (a: V, b: V) => (editor.isEqual ? editor.isEqual(a, b) : JSON.stringify(a) === JSON.stringify(b));
  // biome-ignore lint/correctness/noComponentHookFactories: built once per card kind when this module loads, so its identity is stable
  function Combined(props: CardEditorProps<{ items: ItemsValue; own: V }>) {
    const { value, onChange } = props;
    return (
      <div className="flex flex-col gap-6">
        <ItemsComponent {...props} value={value.items} onChange={(items) => onChange({ ...value, items })} />
        <section aria-label={title} className="flex flex-col gap-2">
          <h3 className="font-semibold">{title}</h3>
          <Own {...props} value={value.own} onChange={(own) => onChange({ ...value, own })} />
        </section>
      </div>
    );
  }
  return {
    init: (ctx) => ({ items: itemsCardEditor.init(ctx), own: editor.init(ctx) }),
    validate: (value, ctx) => ({ ...itemsCardEditor.validate(value.items, ctx), ...editor.validate(value.own, ctx) }),
    isEqual: (a, b) => sameItems(a.items, b.items) && sameOwn(a.own, b.own),
    async submit(value, initial, ctx) {
      if (!sameItems(value.items, initial.items)) await itemsCardEditor.submit(value.items, initial.items, ctx);
      if (!sameOwn(value.own, initial.own)) await editor.submit(value.own, initial.own, ctx);
    },
    Component: Combined,
  };
}

registerCardEditor('subprocessors', subprocessorsEditor);
registerCardEditor('trustedBy', trustedByEditor);
registerCardEditor('certifications', withItemsEditor(certificationsEditor, 'Certifications grid'));
registerCardEditor('securityGrades', withItemsEditor(securityGradesEditor, 'Grades'));
registerCardEditor('riskProfile', withItemsEditor(riskProfileEditor, 'Risk profile answers'));
