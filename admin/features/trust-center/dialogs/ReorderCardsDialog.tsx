/**
 * Re-order cards (admin spec §2 screen 4): the cards of the grid by drag and drop; hidden cards show a hidden
 * icon. "Save order" is enabled only after a change; failure: 'Failed to update cards order for {product} product'.
 */
import { useMemo, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { cardLabel, isSectionCard } from '../../../../content/editing/layout.ts';
import { TEMPLATES, fill } from '../../../../content/errors.ts';
import type { CardKind } from '../../../../content/schemas/card.ts';
import type { Product } from '../../../../content/schemas/product.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { reorderCards } from '../api.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { HiddenIcon } from '../../../ui/icons.tsx';
import { moveEntry } from '../../../ui/use-sortable.ts';
import { SortableList } from './SortableList.tsx';

export function ReorderCardsDialog({ open, onClose, product, draft }: { open: boolean; onClose(): void; product: Product; draft: Snapshot }) {
  const cards = useMemo(
    () => draft.cards.filter((c) => c.productId === product.productId && !isSectionCard(c.kind)).sort((a, b) => a.position - b.position),
    [draft, product.productId],
  );
  const start = cards.map((c) => c.kind);
  const [order, setOrder] = useState<CardKind[]>(start);
  const write = useWrite();
  const changed = order.join() !== start.join();

  return (
    <FormDialog
      open={open}
      title="Re-order cards"
      onClose={onClose}
      write={write}
      onOpen={() => setOrder(start)}
      onSave={() => reorderCards(product.productId, order)}
      snack={{
        done: editText(EDIT_TEXTS.cardsOrderUpdated, { product: product.productName }),
        failed: fill(TEMPLATES.reorderCardsFailed, { product: product.productName }),
      }}
      saveLabel="Save order"
      canSave={changed}
    >
      {order.length === 0 ? (
        <p className="text-sm italic text-base-content/60">No entries to show</p>
      ) : (
        <SortableList
          label="Cards"
          disabled={write.busy}
          rows={order.map((kind) => {
            const card = cards.find((c) => c.kind === kind)!;
            return { id: kind, label: cardLabel(card), extra: card.hidden ? <HiddenIcon label="Hidden card" /> : undefined };
          })}
          onMove={(from, to) => setOrder((current) => moveEntry(current, from, to))}
        />
      )}
    </FormDialog>
  );
}
