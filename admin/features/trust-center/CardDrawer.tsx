/**
 * The expanded card side drawer (admin spec §2 screen 5, §4): the card's content from its registered editor, in
 * view mode, or — after Edit — in edit mode with Cancel and Save. Save needs a changed form and nothing being
 * submitted; a failed save shows "Save error" and reads the draft again. While the form holds unsaved changes,
 * expanding another card or closing asks first (`editing.ts`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EDIT_TEXTS } from '../../../content/editing/texts.ts';
import { canEditTrustCenter, canRenameCard } from '../../../content/editing/permissions.ts';
import { cardLabel } from '../../../content/editing/layout.ts';
import type { PortalView } from '../../../content/policy.ts';
import { CardTitleSchema, type Card } from '../../../content/schemas/card.ts';
import type { Product } from '../../../content/schemas/product.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { cardEditorFor } from './editors/registry.ts';
import type { CardEditor, CardEditorContext, FieldErrors } from './editors/types.ts';
import { refreshDraftDiffers, reloadAfterWrite } from '../../stores/draft.ts';
import { $drawerDirty, $expanded, requestClose, type DrawerMode } from './editing.ts';
import type { AdminSession } from '../../stores/session.ts';
import { updateCard } from './api.ts';
import { wrapTab } from '../../../site/lib/focus-wrap.ts';
import { CardIcon } from './CardIcon.tsx';
import { SubmitButton, useWrite } from '../../ui/form.tsx';

export interface DrawerProps {
  draft: Snapshot;
  view: PortalView;
  product: Product;
  session: AdminSession;
}

const same = <V,>(editor: CardEditor<V>, a: V, b: V) => (editor.isEqual ? editor.isEqual(a, b) : JSON.stringify(a) === JSON.stringify(b));

function contextFor(props: DrawerProps, card: Card): CardEditorContext {
  const { draft, view, product, session } = props;
  return {
    draft,
    view,
    product,
    card,
    items: draft.items.filter((i) => i.productId === product.productId && i.cardKind === card.kind).sort((a, b) => a.position - b.position),
    session,
    grants: { permissions: session.permissions, features: draft.plan.features },
  };
}

function DrawerBody({ card, mode, ...props }: DrawerProps & { card: Card; mode: DrawerMode }) {
  const titleId = useId();
  const cardTitleId = useId();
  const cardTitleMessageId = useId();
  const editor = cardEditorFor(card.kind);
  const { draft, view, product, session } = props;
  const ctx = useMemo(() => contextFor({ draft, view, product, session }, card), [draft, view, product, session, card]);
  const canEdit = canEditTrustCenter(session);
  const renamable = canRenameCard(ctx.grants.features);

  const [initial, setInitial] = useState(() => editor.init(ctx));
  const [value, setValue] = useState(initial);
  const [title, setTitle] = useState(card.title);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The save; its failure shows as the spec's "Save error", whatever the edge said.
  const write = useWrite();
  const submitting = write.busy;
  const rootError = write.error ? EDIT_TEXTS.saveError : null;
  const resync = useRef(false);

  const dirty = mode === 'edit' && (title.trim() !== card.title || !same(editor, value, initial));
  useEffect(() => {
    $drawerDirty.set(dirty);
  }, [dirty]);
  useEffect(() => () => $drawerDirty.set(false), []);
  // Focus moves into the drawer when it opens and back to what opened it when it closes. Where it covers the page
  // (below 1280px) it is modal: Tab wraps around its controls. Escape closes it (asking first with unsaved changes).
  const asideRef = useRef<HTMLElement>(null);
  const [overlay] = useState(() => !window.matchMedia('(min-width: 1280px)').matches);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    asideRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Save and Cancel leave edit mode and disappear with it: focus goes to the Edit button (or the drawer) instead of
  // falling onto the page.
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a mode change or a save removes or disables the focused button
  useEffect(() => {
    const aside = asideRef.current;
    if (!aside || aside.contains(document.activeElement)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    (editButtonRef.current ?? aside).focus();
  }, [mode, submitting]);

  // On wide screens the page makes room for the drawer, so the cards stay reachable beside it.
  useEffect(() => {
    if (!window.matchMedia('(min-width: 1280px)').matches) return;
    document.body.style.paddingRight = editor.wide ? '48rem' : '36rem';
    return () => {
      document.body.style.paddingRight = '';
    };
  }, [editor.wide]);

  // The draft changed: take it over unless the form holds changes (or a save just finished). Leaving edit mode
  // takes it over too: a save's records went into the draft while the form still held them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new draft or mode takes over; edits (dirty, title) must not reset the form
  useEffect(() => {
    if (dirty && !resync.current) return;
    resync.current = false;
    const fresh = editor.init(ctx);
    setInitial(fresh);
    setValue(fresh);
    setTitle(card.title);
  }, [ctx, mode]);

  const titleError = mode === 'edit' && renamable && title.trim() !== '' ? CardTitleSchema.safeParse(title).error?.issues[0]?.message : undefined;
  const liveErrors = Object.keys(errors).length > 0 ? editor.validate(value, ctx) : {};

  function setMode(next: DrawerMode) {
    $expanded.set({ kind: card.kind, mode: next });
  }

  function cancel() {
    setValue(initial);
    setTitle(card.title);
    setErrors({});
    write.reset();
    setMode('view');
  }

  async function save() {
    const found = editor.validate(value, ctx);
    setErrors(found);
    if (Object.keys(found).length > 0 || titleError) return;
    const saved = await write.run(async () => {
      if (renamable && title.trim() !== card.title) await updateCard(ctx.product.productId, card.kind, { title: title.trim() });
      await editor.submit(value, initial, ctx);
      resync.current = true;
      setErrors({});
      setMode('view');
      await refreshDraftDiffers();
    });
    if (!saved) await reloadAfterWrite();
  }

  const Component = editor.Component;
  return (
    <aside
      ref={asideRef}
      role="dialog"
      aria-modal={overlay}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`fixed inset-y-0 right-0 z-30 flex w-full flex-col border-l border-base-300 bg-base-100 shadow-2xl focus:outline-none ${editor.wide ? 'max-w-3xl' : 'max-w-xl'}`}
      onKeyDown={(event) => {
        // A dialog opened from the drawer (and an open menu or list) handles its own Escape.
        if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
          event.preventDefault();
          requestClose();
        } else if (overlay && asideRef.current && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
          wrapTab(event, asideRef.current);
        }
      }}
    >
      <header className="flex items-center gap-2 border-b border-base-300 p-4">
        <CardIcon card={card} orgId={session.organization.id} />
        <h2 id={titleId} className="flex-1 text-lg font-semibold">
          {cardLabel(card)}
          {card.hidden && <span className="badge badge-ghost badge-sm ml-2">Hidden</span>}
        </h2>
        {canEdit && mode === 'view' && (
          <button ref={editButtonRef} type="button" className="btn btn-sm btn-primary" onClick={() => setMode('edit')}>
            Edit
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={requestClose}>
          ✕
        </button>
      </header>
      {/* Focusable, so the keyboard scrolls it even when it holds no control (a view with nothing to press). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users to scroll it (axe scrollable-region-focusable) */}
      <div className="flex-1 overflow-y-auto p-4" tabIndex={0}>
        {mode === 'edit' && renamable && (
          <div className="mb-4 flex flex-col gap-1">
            <label htmlFor={cardTitleId} className="text-sm font-medium">
              Card title
            </label>
            <input
              id={cardTitleId}
              className={`input input-sm w-full ${titleError ? 'input-error' : ''}`}
              value={title}
              placeholder={cardLabel({ kind: card.kind, title: '' })}
              aria-invalid={!!titleError || undefined}
              aria-describedby={cardTitleMessageId}
              onChange={(e) => setTitle(e.target.value)}
            />
            <p id={cardTitleMessageId} className={`text-xs ${titleError ? 'text-error' : 'text-base-content/60'}`}>
              {titleError ?? EDIT_TEXTS.cardTitleHint}
            </p>
          </div>
        )}
        <Component ctx={ctx} mode={mode} value={value} onChange={setValue} errors={liveErrors} dirty={dirty} />
      </div>
      {mode === 'edit' && (
        <footer className="flex items-center justify-end gap-2 border-t border-base-300 p-4">
          {rootError && (
            <p role="alert" className="mr-auto text-error">
              {rootError}
            </p>
          )}
          <button type="button" className="btn btn-ghost" onClick={cancel} disabled={submitting}>
            Cancel
          </button>
          <SubmitButton busy={submitting} disabled={!dirty} className="btn btn-primary" onClick={() => void save()}>
            Save
          </SubmitButton>
        </footer>
      )}
    </aside>
  );
}

/** The drawer of the expanded card, if any. */
export function CardDrawer(props: DrawerProps) {
  const expanded = useStore($expanded);
  if (!expanded) return null;
  const card = props.draft.cards.find((c) => c.productId === props.product.productId && c.kind === expanded.kind);
  if (!card) return null;
  return <DrawerBody key={`${props.product.productId}.${card.kind}`} card={card} mode={expanded.mode} {...props} />;
}
