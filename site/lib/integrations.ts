/**
 * Which items of a product show live data from its integrations on the public page (admin spec §3 "Bug-bounty
 * integration", "Status page integration"): the same choice the edge makes when a visitor asks
 * `GET /api/integrations/hackerone?productId=` or `…/statuspageio?productId=` — the product's first item in the
 * public view with a connected program (enabled, valid link) or a status page shown in its card — and only when
 * the plan includes integrations. Build-time only (imports the link rules).
 */
import { hackeroneHandle, STATUS_INDICATOR_LABELS, type StatusIndicator } from '../../content/integrations.ts';
import type { PortalView, ViewItem } from '../../content/policy.ts';

export interface ConnectedIntegrations {
  /** The item showing the bug-bounty program's statistics. */
  bugBounty?: ViewItem;
  /**
   * Items with a connected status page, in page order (cards in their order, items in theirs): each shows its live
   * status wherever it is shown, and the first is the product's status shown prominently at the top of its page.
   */
  statusPages: ViewItem[];
}

export function connectedIntegrations(view: PortalView, productId: string): ConnectedIntegrations {
  if (!view.plan.features.includes('integrations')) return { statusPages: [] };
  const cardOrder = (item: ViewItem) => view.cards.find((c) => c.productId === productId && c.kind === item.cardKind)?.position ?? Number.MAX_SAFE_INTEGER;
  const items = view.items
    .filter((item) => item.productId === productId && !item.locked)
    .sort((a, b) => cardOrder(a) - cardOrder(b) || a.position - b.position);
  return {
    bugBounty: items.find((item) => item.integrations.hackerone?.enabled && hackeroneHandle(item.integrations.hackerone.link)),
    statusPages: items.filter((item) => item.integrations.statuspage?.showInCard && item.integrations.statuspage.url),
  };
}

/** What each indicator state is called (handed to the island, which then needs no content module). */
export const indicatorLabels: Record<StatusIndicator, string> = STATUS_INDICATOR_LABELS;
