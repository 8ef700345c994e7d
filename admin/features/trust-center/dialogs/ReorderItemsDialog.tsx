/**
 * Reorder items (admin spec §2 screen 4, §4): the card's items by drag and drop; items neither enabled nor in
 * progress show a hidden icon. The documents card lists every document of the product with a divider: the
 * documents above it are the featured ones, saved first (`featuredDocuments`), then the whole order. "Save
 * order" is enabled only after a change.
 */
import { useMemo, useState } from 'react';
import { cardLabel, countsAsEnabledState, documentItemsOf } from './reorder-helpers.ts';
import { TEMPLATES, fill } from '../../../../content/errors.ts';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import type { Card } from '../../../../content/schemas/card.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { reorderItems, updateCard } from '../api.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { HiddenIcon } from '../../../ui/icons.tsx';
import { moveEntry } from '../../../ui/use-sortable.ts';
import { SortableList, type SortableRow } from './SortableList.tsx';

const DIVIDER = '__divider__';

function initialOrder(draft: Snapshot, card: Card): string[] {
  if (card.kind !== 'documents') {
    return draft.items
      .filter((i) => i.productId === card.productId && i.cardKind === card.kind)
      .sort((a, b) => a.position - b.position)
      .map((i) => i.itemUid);
  }
  const documents = documentItemsOf(draft.items, card.productId).map((i) => i.itemUid);
  const featured = card.featuredDocuments.filter((uid) => documents.includes(uid));
  return [...featured, DIVIDER, ...documents.filter((uid) => !featured.includes(uid))];
}

export function ReorderItemsDialog({ open, onClose, card, draft }: { open: boolean; onClose(): void; card: Card; draft: Snapshot }) {
  const start = useMemo(() => initialOrder(draft, card), [draft, card]);
  const [order, setOrder] = useState(start);
  const write = useWrite();

  const changed = order.join() !== start.join();
  const documents = card.kind === 'documents';
  const dividerAt = order.indexOf(DIVIDER);
  const title = (uid: string) => draft.items.find((i) => i.itemUid === uid)?.title ?? uid;

  const rows: SortableRow[] = order.map((uid) => {
    if (uid === DIVIDER) return { id: DIVIDER, label: 'Other documents', divider: true };
    const item = draft.items.find((i) => i.itemUid === uid);
    return {
      id: uid,
      label: title(uid),
      extra: item && !countsAsEnabledState(item.enabledState) ? <HiddenIcon label="Not shown: not enabled" /> : undefined,
    };
  });

  async function save() {
    if (documents) await updateCard(card.productId, card.kind, { featuredDocuments: order.slice(0, dividerAt) });
    await reorderItems(
      card.productId,
      card.kind,
      order.filter((uid) => uid !== DIVIDER),
    );
  }

  return (
    <FormDialog
      open={open}
      title={`Reorder items: ${cardLabel(card)}`}
      onClose={onClose}
      write={write}
      onOpen={() => setOrder(start)}
      onSave={save}
      snack={{ done: editText(EDIT_TEXTS.itemsOrderUpdated, { card: cardLabel(card) }), failed: fill(TEMPLATES.reorderItemsFailed, { card: cardLabel(card) }) }}
      saveLabel="Save order"
      canSave={changed}
    >
      {documents && (
        <>
          <h3 className="mb-1 text-xs font-semibold uppercase text-base-content/60">Featured documents</h3>
          {dividerAt === 0 && <p className="mb-1 text-sm italic text-base-content/60">No featured documents</p>}
        </>
      )}
      {order.length === 0 ? (
        <p className="text-sm italic text-base-content/60">No entries to show</p>
      ) : (
        <SortableList
          rows={rows}
          label={`Items of ${cardLabel(card)}`}
          disabled={write.busy}
          onMove={(from, to) => setOrder((current) => moveEntry(current, from, to))}
        />
      )}
      {documents && dividerAt === order.length - 1 && <p className="mt-1 text-sm italic text-base-content/60">No non-featured documents</p>}
    </FormDialog>
  );
}
