/**
 * Add Items (admin spec §6): catalogue items of the card not on it yet, and a custom item. A title that already
 * exists on a card of the product shows the duplicate warning (admin spec §5).
 */
import { useId, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { ITEM_CATALOGUE } from '../../../../content/editing/catalogue.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { ItemTitleSchema } from '../../../../content/schemas/item.ts';
import type { CardEditorContext } from '../editors/types.ts';
import { findDuplicate } from '../editors/items/item-form.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { addItems } from '../api.ts';

function DuplicateWarning({ ctx, title }: { ctx: CardEditorContext; title: string }) {
  const duplicate = findDuplicate(ctx.draft, ctx.product.productId, title);
  if (!duplicate) return null;
  return (
    <p role="note" className="text-sm text-warning-content alert alert-warning alert-soft mt-1 py-1">
      {editText(EDIT_TEXTS.duplicateWarning, { title: duplicate.item.title, card: duplicate.cardTitle })}
    </p>
  );
}

export function AddItemsDialog({ open, onClose, ctx }: { open: boolean; onClose(): void; ctx: CardEditorContext }) {
  const customId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const write = useWrite();

  const onCard = new Set(ctx.items.map((i) => i.title));
  const catalogue = (ITEM_CATALOGUE[ctx.card.kind] ?? []).filter((title) => !onCard.has(title));
  const customError = custom.trim() ? ItemTitleSchema.safeParse(custom).error?.issues[0]?.message : undefined;
  const nothing = chosen.length === 0 && !custom.trim();

  async function save() {
    const items = [...chosen.map((title) => ({ title, custom: false })), ...(custom.trim() ? [{ title: custom.trim(), custom: true }] : [])];
    if (await write.run(() => addItems(ctx.product.productId, ctx.card.kind, items))) onClose();
  }

  return (
    <FormDialog
      open={open}
      title={`Add items to ${cardLabel(ctx.card)}`}
      onClose={onClose}
      write={write}
      onOpen={() => {
        setChosen([]);
        setCustom('');
      }}
      onSave={() => void save()}
      saveLabel="Add items"
      canSave={!nothing && !customError}
      error={write.error?.message}
      wide
    >
      {catalogue.length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Catalogue items</legend>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {catalogue.map((title) => (
              <li key={title}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={chosen.includes(title)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, title] : chosen.filter((t) => t !== title))}
                  />
                  {title}
                </label>
                {chosen.includes(title) && <DuplicateWarning ctx={ctx} title={title} />}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={customId} className="text-sm font-medium">
          Custom item title
        </label>
        <input
          id={customId}
          className={`input input-sm w-full ${customError ? 'input-error' : ''}`}
          value={custom}
          aria-invalid={!!customError || undefined}
          aria-describedby={customError ? errorId : undefined}
          onChange={(e) => setCustom(e.target.value)}
        />
        {customError && (
          <p id={errorId} className="text-xs text-error">
            {customError}
          </p>
        )}
        {!customError && <DuplicateWarning ctx={ctx} title={custom} />}
      </div>
    </FormDialog>
  );
}
