import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { cardTitle, type Card } from '../../content/schemas/card.ts';
import type { Item } from '../../content/schemas/item.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { messageOf } from '../api.ts';
import { $draft, $draftError, loadDraft, saveItem } from '../stores/draft.ts';

/** The default product's cards, in grid order, each with its items in order. */
function cardsOfDefaultProduct(draft: Snapshot): { card: Card; items: Item[] }[] {
  const productId = draft.space.defaultProductId;
  return draft.cards
    .filter((card) => card.productId === productId)
    .sort((a, b) => a.position - b.position)
    .map((card) => ({
      card,
      items: draft.items.filter((item) => item.productId === productId && item.cardKind === card.kind).sort((a, b) => a.position - b.position),
    }))
    .filter(({ items }) => items.length > 0);
}

/** One item: its title, and an inline title editor. */
function ItemRow({ item, canEdit }: { item: Item; canEdit: boolean }) {
  const inputId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await saveItem({ ...item, title });
      setEditing(false);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <li className="flex items-center justify-between gap-2 py-1">
        <span>{item.title}</span>
        {canEdit && (
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => {
              setTitle(item.title);
              setError(null);
              setEditing(true);
            }}
          >
            Edit title<span className="sr-only"> of {item.title}</span>
          </button>
        )}
      </li>
    );
  }

  return (
    <li className="py-1">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Title
          </label>
          <input
            id={inputId}
            className={`input input-sm w-80 ${error ? 'input-error' : ''}`}
            value={title}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="text-sm text-error">
              {error}
            </p>
          )}
        </div>
        <div className="flex gap-2 self-end">
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            Save
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={saving} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      </form>
    </li>
  );
}

/** The draft's items of the default product, grouped by card, with inline title editing. */
export function ItemsPanel({ canEdit }: { canEdit: boolean }) {
  const draft = useStore($draft);
  const error = useStore($draftError);

  useEffect(() => {
    void loadDraft();
  }, []);

  const groups = draft ? cardsOfDefaultProduct(draft) : [];
  return (
    <section aria-labelledby="items-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-4">
        <h2 id="items-heading" className="card-title">
          Items
        </h2>
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        {draft && groups.length === 0 && <p>The draft has no items yet.</p>}
        {groups.map(({ card, items }) => {
          const headingId = `card-${card.kind}`;
          return (
            <section key={card.kind} aria-labelledby={headingId}>
              <h3 id={headingId} className="font-semibold">
                {cardTitle(card)}
              </h3>
              <ul className="divide-y divide-base-200">
                {items.map((item) => (
                  <ItemRow key={item.itemUid} item={item} canEdit={canEdit} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
