/**
 * Analytics for islands that are not given the organisation (the share panel): the layout writes the
 * organisation's id on `<html data-org-id>`, and an item page marks its item with `[data-item-view]`
 * (`components/ItemViewTracker.astro`).
 */
import { track } from './analytics.ts';

/** The page's organisation id, or '' outside a portal page. */
export function pageOrgId(): string {
  return typeof document === 'undefined' ? '' : (document.documentElement.dataset.orgId ?? '');
}

/** The item of an item page, or undefined elsewhere. */
export function pageItemUid(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLElement>('[data-item-view]')?.dataset.itemView || undefined;
}

/** Records a share choice of this page (with its item on an item page). */
export function trackShare(channel: 'copy' | 'linkedin' | 'email'): void {
  const itemUid = pageItemUid();
  track(pageOrgId(), { type: 'share', channel, ...(itemUid ? { itemUid } : {}) });
}
