/**
 * Main mode: the trust center as staff see it, with editing controls (admin spec §1, §2). Product tabs when there
 * are several products, the "Re-order sections" (plan-gated) and "Re-order cards" buttons, the sections with
 * their cards, the expanded card drawer and the card action dialogs.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { EDIT_TEXTS } from '../../../content/editing/texts.ts';
import { canEditTrustCenter, type CardAction } from '../../../content/editing/permissions.ts';
import { viewFor } from '../../../content/policy.ts';
import { ProductPageSchema } from '../../../content/schemas/product.ts';
import type { Card } from '../../../content/schemas/card.ts';
import { messageOf } from '../../api.ts';
import './editors/index.ts';
import { TabList } from '../../../site/components/islands/TabList.tsx';
import { $draft, $draftError, loadDraft } from '../../stores/draft.ts';
import { $pendingExpand, $productId, cancelDiscard, confirmDiscard, requestExpand, selectProduct } from './editing.ts';
import type { AdminSession } from '../../stores/session.ts';
import { showSnack } from '../../stores/snacks.ts';
import { updateCard } from './api.ts';
import { CardIconDialog } from './dialogs/CardIconDialog.tsx';
import { CardTextDialog } from './dialogs/CardTextDialog.tsx';
import { ReorderCardsDialog } from './dialogs/ReorderCardsDialog.tsx';
import { ReorderItemsDialog } from './dialogs/ReorderItemsDialog.tsx';
import { ReorderSectionsDialog } from './dialogs/ReorderSectionsDialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { LockIcon } from '../../ui/icons.tsx';
import { CardDrawer } from './CardDrawer.tsx';
import { Loading } from '../../ui/load.tsx';
import { MainSections } from './MainSections.tsx';

type CardDialog = { action: Exclude<CardAction, 'edit' | 'visibility'>; kind: Card['kind'] };

export function TrustCenterEditor({ session }: { session: AdminSession }) {
  const draft = useStore($draft);
  const error = useStore($draftError);
  const selected = useStore($productId);
  const pending = useStore($pendingExpand);
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const [reorder, setReorder] = useState<'sections' | 'cards' | null>(null);

  useEffect(() => {
    void loadDraft();
  }, []);

  const view = useMemo(() => (draft ? viewFor(draft, { mode: 'Main', permissions: session.permissions }) : null), [draft, session.permissions]);
  if (!draft || !view) {
    return (
      <section aria-labelledby="trust-center-heading" className="card bg-base-100 shadow">
        <div className="card-body">
          <h2 id="trust-center-heading" className="card-title">
            Trust Center
          </h2>
          {error ? (
            <p role="alert" className="text-error">
              {error}
            </p>
          ) : (
            <Loading />
          )}
        </div>
      </section>
    );
  }

  const product =
    draft.products.find((p) => p.productId === selected) ?? draft.products.find((p) => p.productId === draft.space.defaultProductId) ?? draft.products[0]!;
  const page = draft.pages.find((p) => p.productId === product.productId) ?? ProductPageSchema.parse({ productId: product.productId });
  const editor = canEditTrustCenter(session);
  const sectionsUnlocked = draft.plan.features.includes('sectionCustomization');
  const dialogCard = dialog ? draft.cards.find((c) => c.productId === product.productId && c.kind === dialog.kind) : undefined;

  async function onAction(card: Card, action: CardAction) {
    if (action === 'edit') {
      requestExpand({ kind: card.kind, mode: 'edit' });
      return;
    }
    if (action === 'visibility') {
      const hidden = !card.hidden;
      try {
        await updateCard(card.productId, card.kind, { hidden });
        showSnack(hidden ? EDIT_TEXTS.cardHidden : EDIT_TEXTS.cardShown);
      } catch (err) {
        showSnack(messageOf(err), 'error');
      }
      return;
    }
    setDialog({ action, kind: card.kind });
  }

  return (
    <>
      <section aria-labelledby="trust-center-heading" className="card bg-base-100 shadow">
        <div className="card-body gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="trust-center-heading" className="card-title flex-1">
              Trust Center
              <span className="text-sm font-normal text-base-content/60">Main mode: the draft, with hidden cards</span>
            </h2>
            {editor && (
              <>
                {sectionsUnlocked ? (
                  <button type="button" className="btn btn-sm" onClick={() => setReorder('sections')}>
                    Re-order sections
                  </button>
                ) : (
                  <Tooltip text={EDIT_TEXTS.planLocked}>
                    {(describedBy) => (
                      <button type="button" className="btn btn-sm" disabled aria-describedby={describedBy}>
                        <LockIcon /> Re-order sections
                      </button>
                    )}
                  </Tooltip>
                )}
                <button type="button" className="btn btn-sm" onClick={() => setReorder('cards')}>
                  Re-order cards
                </button>
              </>
            )}
          </div>
          {draft.products.length > 1 && (
            <TabList
              tabs={draft.products.map((p) => ({ id: p.productId, label: p.productName }))}
              selected={product.productId}
              onSelect={selectProduct}
              label="Products"
              className="tabs-box w-fit"
            />
          )}
          {error && (
            <p role="alert" className="text-error">
              {error}
            </p>
          )}
          <MainSections
            view={view}
            productId={product.productId}
            session={session}
            onAction={(card, action) => void onAction(card, action)}
            onExpand={(card) => requestExpand({ kind: card.kind, mode: 'view' })}
          />
        </div>
      </section>

      <CardDrawer draft={draft} view={view} product={product} session={session} />

      <ConfirmDialog
        open={!!pending}
        title={EDIT_TEXTS.unsavedTitle}
        body={EDIT_TEXTS.unsavedBody}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={confirmDiscard}
        onCancel={cancelDiscard}
      />

      {dialogCard && (dialog?.action === 'displayText' || dialog?.action === 'placeholder') && (
        <CardTextDialog text={dialog.action} open card={dialogCard} onClose={() => setDialog(null)} />
      )}
      {dialogCard && dialog?.action === 'icon' && <CardIconDialog open card={dialogCard} orgId={session.organization.id} onClose={() => setDialog(null)} />}
      {dialogCard && dialog?.action === 'reorderItems' && <ReorderItemsDialog open card={dialogCard} draft={draft} onClose={() => setDialog(null)} />}
      {reorder === 'sections' && <ReorderSectionsDialog open product={product} page={page} draft={draft} onClose={() => setReorder(null)} />}
      {reorder === 'cards' && <ReorderCardsDialog open product={product} draft={draft} onClose={() => setReorder(null)} />}
    </>
  );
}
