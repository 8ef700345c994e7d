/**
 * The default card editor: every item of the card with its header and, in edit mode, the item editor
 * (`ItemFields`). Save sends the changed fields of each changed item (`PUT …/items/{itemUid}`), which stamps the
 * item "Modified at {date} by {name}". Add Items, the custom URL, moving and deleting act at once, so they wait
 * until unsaved changes are saved or cancelled.
 */
import { useState } from 'react';
import { canMoveFrom, moveDestinations } from '../../../../../content/editing/layout.ts';
import { canRenameItem } from '../../../../../content/editing/permissions.ts';
import { recurrenceText } from '../../../../../content/editing/catalogue.ts';
import { ENABLED_STATE_LABELS, type Item } from '../../../../../content/schemas/item.ts';
import { AddItemsDialog } from '../../dialogs/AddItemsDialog.tsx';
import { CustomUrlDialog } from '../../dialogs/CustomUrlDialog.tsx';
import { DeleteItemDialogs } from '../../dialogs/DeleteItemDialogs.tsx';
import { MoveItemDialog } from '../../dialogs/MoveItemDialog.tsx';
import { Menu, type MenuAction } from '../../../../ui/Menu.tsx';
import { LockIcon, HiddenIcon } from '../../../../ui/icons.tsx';
import { saveItemFields } from '../../api.ts';
import type { CardEditor, CardEditorContext, CardEditorProps, FieldErrors } from '../types.ts';
import { ItemFields } from './ItemFields.tsx';
import { ItemHeader } from './ItemHeader.tsx';
import { formChanges, itemToForm, validateItemForm, type ItemForm } from './item-form.ts';

export interface ItemsFormValue {
  /** The form of each item of the card, by item uid. */
  items: Record<string, ItemForm>;
}

type ItemDialog = { kind: 'url' | 'move' | 'delete'; item: Item } | null;

/** Read-only details of an item in view mode. */
function ItemDetails({ item, ctx }: { item: Item; ctx: CardEditorContext }) {
  const files = item.files.map((id) => ctx.view.files.find((f) => f.fileId === id)?.originalName ?? id);
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-base-content/60">State</dt>
      <dd>{ENABLED_STATE_LABELS[item.enabledState]}</dd>
      <dt className="text-base-content/60">Access</dt>
      <dd className="flex items-center gap-1">
        {item.publicAccess ? 'Public' : item.hidden ? 'Restricted, hidden' : 'Restricted'}
        {!item.publicAccess && <LockIcon />}
      </dd>
      {item.type && (
        <>
          <dt className="text-base-content/60">Type</dt>
          <dd>{item.type}</dd>
        </>
      )}
      {files.length > 0 && (
        <>
          <dt className="text-base-content/60">Documents</dt>
          <dd>{files.join(', ')}</dd>
        </>
      )}
      {item.auditor && (
        <>
          <dt className="text-base-content/60">Auditor</dt>
          <dd>{item.auditor}</dd>
        </>
      )}
      {item.expiry && (
        <>
          <dt className="text-base-content/60">Expires</dt>
          <dd>{item.expiry}</dd>
        </>
      )}
      {recurrenceText(item.recurrence) && (
        <>
          <dt className="text-base-content/60">Recurrence</dt>
          <dd>{recurrenceText(item.recurrence)}</dd>
        </>
      )}
      {item.maturity && (
        <>
          <dt className="text-base-content/60">Maturity</dt>
          <dd>{item.maturity}</dd>
        </>
      )}
      {item.explanation && (
        <>
          <dt className="text-base-content/60">Explanation</dt>
          <dd className="whitespace-pre-line">{item.explanation}</dd>
        </>
      )}
      <dt className="text-base-content/60">URL</dt>
      <dd className="font-mono text-xs">/{item.slug}</dd>
    </dl>
  );
}

