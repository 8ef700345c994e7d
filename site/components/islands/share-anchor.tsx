/**
 * Share popovers of static share buttons (cards, their drawers, item pages), hydrated on interaction: the page
 * ships only a button (`shell/ShareButton.astro`) and a small click listener; the first click loads this module,
 * which mounts a `SharePanel` beside that button. One panel is open at a time; a press outside it or Escape
 * closes it, and a second click on its button too.
 *
 * The button carries what the panel needs: `data-share-label` ("Share the {label}"), `data-share-url` (the
 * link, resolved against the page's address) and `data-share-links-enabled` ("false" before a public portal is
 * published).
 */
import { useCallback, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SharePanel, useDismiss, type SharePlacement } from './SharePopover.tsx';

interface OpenPanel {
  button: HTMLButtonElement;
  host: HTMLElement;
  root: Root;
}

let active: OpenPanel | null = null;
let counter = 0;

function closeActive(): void {
  if (!active) return;
  const { button, host, root } = active;
  active = null;
  button.setAttribute('aria-expanded', 'false');
  button.removeAttribute('aria-controls');
  root.unmount();
  host.remove();
}

const PLACEMENTS: readonly SharePlacement[] = ['right', 'below', 'below-end'];

function AnchoredShare({
  anchor,
  button,
  label,
  link,
  linksEnabled,
  placement,
  id,
}: {
  anchor: HTMLElement;
  button: HTMLButtonElement;
  label: string;
  link: string;
  linksEnabled: boolean;
  placement: SharePlacement;
  id: string;
}) {
  const root = useRef<HTMLElement>(anchor);
  const trigger = useRef<HTMLElement>(button);
  const close = useCallback(() => closeActive(), []);
  useDismiss(true, root, trigger, close);
  return <SharePanel id={id} label={label} link={link} linksEnabled={linksEnabled} placement={placement} />;
}

/** Opens the share panel of `button`, or closes it when it is the one open. */
export function toggleShare(button: HTMLButtonElement): void {
  const same = active?.button === button;
  closeActive();
  if (same) return;
  const anchor = button.closest<HTMLElement>('[data-share-anchor]') ?? button.parentElement!;
  const host = document.createElement('div');
  anchor.appendChild(host);
  const root = createRoot(host);
  const id = `share-panel-${++counter}`;
  const { shareLabel = '', shareUrl, shareLinksEnabled, sharePlacement } = button.dataset;
  const link = new URL(shareUrl || window.location.pathname, window.location.href).href;
  const placement = PLACEMENTS.includes(sharePlacement as SharePlacement) ? (sharePlacement as SharePlacement) : 'below-end';
  active = { button, host, root };
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-controls', id);
  root.render(
    <AnchoredShare anchor={anchor} button={button} label={shareLabel} link={link} linksEnabled={shareLinksEnabled !== 'false'} placement={placement} id={id} />,
  );
}
