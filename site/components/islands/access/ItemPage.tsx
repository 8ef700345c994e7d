/**
 * An item's page drawn from the viewer's own view, for an item the static site has no page of — a restricted
 * hidden item that the member's (or the previewed) permission profile lists. Its address
 * (`/item/{slug}` or `/product/{product}/{slug}`) answers with the portal's "Page not found"; once the access
 * island knows the viewer may see the item, this replaces that notice with the item's page, as the static item
 * pages show public items: breadcrumb, title, state, details, documents and the conversation.
 */
import { useEffect, useRef } from 'react';
import type { PortalView, ViewItem } from '../../../../content/policy.ts';
import { cardTitle } from '../../../../content/schemas/card.ts';
import { ENABLED_STATE_LABELS } from '../../../../content/schemas/item.ts';
import Conversation from '../Conversation.tsx';
import { useItemViewTimer } from '../use-item-view-timer.ts';
import { detailsOf } from './account-mode.ts';

export default function ItemPage({
  view,
  item,
  orgId,
  orgName,
  previewingAs,
}: {
  view: PortalView;
  item: ViewItem;
  orgId: string;
  orgName: string;
  previewingAs?: { accountId?: string; permissionProfileId?: string };
}) {
  const body = useRef<HTMLDivElement>(null);
  useItemViewTimer(orgId, item.itemUid, item.productId, !previewingAs);
  const card = view.cards.find((c) => c.productId === item.productId && c.kind === item.cardKind);
  useEffect(() => {
    body.current?.replaceChildren(detailsOf(view, item, { orgId, previewingAs }));
    document.title = `${item.title} | ${orgName} ${view.customization.portalTitle || 'Trust Center'}`;
  }, [view, item, orgId, orgName, previewingAs]);
  return (
    <div className="space-y-6">
      <article className="card card-border mx-auto max-w-3xl bg-base-100 shadow-sm" data-item-uid={item.itemUid} data-item-page-from-view>
        <div className="card-body gap-4">
          <nav aria-label="Breadcrumb" className="breadcrumbs text-sm">
            <ul>
              <li>
                <a href="/">{orgName}</a>
              </li>
              {card && (
                <li>
                  <span>{cardTitle(card)}</span>
                </li>
              )}
            </ul>
          </nav>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold">{item.title}</h1>
            <span className="badge badge-soft badge-sm">{ENABLED_STATE_LABELS[item.enabledState]}</span>
          </header>
          <div ref={body} />
        </div>
      </article>
      <div className="mx-auto max-w-3xl">
        <Conversation orgId={orgId} itemUid={item.itemUid} productId={item.productId} variant="card" />
      </div>
    </div>
  );
}