function ItemsEditorComponent({ ctx, mode, value, onChange, errors, dirty }: CardEditorProps<ItemsFormValue>) {
  const [dialog, setDialog] = useState<ItemDialog>(null);
  const [adding, setAdding] = useState(false);
  const editor = ctx.grants.permissions.includes('statuspage:edit');
  const features = ctx.grants.features;
  const waitHint = dirty ? 'Save or cancel your changes first' : undefined;

  const actionsFor = (item: Item): MenuAction[] => {
    const actions: MenuAction[] = [{ label: 'Create custom URL', onSelect: () => setDialog({ kind: 'url', item }), disabled: dirty, hint: waitHint }];
    if (canMoveFrom(ctx.card.kind) && moveDestinations(ctx.draft.cards, item).length > 0) {
      actions.push({ label: 'Move item', onSelect: () => setDialog({ kind: 'move', item }), disabled: dirty, hint: waitHint });
    }
    if (item.custom) actions.push({ label: 'Delete item', onSelect: () => setDialog({ kind: 'delete', item }), disabled: dirty, hint: waitHint });
    return actions;
  };

  return (
    <div className="flex flex-col gap-3">
      {ctx.items.length === 0 && <p className="text-sm italic text-base-content/60">{ctx.card.placeholder || 'This card has no items yet.'}</p>}
      <ul className="flex flex-col gap-3">
        {ctx.items.map((item) => {
          const form = value.items[item.itemUid] ?? itemToForm(item);
          const itemErrors = Object.fromEntries(
            Object.entries(errors)
              .filter(([key]) => key.startsWith(`${item.itemUid}.`))
              .map(([key, message]) => [key.slice(item.itemUid.length + 1), message]),
          );
          const renamable = mode === 'edit' && canRenameItem(item, features);
          return (
            <li key={item.itemUid} className={`rounded-box border border-base-300 p-3 ${item.enabledState === 'notEnabled' ? 'bg-base-200/60' : ''}`}>
              <section aria-label={item.title} data-item-uid={item.itemUid} className="flex flex-col gap-3">
                <ItemHeader
                  item={item}
                  state={mode === 'edit' ? form.enabledState : item.enabledState}
                  tags={mode === 'edit' ? form.tags : item.tags}
                  title={
                    <h3 className="flex items-center gap-1 font-medium">
                      <span className={renamable ? 'sr-only' : ''}>{item.title}</span>
                      {!item.publicAccess && item.hidden && <HiddenIcon label="Hidden from accounts without access" />}
                      {item.custom && <span className="badge badge-ghost badge-xs">custom</span>}
                    </h3>
                  }
                  menu={editor ? <Menu label={`Item actions for ${item.title}`} actions={actionsFor(item)} /> : undefined}
                />
                {mode === 'edit' ? (
                  <ItemFields
                    item={item}
                    form={form}
                    errors={itemErrors}
                    features={features}
                    files={ctx.view.files}
                    onChange={(next) => onChange({ items: { ...value.items, [item.itemUid]: next } })}
                  />
                ) : (
                  <ItemDetails item={item} ctx={ctx} />
                )}
              </section>
            </li>
          );
        })}
      </ul>
      {editor && (
        <button type="button" className="btn btn-outline btn-sm w-fit" disabled={dirty} title={waitHint} onClick={() => setAdding(true)}>
          Add Items
        </button>
      )}
      <AddItemsDialog open={adding} onClose={() => setAdding(false)} ctx={ctx} />
      {dialog?.kind === 'url' && <CustomUrlDialog open item={dialog.item} draft={ctx.draft} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move' && <MoveItemDialog open item={dialog.item} draft={ctx.draft} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteItemDialogs open item={dialog.item} onClose={() => setDialog(null)} />}
    </div>
  );
}

export const itemsCardEditor: CardEditor<ItemsFormValue> = {
  init(ctx) {
    return { items: Object.fromEntries(ctx.items.map((item) => [item.itemUid, itemToForm(item)])) };
  },
  validate(value, ctx) {
    const errors: FieldErrors = {};
    for (const item of ctx.items) {
      const form = value.items[item.itemUid];
      if (!form) continue;
      for (const [field, message] of Object.entries(validateItemForm(form, item, ctx.grants.features))) errors[`${item.itemUid}.${field}`] = message!;
    }
    return errors;
  },
  async submit(value, initial, ctx) {
    for (const item of ctx.items) {
      const before = initial.items[item.itemUid];
      const after = value.items[item.itemUid];
      if (!before || !after) continue;
      const changes = formChanges(before, after);
      if (Object.keys(changes).length > 0) await saveItemFields(ctx.product.productId, item.itemUid, changes);
    }
  },
  Component: ItemsEditorComponent,
};
