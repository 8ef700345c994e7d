/**
 * The admin app, mounted on `/admin` (`site/pages/admin/index.astro`, `client:only="react"`): the sign-in form
 * when nobody is signed in, otherwise the header, the Publishing panel, the trust center in main mode and the Subscribers panel.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { canPublish } from '../content/schemas/staff.ts';
import { AdminHeader } from './components/AdminHeader.tsx';
import { PublishingPanel } from './components/PublishingPanel.tsx';
import { SignIn } from './components/SignIn.tsx';
import { SettingsArea } from './settings/SettingsArea.tsx';
import { TrustCenterEditor } from './components/main/TrustCenterEditor.tsx';
import { Snackbar } from './components/ui/Snackbar.tsx';
import { SubscribersPanel } from './components/SubscribersPanel.tsx';
import { AccessPanel } from './components/access/AccessPanel.tsx';
import { AnalyticsPanel } from './analytics/AnalyticsPanel.tsx';
import { ExpiringPanel } from './expiry/ExpiringPanel.tsx';
import { $session, loadSession, type AdminSession } from './stores/session.ts';
import { $draft } from './stores/draft.ts';
import { focusItem } from './stores/editing.ts';
import { canEditTrustCenter } from '../content/editing.ts';

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
        <span className="loading loading-spinner loading-lg" aria-label="Loading" />
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

  const { session } = state;
  return (
    <div className="min-h-screen bg-base-200">
      <AdminHeader session={session} />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 p-4">
        <PublishingPanel canPublish={canPublish(session.role)} />
        <TrustCenterEditor session={session} />
        <SettingsArea session={session} />
        <SubscribersPanel canEdit={session.permissions.includes('statuspage:edit')} />
        <AccessPanel session={session} />
        <ExpiringPanel canEdit={session.permissions.includes('statuspage:edit')} />
        <AnalyticsPanel />
      </main>
      <Snackbar />
    </div>
  );
}
