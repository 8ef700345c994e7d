/**
 * Move item (admin spec §2 screen 9, §4): to another card of the product — never overview, documents,
 * certifications, trusted-by, subprocessors, customer data, risk profile or the item's own card.
 */
import { useId, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { cardLabel, moveDestinations } from '../../../../content/editing/layout.ts';
import { ERRORS } from '../../../../content/errors.ts';
import type { CardKind } from '../../../../content/schemas/card.ts';
import type { Item } from '../../../../content/schemas/item.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { moveItem } from '../api.ts';

export function MoveItemDialog({ open, onClose, item, draft }: { open: boolean; onClose(): void; item: Item; draft: Snapshot }) {
  const selectId = useId();
  const [destination, setDestination] = useState<CardKind | ''>('');
  const write = useWrite();
  const destinations = moveDestinations(draft.cards, item).sort((a, b) => cardLabel(a).localeCompare(cardLabel(b)));

  const card = destinations.find((c) => c.kind === destination);

  return (
    <FormDialog
      open={open}
      title="Move item"
      onClose={onClose}
      write={write}
      onOpen={() => setDestination('')}
      onSave={() => card && moveItem(item.productId, item.itemUid, card.kind)}
      snack={{ done: card ? editText(EDIT_TEXTS.itemMoved, { title: item.title, card: cardLabel(card) }) : '', failed: ERRORS.MOVE_ITEM_FAILED.message }}
      saveLabel="Move"
      canSave={!!card}
    >
      <p className="mb-2 text-sm">
        Move <strong>{item.title}</strong> to another card.
      </p>
      <label htmlFor={selectId} className="text-sm font-medium">
        Destination card
      </label>
      <select id={selectId} className="select select-sm w-full" value={destination} onChange={(e) => setDestination(e.target.value as CardKind)}>
        <option value="">Choose a card</option>
        {destinations.map((card) => (
          <option key={card.kind} value={card.kind}>
            {cardLabel(card)}
          </option>
        ))}
      </select>
    </FormDialog>
  );
}
