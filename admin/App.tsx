/**
 * The admin app, mounted on `/admin` and each section's address (`site/pages/admin/[...section].astro`,
 * `client:only="react"`): the sign-in form when nobody is signed in, otherwise the header, the navigation with
 * the publish status, and the section the address names (`admin/navigation.ts`): the Trust Center (the
 * Publishing panel and the trust center in main mode), Settings, Access, Subscribers, Expiring soon, Analytics.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { canPublish } from '../content/schemas/staff.ts';
import { AdminHeader } from './shell/AdminHeader.tsx';
import { AdminNav } from './shell/AdminNav.tsx';
import { $location, type AdminSection } from './navigation.ts';
import { loadRevisions, refreshPublishStatus, stopPublishWatch } from './features/publishing/store.ts';
import { PublishingPanel } from './features/publishing/PublishingPanel.tsx';
import { SignIn } from './shell/SignIn.tsx';
import { SettingsArea } from './features/settings/SettingsArea.tsx';
import { TrustCenterEditor } from './features/trust-center/TrustCenterEditor.tsx';
import { Snackbar } from './ui/Snackbar.tsx';
import { SubscribersPanel } from './features/subscribers/SubscribersPanel.tsx';
import { AccessPanel } from './features/access/AccessPanel.tsx';
import { AnalyticsPanel } from './features/analytics/AnalyticsPanel.tsx';
import { ExpiringPanel } from './features/expiry/ExpiringPanel.tsx';
import { $session, loadSession, type AdminSession } from './stores/session.ts';
import { $draft, loadDraft } from './stores/draft.ts';
import { Loading } from './ui/load.tsx';
import { focusItem } from './features/trust-center/editing.ts';
import { canEditTrustCenter } from '../content/editing/permissions.ts';

/** `?error=link-invalid` is set by the sign-in callback when a link is unknown, used or expired. */
function takeLinkInvalidFlag(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get('error') !== 'link-invalid') return false;
  // Drop it from the address so a reload doesn't repeat the message.
  url.searchParams.delete('error');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/** `?item={itemUid}` (the link of a new-comment email): the item's card opens on it once the draft is loaded. */
function useItemLink(session: AdminSession | null): void {
  useEffect(() => {
    const itemUid = new URL(window.location.href).searchParams.get('item');
    if (!session || !itemUid) return;
    let done = false;
    const stop = $draft.subscribe((draft) => {
      if (done || !draft) return;
      done = true;
      focusItem(draft, itemUid, canEditTrustCenter(session) ? 'edit' : 'view');
      const url = new URL(window.location.href);
      url.searchParams.delete('item');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    });
    return stop;
  }, [session]);
}

export default function App() {
  const state = useStore($session);
  const [linkInvalid] = useState(takeLinkInvalidFlag);

  useEffect(() => {
    void loadSession();
  }, []);
  useItemLink(state.status === 'signed-in' ? state.session : null);

  if (state.status === 'loading') {
    return (
      <main className="flex min-h-screen items-center justify-center" aria-busy="true">
        <Loading className="loading-lg" />
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="mx-auto mt-16 max-w-md px-4">
        <div role="alert" className="alert alert-error">
          <span>{state.message}</span>
        </div>
        <button type="button" className="btn mt-4" onClick={() => void loadSession()}>
          Try again
        </button>
      </main>
    );
  }
  if (state.status === 'signed-out') return <SignIn linkInvalid={linkInvalid} />;

  return <SignedIn session={state.session} />;
}

function SignedIn({ session }: { session: AdminSession }) {
  const { section } = useStore($location);
  const canEdit = session.permissions.includes('statuspage:edit');

  // The publish status is in view on every section: read it once, and follow a build while one runs. The draft
  // names products, items and documents in every section (access requests, analytics), so it loads once here.
  useEffect(() => {
    if (!$draft.get()) void loadDraft();
    void loadRevisions();
    void refreshPublishStatus();
    return stopPublishWatch;
  }, []);

  const sections: Record<AdminSection, () => ReactNode> = {
    'trust-center': () => (
      <>
        <PublishingPanel canPublish={canPublish(session.role)} />
        <TrustCenterEditor session={session} />
      </>
    ),
    settings: () => <SettingsArea session={session} />,
    access: () => <AccessPanel session={session} />,
    subscribers: () => <SubscribersPanel canEdit={canEdit} />,
    expiring: () => <ExpiringPanel canEdit={canEdit} />,
    analytics: () => <AnalyticsPanel />,
  };
  return (
    <div className="min-h-screen bg-base-200">
      <AdminHeader session={session} />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
        <AdminNav />
        <main className="flex min-w-0 flex-col gap-6">{sections[section]()}</main>
      </div>
      <Snackbar />
    </div>
  );
}
