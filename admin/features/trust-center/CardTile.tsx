/**
 * A card as main mode shows it (admin spec §2 screen 1, §4): icon, title, a "Hidden" marker for hidden cards,
 * display text, up to three items with their state (the rest behind "View more"), or its placeholder — and the
 * card actions menu for editors, an expand icon for everyone else.
 */
import { useId, type ReactNode } from 'react';
import { cardLabel } from '../../../content/editing/layout.ts';
import type { CardAction } from '../../../content/editing/permissions.ts';
import type { ViewItem } from '../../../content/policy.ts';
import { ENABLED_STATE_LABELS, type EnabledState } from '../../../content/schemas/item.ts';
import type { Card } from '../../../content/schemas/card.ts';
import { Menu, type MenuAction } from '../../ui/Menu.tsx';
import { ExpandIcon, HiddenIcon, LockIcon } from '../../ui/icons.tsx';
import { CardIcon } from './CardIcon.tsx';

/** Items a card shows before "View more" (admin spec §9). */
export const CARD_ITEMS_SHOWN = 3;

const ACTION_LABELS: Record<Exclude<CardAction, 'visibility'>, string> = {
  edit: 'Edit',
  displayText: 'Edit display text',
  placeholder: 'Edit placeholder text',
  reorderItems: 'Re-order items',
  icon: 'Change card icon',
};

/** The label of a card action in the menu (Hide or Show by the card's state). */
export function actionLabel(action: CardAction, card: Pick<Card, 'hidden'>): string {
  if (action === 'visibility') return card.hidden ? 'Show' : 'Hide';
  return ACTION_LABELS[action];
}

const STATE_TONE: Record<EnabledState, string> = { enabled: 'badge-success', workInProgress: 'badge-warning', notEnabled: 'badge-ghost' };

export function StateBadge({ state }: { state: EnabledState }) {
  return <span className={`badge badge-sm badge-soft whitespace-nowrap ${STATE_TONE[state]}`}>{ENABLED_STATE_LABELS[state]}</span>;
}

export function ItemLine({ item }: { item: ViewItem }) {
  return (
    // Not enabled and in-progress items are faded by a lighter text colour, never by opacity, so their text keeps a
    // 4.5:1 contrast (WCAG AA).
    <li
      className={`flex items-center justify-between gap-2 py-1.5 ${item.enabledState === 'notEnabled' ? 'text-base-content/70' : ''}`}
      data-item-uid={item.itemUid}
      data-faded={item.enabledState !== 'enabled' || undefined}
    >
      <span className={`flex min-w-0 items-center gap-1 ${item.enabledState === 'workInProgress' ? 'text-base-content/70' : ''}`}>
        {!item.publicAccess && <LockIcon label="Restricted item" />}
        {!item.publicAccess && item.hidden && <HiddenIcon label="Hidden from accounts without access" />}
        <span className="truncate">{item.title}</span>
      </span>
      <StateBadge state={item.enabledState} />
    </li>
  );
}

export interface CardTileProps {
  card: Card;
  items: ViewItem[];
  orgId: string;
  /** Actions this staff member may take on the card (empty: show the expand icon). */
  actions: CardAction[];
  onAction(action: CardAction): void;
  onExpand(): void;
  /** Section-specific content (overview text, certification grid …) shown instead of the item list. */
  children?: ReactNode;
  className?: string;
}

export function CardTile({ card, items, orgId, actions, onAction, onExpand, children, className = '' }: CardTileProps) {
  const headingId = useId();
  const title = cardLabel(card);
  const shown = items.slice(0, CARD_ITEMS_SHOWN);
  const more = items.slice(CARD_ITEMS_SHOWN);
  const menu: MenuAction[] = actions.map((action) => ({ label: actionLabel(action, card), onSelect: () => onAction(action) }));

  return (
    <article
      aria-labelledby={headingId}
      data-card-kind={card.kind}
      data-hidden={card.hidden ? 'true' : undefined}
      className={`card card-border bg-base-100 shadow-sm ${card.hidden ? 'border-dashed bg-base-200/40' : ''} ${className}`}
    >
      <div className="card-body gap-2 p-4">
        <header className="flex items-center gap-2">
          <CardIcon card={card} orgId={orgId} />
          <h4 id={headingId} className="card-title flex-1 text-base">
            {title}
          </h4>
          {card.hidden && (
            <span className="badge badge-ghost badge-sm gap-1">
              <HiddenIcon /> Hidden
            </span>
          )}
          {menu.length > 0 ? (
            <Menu label={`Card actions for ${title}`} actions={menu} />
          ) : (
            <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={`Expand ${title}`} onClick={onExpand}>
              <ExpandIcon />
            </button>
          )}
        </header>
        {card.displayText && <p className="text-sm opacity-80">{card.displayText}</p>}
        {children ??
          (items.length === 0 ? (
            <p className="text-sm italic opacity-70">{card.placeholder || 'No items yet'}</p>
          ) : (
            <>
              <ul className="divide-y divide-base-200 text-sm">
                {shown.map((item) => (
                  <ItemLine key={item.itemUid} item={item} />
                ))}
              </ul>
              {more.length > 0 && (
                <details className="text-sm">
                  <summary className="link link-primary cursor-pointer">View more ({more.length})</summary>
                  <ul className="divide-y divide-base-200">
                    {more.map((item) => (
                      <ItemLine key={item.itemUid} item={item} />
                    ))}
                  </ul>
                </details>
              )}
            </>
          ))}
      </div>
    </article>
  );
}
