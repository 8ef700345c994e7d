/**
 * The one contract of a card editor: what the expanded card drawer (`../CardDrawer.tsx`) needs to show a
 * card's content in view mode, edit it in edit mode, tell whether the form changed, validate it and save it.
 *
 * The drawer owns the form state: it calls `init` when the card opens (and again after the draft reloads while
 * the form is unchanged), enables Save only when `isEqual(value, initial)` is false and nothing is being
 * submitted, shows `validate`'s messages and, on Save, awaits `submit`. A `submit` that throws makes the drawer
 * show "Save error" and read the draft again.
 */
import type { ReactNode } from 'react';
import type { EditorGrants } from '../../../../content/editing/permissions.ts';
import type { PortalView } from '../../../../content/policy.ts';
import type { Card } from '../../../../content/schemas/card.ts';
import type { Item } from '../../../../content/schemas/item.ts';
import type { Product } from '../../../../content/schemas/product.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import type { AdminSession } from '../../../stores/session.ts';

/**
 * What every editor may read about the card it edits. A content editor (subprocessors, trusted-by, certifications,
 * security grades, risk profile) reads only this, so the settings area can host it too (`ContentEditorHost`).
 */
export interface EditorContext {
  /** The whole draft. */
  draft: Snapshot;
  product: Product;
  card: Card;
  /** The card's items in their order. */
  items: Item[];
  session: AdminSession;
}

/** Everything the card drawer gives its editors: also the main-mode view and the grants. */
export interface CardEditorContext extends EditorContext {
  /** The draft as main mode shows it (`viewFor(draft, { mode: 'Main' })`). */
  view: PortalView;
  /** Permissions and plan features. */
  grants: EditorGrants;
}

/** Field messages, keyed by a path the editor chooses (`itm_1.title`). */
export type FieldErrors = Record<string, string>;

export interface EditorProps<V, C extends EditorContext = CardEditorContext> {
  ctx: C;
  mode: 'view' | 'edit';
  value: V;
  onChange(next: V): void;
  /** Messages of the last validation (shown once Save was pressed, and while fixing). */
  errors: FieldErrors;
  /** The form differs from the draft: actions that write at once (add, move, delete) wait until it is saved. */
  dirty: boolean;
}

/** An editor of a card's content, reading a context `C` (the drawer's, or the narrower one of content editors). */
export interface Editor<V, C extends EditorContext = CardEditorContext> {
  /** The form value of the card as it is in the draft. */
  init(ctx: C): V;
  /** Messages for invalid fields; empty when the form can be saved. */
  validate(value: V, ctx: C): FieldErrors;
  /** Whether two form values are the same (default: equal JSON). */
  isEqual?(a: V, b: V): boolean;
  /** Saves what changed between `initial` and `value`. Throws to report a save error. */
  submit(value: V, initial: V, ctx: C): Promise<void>;
  /**
   * Renders the card's content: read-only in view mode, the form in edit mode. A function component, so an editor
   * of the narrower context is one of the drawer's too.
   */
  Component: (props: EditorProps<V, C>) => ReactNode;
  /** A wide drawer (48rem instead of 36rem) for content laid out as a table. */
  wide?: boolean;
}

/** An editor of the card drawer. */
export type CardEditor<V = unknown> = Editor<V, CardEditorContext>;
export type CardEditorProps<V> = EditorProps<V, CardEditorContext>;

/** An editor that needs only the {@link EditorContext}: the drawer and the settings area both host it. */
export type ContentEditor<V> = Editor<V, EditorContext>;
export type ContentEditorProps<V> = EditorProps<V, EditorContext>;
export type ContentEditorContext = EditorContext;
