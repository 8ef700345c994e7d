/**
 * Add Items (admin spec §6): catalogue items of the card not on it yet, and a custom item. A title that already
 * exists on a card of the product shows the duplicate warning (admin spec §5).
 */
import { useEffect, useId, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { ITEM_CATALOGUE } from '../../../../content/editing/catalogue.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { ItemTitleSchema } from '../../../../content/schemas/item.ts';
import { messageOf } from '../../../api.ts';
import type { CardEditorContext } from '../editors/types.ts';
import { findDuplicate } from '../editors/items/item-form.ts';
import { addItems } from '../api.ts';
import { Modal } from '../../../ui/Modal.tsx';

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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setChosen([]);
      setCustom('');
      setFailure(null);
    }
  }, [open]);

  const onCard = new Set(ctx.items.map((i) => i.title));
  const catalogue = (ITEM_CATALOGUE[ctx.card.kind] ?? []).filter((title) => !onCard.has(title));
  const customError = custom.trim() ? ItemTitleSchema.safeParse(custom).error?.issues[0]?.message : undefined;
  const nothing = chosen.length === 0 && !custom.trim();

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      await addItems(ctx.product.productId, ctx.card.kind, [...chosen.map((title) => ({ title, custom: false })), ...(custom.trim() ? [{ title: custom.trim(), custom: true }] : [])]);
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Add items to ${cardLabel(ctx.card)}`}
      onClose={onClose}
      busy={submitting}
      wide
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={nothing || !!customError || submitting} onClick={() => void submit()}>
            Add items
          </button>
        </>
      }
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
      {failure && (
        <p role="alert" className="mt-2 text-error">
          {failure}
        </p>
      )}
    </Modal>
  );
}
