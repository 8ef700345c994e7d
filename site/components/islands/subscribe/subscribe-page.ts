/** How the subscribe island meets the page: the address it cleans, the buttons that open it. */
import { withoutEngagementParams, type SubscribeSource } from '../../../lib/engagement.ts';

const SOURCES: readonly SubscribeSource[] = ['subscribe button', 'trust center updates button', 'direct link'];

/** A subscribe source named by a button or an event; an unknown one counts as the Subscribe button. */
export const asSource = (value: unknown): SubscribeSource => (SOURCES.includes(value as SubscribeSource) ? (value as SubscribeSource) : 'subscribe button');

/** Replaces the address without the engagement parameters, once their modal closes. */
export function cleanAddress() {
  const clean = withoutEngagementParams(window.location.href);
  if (clean !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', clean);
  }
}

/** The control the visitor just used (a clicked button has the focus), or null. */
export function activeControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.matches('button, a, [role="button"]') ? active : null;
}
