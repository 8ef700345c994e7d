/**
 * Re-order cards (admin spec §2 screen 4): the cards of the grid by drag and drop; hidden cards show a hidden
 * icon. "Save order" is enabled only after a change; failure: 'Failed to update cards order for {product} product'.
 */
import { useEffect, useMemo, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { cardLabel, isSectionCard } from '../../../../content/editing/layout.ts';
import { TEMPLATES, fill } from '../../../../content/errors.ts';
import type { CardKind } from '../../../../content/schemas/card.ts';
import type { Product } from '../../../../content/schemas/product.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { reorderCards } from '../api.ts';
import { HiddenIcon } from '../../../ui/icons.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { moveEntry } from '../../../ui/use-sortable.ts';
import { SortableList } from './SortableList.tsx';

export function ReorderCardsDialog({ open, onClose, product, draft }: { open: boolean; onClose(): void; product: Product; draft: Snapshot }) {
  const cards = useMemo(
    () => draft.cards.filter((c) => c.productId === product.productId && !isSectionCard(c.kind)).sort((a, b) => a.position - b.position),
    [draft, product.productId],
  );
  const start = cards.map((c) => c.kind);
  const [order, setOrder] = useState<CardKind[]>(start);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setOrder(start);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const changed = order.join() !== start.join();

  async function save() {
    setSaving(true);
    try {
      await reorderCards(product.productId, order);
      showSnack(editText(EDIT_TEXTS.cardsOrderUpdated, { product: product.productName }));
      onClose();
    } catch {
      showSnack(fill(TEMPLATES.reorderCardsFailed, { product: product.productName }), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Re-order cards"
      onClose={onClose}
      busy={saving}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!changed || saving} onClick={() => void save()}>
            {saving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Save order
          </button>
        </>
      }
    >
      {order.length === 0 ? (
        <p className="text-sm italic text-base-content/60">No entries to show</p>
      ) : (
        <SortableList
          label="Cards"
          disabled={saving}
          rows={order.map((kind) => {
            const card = cards.find((c) => c.kind === kind)!;
            return { id: kind, label: cardLabel(card), extra: card.hidden ? <HiddenIcon label="Hidden card" /> : undefined };
          })}
          onMove={(from, to) => setOrder((current) => moveEntry(current, from, to))}
        />
      )}
    </Modal>
  );
}
