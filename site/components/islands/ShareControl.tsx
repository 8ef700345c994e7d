/**
 * The page's share and subscribe controls (visitor spec §2): on large screens (≥ 1280px, where the page leaves a
 * margin beside its content) a compact control floating at the left middle of the window; on smaller ones a card
 * with the share button and a Subscribe button. Subscribe
 * opens the popover of `SubscribeCenter` (source "subscribe button").
 */
import { ENGAGEMENT_TEXTS, openSubscribe, shareLinksEnabled } from '../../lib/engagement.ts';
import { BellIcon, ShareIcon } from './engagement-icons.tsx';
import { SharePopover } from './SharePopover.tsx';

export interface ShareControlProps {
  /** Completes "Share the {label}": the portal title for the whole page. */
  label: string;
  orgName: string;
  /** `customization.shareEnabled`: without it no share button. */
  shareEnabled: boolean;
  /** `customization.subscriptionsEnabled`: without it no Subscribe button. */
  subscriptionsEnabled: boolean;
  /** Whether a public portal is published (always true on the static public portal). */
  published?: boolean;
}

export default function ShareControl({ label, orgName, shareEnabled, subscriptionsEnabled, published = true }: ShareControlProps) {
  if (!shareEnabled && !subscriptionsEnabled) return null;
  const linksEnabled = shareLinksEnabled({ published });
  const subscribe = () => openSubscribe('subscribe button');

  return (
    <>
      <aside
        aria-label="Share and subscribe"
        className="fixed left-2 top-1/2 z-20 hidden -translate-y-1/2 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-1 shadow-md xl:flex"
        data-share-control="floating"
      >
        {shareEnabled && (
          <SharePopover
            label={label}
            linksEnabled={linksEnabled}
            placement="right"
            triggerClassName="btn btn-ghost btn-square btn-sm"
            triggerLabel="Share"
            trigger={<ShareIcon />}
          />
        )}
        {subscriptionsEnabled && (
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm"
            aria-label="Subscribe"
            title={`Subscribe to ${orgName}'s updates`}
            onClick={subscribe}
          >
            <BellIcon />
          </button>
        )}
      </aside>

      <section aria-label="Share and subscribe" className="card card-border bg-base-100 shadow-sm xl:hidden" data-share-control="card">
        <div className="card-body gap-3">
          <h2 className="card-title text-base">Stay up to date</h2>
          {subscriptionsEnabled && (
            <p className="text-sm opacity-80">
              Get {orgName}'s trust center updates by email. {ENGAGEMENT_TEXTS.unsubscribeAnyTime}.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {subscriptionsEnabled && (
              <button type="button" className="btn btn-primary btn-sm" onClick={subscribe}>
                <BellIcon />
                Subscribe
              </button>
            )}
            {shareEnabled && <SharePopover label={label} linksEnabled={linksEnabled} />}
          </div>
        </div>
      </section>
    </>
  );
}
