/**
 * The admin's navigation: one link per section (each at its own address, see `admin/navigation.ts`) and, always
 * in view, where publishing stands — unpublished changes, a build running, the last one failed, or up to date —
 * with the live revision. A bar above the section, so the section keeps the page's whole width (the trust
 * center's cards need it); on narrow screens the links scroll sideways.
 */
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { $location, ADMIN_SECTIONS, navigate, type AdminSection } from '../navigation.ts';
import { $publishStatus, $revisions } from '../features/publishing/store.ts';

/** A plain click navigates in the app; a click with a modifier (new tab, new window) is left to the browser. */
function onLinkClick(event: MouseEvent<HTMLAnchorElement>, section: AdminSection): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate({ section });
}

export function AdminNav() {
  const location = useStore($location);
  return (
    <nav aria-label="Admin sections" className="flex flex-col gap-2 rounded-box bg-base-100 p-1 shadow-sm md:flex-row md:items-center md:justify-between">
      <ul className="menu menu-horizontal max-w-full flex-nowrap overflow-x-auto p-0">
        {ADMIN_SECTIONS.map((link) => {
          const current = location.section === link.id;
          return (
            <li key={link.id}>
              <a
                href={link.path}
                aria-current={current ? 'page' : undefined}
                className={`whitespace-nowrap ${current ? 'menu-active' : ''}`}
                onClick={(event) => onLinkClick(event, link.id)}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
      <PublishState showLink={location.section !== 'trust-center'} />
    </nav>
  );
}

/** Where publishing stands, in a few words (the Trust Center section holds the Publishing panel itself). */
function PublishState({ showLink }: { showLink: boolean }) {
  const revisions = useStore($revisions);
  const status = useStore($publishStatus);
  const live = revisions?.revisions.find((revision) => revision.status === 'live');
  let tone = 'status-success';
  let text = 'Up to date';
  if (status.state === 'building') {
    tone = 'status-info';
    text = status.revision ? `Publishing revision ${status.revision}…` : 'Publishing…';
  } else if (status.state === 'failed') {
    tone = 'status-error';
    text = 'Last publish failed';
  } else if (revisions?.draftChanged) {
    tone = 'status-warning';
    text = 'Unpublished changes';
  } else if (!revisions) {
    tone = 'status-neutral';
    text = 'Checking…';
  }
  return (
    <div role="status" aria-label="Publish status" className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1 text-sm">
      <p className="flex items-center gap-2">
        <span className={`status ${tone}`} aria-hidden="true" />
        <span>{text}</span>
      </p>
      {live && <p className="text-base-content/70">Live: revision {live.number}</p>}
      {showLink && (
        <a className="link" href="/admin" onClick={(event) => onLinkClick(event, 'trust-center')}>
          Go to publishing
        </a>
      )}
    </div>
  );
}
