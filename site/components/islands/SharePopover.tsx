/**
 * The share popover "Share the {label}" (visitor spec §2): Copy link ("Copied!" for 3 s), Share to LinkedIn (a new
 * tab) and Share via email (a mail draft). With share links disabled it says so and offers no link.
 *
 * Reusable: the page's share control passes the portal title; a card or item passes its card kind label
 * (`CARD_KIND_LABELS`) and its own link.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { COPIED_RESET_MS, ENGAGEMENT_TEXTS as T, emailShareUrl, linkedInShareUrl, shareTitle } from '../../lib/engagement.ts';
import { trackShare } from '../../lib/page-analytics.ts';
import { wrapTab } from '../../lib/focus-wrap.ts';
import { leftInsideView } from '../../lib/placement.ts';
import { ShareIcon } from './engagement-icons.tsx';

export interface SharePopoverProps {
  /** Completes "Share the {label}". */
  label: string;
  /** The link to share; default: this page's address without its query. */
  url?: string;
  /** False before a public portal is published: the popover explains and offers no link. */
  linksEnabled?: boolean;
  /** Where the panel opens relative to its button. */
  placement?: SharePlacement;
  /** The trigger's content (default: an icon and "Share"). */
  trigger?: ReactNode;
  /** Classes of the trigger button. */
  triggerClassName?: string;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  /** Start open (previews). */
  defaultOpen?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

function currentPageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** Where a share panel opens relative to its button. */
export type SharePlacement = 'right' | 'below' | 'below-end';

const PLACEMENTS: Record<SharePlacement, string> = {
  right: 'left-full top-1/2 ml-2 -translate-y-1/2',
  below: 'left-0 top-full mt-2',
  'below-end': 'right-0 top-full mt-2',
};

export interface SharePanelProps {
  /** Completes "Share the {label}". */
  label: string;
  /** The link to share (absolute). */
  link: string;
  linksEnabled: boolean;
  placement: SharePlacement;
  /** The panel's element id (the trigger's `aria-controls`). */
  id?: string;
}

/**
 * The open panel of a share popover: "Share the {label}" with Copy link, LinkedIn and email, or the notice that
 * links wait for a published portal. Positioned against its nearest positioned ancestor (the trigger's wrapper).
 */
export function SharePanel({ label, link, linksEnabled, placement, id }: SharePanelProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const headingId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const title = shareTitle(label);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
      trackShare('copy');
      timer.current = setTimeout(() => setCopy('idle'), COPIED_RESET_MS);
    } catch {
      setCopy('failed');
    }
  }

  const tooltip = copy === 'copied' ? T.tooltipCopied : copy === 'failed' ? T.tooltipCopyFailed : T.tooltipCopy;
  const shift = useInsideViewport();

  return (
    <div
      id={id}
      ref={shift.ref}
      role="dialog"
      aria-labelledby={headingId}
      className={`absolute z-40 w-72 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 p-4 text-left text-base font-normal shadow-lg ${PLACEMENTS[placement]}`}
      style={shift.style}
      // Tab goes round the panel's controls until Escape closes it: it covers the page, so focus moving on to
      // the controls beneath it would be lost from sight.
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
    >
      <h2 id={headingId} className="mb-3 font-semibold">
        {title}
      </h2>
      {linksEnabled ? (
        <ul className="flex flex-col gap-2">
          <li>
            <div className="tooltip tooltip-bottom w-full" data-tip={tooltip}>
              <button type="button" className="btn btn-sm btn-block justify-start" onClick={() => void copyLink()}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
                  <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
                </svg>
                {copy === 'copied' ? T.copied : T.copyLink}
              </button>
            </div>
            <p role="status" className="sr-only">
              {copy === 'copied' ? T.tooltipCopied : ''}
            </p>
            {copy === 'failed' && (
              <p role="alert" className="mt-1 text-xs text-error">
                {T.tooltipCopyFailed}
              </p>
            )}
          </li>
          <li>
            <a
              className="btn btn-sm btn-block justify-start"
              href={linkedInShareUrl(link)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackShare('linkedin')}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.54h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.93c0-1.18-.02-2.7-1.64-2.7-1.65 0-1.9 1.28-1.9 2.6V21h-4V9.75Z" />
              </svg>
              {T.shareLinkedIn}
            </a>
          </li>
          <li>
            <a className="btn btn-sm btn-block justify-start" href={emailShareUrl(link, title)} onClick={() => trackShare('email')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="m3 7 9 6 9-6" />
              </svg>
              {T.shareEmail}
            </a>
          </li>
        </ul>
      ) : (
        <p className="text-sm opacity-80">{T.shareDisabled}</p>
      )}
    </div>
  );
}

/** Space kept between a panel and the edges of the window. */
const VIEWPORT_MARGIN = 8;

/**
 * Moves a panel sideways, before it is painted, so that it lies inside the window: a button near the right edge
 * of a phone's screen opens its panel leftwards instead of off-screen.
 */
function useInsideViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [dx, setDx] = useState(0);
  useLayoutEffect(() => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect) return;
    setDx(Math.round(leftInsideView(rect.left, rect.width, document.documentElement.clientWidth, VIEWPORT_MARGIN) - rect.left));
  }, []);
  return { ref, style: dx ? { transform: `translateX(${dx}px)` } : undefined };
}

/**
 * Closes an open share panel on a pointer press outside `root` or on Escape (focus then returns to `trigger`).
 */
export function useDismiss(open: boolean, root: { current: HTMLElement | null }, trigger: { current: HTMLElement | null }, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // The panel closes first; an enclosing dialog (a card's drawer) stays open.
        event.preventDefault();
        close();
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, trigger, close]);
}

export function SharePopover({
  label,
  url,
  linksEnabled = true,
  placement = 'below',
  trigger,
  triggerClassName = 'btn btn-sm',
  triggerLabel,
  defaultOpen = false,
}: SharePopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [link, setLink] = useState(url ?? '');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, button, close);

  function toggle() {
    if (!open) setLink(url ?? currentPageUrl());
    setOpen(!open);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={toggle}
      >
        {trigger ?? (
          <>
            <ShareIcon />
            Share
          </>
        )}
      </button>
      {open && <SharePanel id={panelId} label={label} link={link} linksEnabled={linksEnabled} placement={placement} />}
    </div>
  );
}
