/**
 * Card editors by card kind. The expanded card drawer renders the editor registered for the card's kind, or the
 * items editor (every item of the card with the item editor) when none is.
 *
 * To plug in an editor for a kind (subprocessors, trusted-by, security grades, risk profile …):
 *
 *   import { registerCardEditor } from './registry.ts';
 *   registerCardEditor(['subprocessors'], subprocessorsEditor);   // a `CardEditor<V>` (see types.ts)
 *
 * and import the module once from `editors/index.ts` so the registration runs before the drawer renders.
 */
import type { CardKind } from '../../../../content/schemas/card.ts';
import { itemsCardEditor } from './items/items-card-editor.tsx';
import type { CardEditor } from './types.ts';

const editors = new Map<CardKind, CardEditor<unknown>>();

/** Registers `editor` for the kinds (a later registration for a kind replaces an earlier one). */
export function registerCardEditor<V>(kinds: CardKind | readonly CardKind[], editor: CardEditor<V>): void {
  for (const kind of typeof kinds === 'string' ? [kinds] : kinds) editors.set(kind, editor as CardEditor<unknown>);
}

/** The editor of a kind: the registered one, else the items editor. */
export function cardEditorFor(kind: CardKind): CardEditor<unknown> {
  return editors.get(kind) ?? (itemsCardEditor as CardEditor<unknown>);
}

/** Whether a kind has its own editor (not the items editor). */
export function hasOwnEditor(kind: CardKind): boolean {
  return editors.has(kind);
}
