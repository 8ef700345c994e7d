/**
 * Re-order Trust Center sections (admin spec §2 screen 3, §4): drag and drop, and a row menu — move to top, up,
 * down, to bottom (each disabled at the edge); the combined row offers 'Separate Overview and Certifications',
 * a separate overview or certifications row offers 'Combine {x} with {y}'. A section that is effectively empty or
 * hidden shows a faded icon. Clicking the backdrop does not close the dialog; Escape does. Saved with
 * `PATCH /api/trust-center/products/{productId}` { sections }.
 */
import { useMemo, useRef, useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { isSectionCard } from '../../../../content/editing/layout.ts';
import { ERRORS } from '../../../../content/errors.ts';
import { viewFor } from '../../../../content/policy.ts';
import { DEFAULT_SECTION_ORDER, SECTION_IDS, SECTION_LABELS, type Product, type ProductPage, type SectionId } from '../../../../content/schemas/product.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { helpLinks } from '../../../../site/lib/portal.ts';
import { reorderSections } from '../api.ts';
import { Menu, type MenuAction } from '../../../ui/Menu.tsx';
import { moveActions } from './SortableList.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { Tooltip } from '../../../ui/Tooltip.tsx';
import { DragHandleIcon, InfoIcon, SectionIcon } from '../../../ui/icons.tsx';
import { moveEntry, useSortable } from '../../../ui/use-sortable.ts';

/** The rows of the dialog: the page's order, then the sections it leaves out. */
export function sectionRows(page: Pick<ProductPage, 'sectionOrder'>): SectionId[] {
  const order = [...new Set(page.sectionOrder.length > 0 ? page.sectionOrder : DEFAULT_SECTION_ORDER)];
  const combined = order.includes('overview_and_certifications');
  const all = SECTION_IDS.filter((id) => (combined ? id !== 'overview' && id !== 'certifications' : id !== 'overview_and_certifications'));
  return [...order, ...all.filter((id) => !order.includes(id))];
}

/** Whether a section is effectively empty or hidden (faded icon). */
export function sectionFaded(id: SectionId, draft: Snapshot, page: ProductPage): boolean {
  const productId = page.productId;
  const config = page.config;
  switch (id) {
    case 'overview':
      return config.overview.hidden;
    case 'certifications':
      return config.certifications.hidden || !draft.items.some((i) => i.productId === productId && i.cardKind === 'certifications');
    case 'overview_and_certifications':
      return config.overview.hidden && config.certifications.hidden;
    case 'trusted_by':
      return config.trusted_by.hidden || !draft.trustedBy.some((t) => t.productId === productId);
    case 'subprocessors':
      return config.subprocessors.hidden || !draft.subprocessors.some((s) => s.productId === productId);
    case 'documents':
      return config.documents.hidden || !draft.cards.some((c) => c.productId === productId && c.kind === 'documents');
    case 'cards':
      return !draft.cards.some((c) => c.productId === productId && !isSectionCard(c.kind) && !c.hidden);
    case 'knowledge_base':
      return !draft.knowledgeBase.some((e) => e.product_ids.length === 0 || e.product_ids.includes(productId));
    case 'updates':
      return !draft.topics.some((t) => t.updates.length > 0);
    case 'help':
      return helpLinks(viewFor(draft, { mode: 'Main' })).length === 0;
  }
}

function combineLabel(x: SectionId, y: SectionId): string {
  return editText(EDIT_TEXTS.combineSections, { x: SECTION_LABELS[x], y: SECTION_LABELS[y] });
}

export function ReorderSectionsDialog({
  open,
  onClose,
  product,
  page,
  draft,
}: {
  open: boolean;
  onClose(): void;
  product: Product;
  page: ProductPage;
  draft: Snapshot;
}) {
  const start = useMemo(() => sectionRows(page), [page]);
  const [order, setOrder] = useState<SectionId[]>(start);
  const write = useWrite();
  const saving = write.busy;
  const listRef = useRef<HTMLUListElement>(null);
  useSortable(listRef, (from, to) => setOrder((current) => moveEntry(current, from, to)), { handle: '[data-drag-handle]', disabled: saving || !open });

  const changed = order.join() !== start.join();
  const last = order.length - 1;

  function actionsFor(id: SectionId, index: number): MenuAction[] {
    const actions = moveActions(index, last, saving, (to) => setOrder((current) => moveEntry(current, index, to)));
    if (id === 'overview_and_certifications') {
      actions.push({
        label: EDIT_TEXTS.separateOverview,
        onSelect: () => setOrder((current) => current.flatMap((s) => (s === id ? (['overview', 'certifications'] as SectionId[]) : [s]))),
      });
    } else if (id === 'overview' || id === 'certifications') {
      const other: SectionId = id === 'overview' ? 'certifications' : 'overview';
      actions.push({
        label: combineLabel(id, other),
        onSelect: () => setOrder((current) => current.filter((s) => s !== other).map((s) => (s === id ? 'overview_and_certifications' : s))),
      });
    }
    return actions;
  }

  return (
    <FormDialog
      open={open}
      title="Re-order Trust Center sections"
      onClose={onClose}
      write={write}
      onOpen={() => setOrder(start)}
      onSave={() => reorderSections(product.productId, order)}
      snack={{ done: EDIT_TEXTS.sectionOrderUpdated, failed: ERRORS.SECTION_ORDER_FAILED.message }}
      canSave={changed}
    >
      <div className="mb-2 flex items-center gap-1 text-sm text-base-content/70">
        Drag sections into the order visitors see them.
        <Tooltip text={EDIT_TEXTS.sectionOrderTooltip} placement="bottom">
          {(describedBy) => (
            <button type="button" className="btn btn-ghost btn-xs btn-circle" aria-label="About the section order" aria-describedby={describedBy}>
              <InfoIcon />
            </button>
          )}
        </Tooltip>
      </div>
      <ul ref={listRef} aria-label="Sections" data-menu-bounds className="flex max-h-[600px] flex-col gap-1 overflow-y-auto">
        {order.map((id, index) => {
          const faded = sectionFaded(id, draft, page);
          return (
            <li key={id} data-sortable-row data-section-id={id} className="flex items-center gap-2 rounded bg-base-200 px-2 py-1">
              <span data-drag-handle className="cursor-grab text-base-content/50" title="Drag to re-order" aria-hidden="true">
                <DragHandleIcon />
              </span>
              <span className={faded ? 'opacity-30' : 'text-primary'} data-faded={faded ? 'true' : 'false'}>
                <SectionIcon />
              </span>
              <span className="flex-1">
                {SECTION_LABELS[id]}
                {faded && <span className="sr-only"> (hidden or empty)</span>}
              </span>
              <Menu label={`Actions for ${SECTION_LABELS[id]}`} actions={actionsFor(id, index)} />
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
