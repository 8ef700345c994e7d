/**
 * The access island of the public page (visitor spec §1 modes, §2 "Access, login and invite"). It stays tiny
 * until needed: forms, dialogs and the account-mode renderer load on first use.
 *
 * - Public: "Log in" and "Request access" in the header; opening a restricted item offers "Get access";
 *   `requestAccess=true` opens the request tab, `loginRequest=true` the reclaim-access tab, `inviteToken` the
 *   request tab pre-filled with the invited email, `loginError` the outcome of a failed sign-in link.
 * - AccountExternal: when the `gh_account_hint` cookie is present, `GET {base}/view` → the page re-renders with
 *   `viewFor(account)`; the account dropdown offers review status, NDA download, invite colleagues and log out.
 *   Without a valid session the page stays exactly the public one.
 * - Preview: `permissionProfileId` / `accountId` in the address with a staff session → the preview view and the
 *   preview-as banner.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PortalView, ViewItem } from '../../../../content/policy.ts';
import { itemPath } from '../../../../content/links.ts';
import { downloadSignedNda, fetchAccountView, fetchPreview, logout, type AccountViewResponse, type NdaState, type PreviewResponse } from './access-client.ts';
import { saveBlob } from '../save-blob.ts';
import { ApiError } from '../../../lib/request.ts';
import { $viewer } from '../../../lib/viewer-mode.ts';
import { accountHint, clearAccountHint, inviteEmail, lastEmail } from './storage.ts';
import { TEXTS } from './texts.ts';
import { QuestionnaireMenuEntries } from './QuestionnaireMenuEntries.tsx';
import { Modal } from '../Modal.tsx';
import type { ViewableDocument } from '../DocumentViewer.tsx';
import { interceptDocumentLinks } from '../document-links.ts';
import type { AccessConfig, ModalRequest } from './types.ts';
import { formatDate } from '../../../../content/dates.ts';

const AccessModal = lazy(() => import('./AccessModal.tsx'));
const InviteModal = lazy(() => import('./InviteModal.tsx'));
const NdaModal = lazy(() => import('./NdaModal.tsx'));
const ItemDialog = lazy(() => import('./ItemDialog.tsx'));
const ItemPage = lazy(() => import('./ItemPage.tsx'));
const DocumentViewer = lazy(() => import('../DocumentViewer.tsx').then((m) => ({ default: m.DocumentViewer })));

/** NDA reminder toast (visitor spec §9: auto-hides after 20 s); NDA download failure snack (10 s). */
export const NDA_TOAST_MS = 20_000;
export const NDA_FAILURE_MS = 10_000;

const ACCESS_PARAMS = ['requestAccess', 'loginRequest', 'loginError', 'inviteToken', 'extendRequest'];

/**
 * Whether this NDA acceptance has not been reminded of yet in this browser, and records that it now has: the NDA
 * reminder toast shows once per acceptance (an account, a member, the moment the NDA was accepted), not on every
 * sign-in.
 */
function firstReminder(accountId: string, nda: NdaState): boolean {
  const key = `glasshouse:nda-reminded:${accountId}:${nda.email}:${nda.provider}:${nda.acceptedAt ?? ''}`;
  try {
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, '1');
  } catch {
    // Without storage the reminder may repeat; it never blocks the page.
  }
  return true;
}

type Mode = { kind: 'public' } | { kind: 'account'; data: AccountViewResponse } | { kind: 'preview'; data: PreviewResponse };

function dropParams(names: string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The modal a page address asks for, if any. */
function modalFromAddress(params: URLSearchParams): ModalRequest | null {
  const token = params.get('inviteToken');
  if (token) {
    const email = inviteEmail(token);
    // An unreadable token is no invitation.
    return email ? { tab: 'request', email, inviteToken: token } : { tab: 'request', email: lastEmail() };
  }
  // The emailed confirmation of an extension asked without a session was opened (`/extend-access/confirm`).
  const extend = params.get('extendRequest');
  if (extend === 'sent') return { tab: 'login', email: lastEmail(), outcome: { kind: 'requestSent' } };
  if (extend) return { tab: 'login', email: lastEmail(), loginError: TEXTS.extendConfirmed[extend] ?? TEXTS.extendConfirmed.error! };
  const loginError = params.get('loginError');
  if (loginError === 'access_expired')
    return { tab: 'login', email: lastEmail(), outcome: { kind: 'expired', accountId: accountHint() ?? undefined, email: lastEmail() || undefined } };
  if (loginError === 'other_host') return { tab: 'login', email: lastEmail(), loginError: TEXTS.linkOtherHost };
  if (loginError) return { tab: 'login', email: lastEmail(), loginError: TEXTS.linkInvalid };
  if (params.get('loginRequest') === 'true') return { tab: 'login', email: lastEmail() };
  if (params.get('requestAccess') === 'true') return { tab: 'request', email: lastEmail() };
  return null;
}

async function applyView(
  view: PortalView,
  config: AccessConfig,
  openItem: (item: ViewItem) => void,
  previewingAs?: { accountId?: string; permissionProfileId?: string },
) {
  const { applyGatedView } = await import('./account-mode.ts');
  return applyGatedView(view, { orgId: config.orgId, productId: config.productId, openItem, previewingAs });
}

/** A path without its trailing slash, decoded: `/product/platform/red-team/` → `/product/platform/red-team`. */
function samePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep it as it is
  }
  return decoded.replace(/\/+$/, '') || '/';
}

/**
 * The item a link of the address asks for that only the viewer's view holds (visitor spec §2 item links): a
 * restricted hidden item of the viewer's permission profile has no public page, so `?itemUid={uid}` opens it here,
 * and its page address (answered with "Page not found") shows its page from the view.
 */
function linkedItem(view: PortalView): { dialog?: ViewItem; page?: ViewItem } {
  const uid = new URLSearchParams(window.location.search).get('itemUid');
  const seen = (item: ViewItem) => !item.locked;
  const dialog = uid ? view.items.find((item) => seen(item) && item.itemUid === uid && item.hidden) : undefined;
  const notFound = document.querySelector('[data-not-found]');
  const here = samePath(window.location.pathname);
  const page = notFound ? view.items.find((item) => seen(item) && samePath(itemPath(view, item)) === here) : undefined;
  return { dialog, page };
}

export default function AccessCenter({ config }: { config: AccessConfig }) {
  const [mode, setMode] = useState<Mode>({ kind: 'public' });
  const [modal, setModal] = useState<ModalRequest | null>(null);
  const [invite, setInvite] = useState(false);
  const [ndaOpen, setNdaOpen] = useState(false);
  const [review, setReview] = useState(false);
  const [item, setItem] = useState<ViewItem | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const bannerHost = useRef<HTMLElement | null>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  // The document open in the in-page viewer (any document link of the page, in every mode).
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  useEffect(() => interceptDocumentLinks(setViewing), []);
  // The account's view is applied to the page (and its NDA reminder decided): a hook for tests and styling.
  const [accountReady, setAccountReady] = useState(false);
  const [bannerReady, setBannerReady] = useState(false);

  // An item only the viewer's view holds, asked for by the address (see `linkedItem`).
  const [pageItem, setPageItem] = useState<{ item: ViewItem; host: HTMLElement } | null>(null);
  const showLinkedItem = useCallback((view: PortalView) => {
    const { dialog, page } = linkedItem(view);
    if (dialog) {
      setItem(dialog);
      dropParams(['itemUid']);
    }
    const host = document.querySelector<HTMLElement>('[data-not-found]');
    if (page && host) {
      // The item's page replaces the "Page not found" notice.
      for (const notice of host.querySelectorAll<HTMLElement>('[data-not-found-notice]')) notice.hidden = true;
      setPageItem({ item: page, host });
    }
  }, []);

  const loadAccount = useCallback(
    async (accountId: string) => {
      try {
        const data = await fetchAccountView(accountId);
        setMode({ kind: 'account', data });
        $viewer.set({
          kind: 'account',
          orgId: config.orgId,
          accountId: data.account.id,
          accountName: data.account.name,
          member: { email: data.user.email, firstName: data.user.firstName, lastName: data.user.lastName },
          productId: config.productId,
          view: data.view,
        });
        await applyView(data.view, config, setItem);
        showLinkedItem(data.view);
        setAccountReady(true);
        if (data.nda.required && !data.nda.passed) setNdaOpen(true);
        else if (data.nda.passed && data.nda.provider !== 'none' && firstReminder(data.account.id, data.nda)) {
          setToast((TEXTS.ndaToast[data.nda.provider] ?? TEXTS.ndaToast.clickwrap!)(config.orgName));
        }
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ACCESS_EXPIRED') {
          // Once per browser session: the member may ask for an extension from here.
          const key = `glasshouse:expired-shown:${accountId}`;
          if (!sessionStorage.getItem(key)) {
            sessionStorage.setItem(key, '1');
            setModal({ tab: 'login', outcome: { kind: 'expired', accountId } });
          }
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearAccountHint();
        }
        return false;
      }
    },
    [config, showLinkedItem],
  );

  // Boot: preview, account mode, or the modal the address asks for.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const previewProfile = params.get('permissionProfileId') ?? undefined;
    const previewAccount = params.get('accountId') ?? undefined;
    void (async () => {
      if (previewProfile || previewAccount) {
        try {
          const data = await fetchPreview(config.orgId, { accountId: previewAccount, permissionProfileId: previewProfile });
          setMode({ kind: 'preview', data });
          $viewer.set({
            kind: 'preview',
            orgId: config.orgId,
            productId: config.productId,
            previewingAs: { accountId: data.previewingAs.accountId ?? undefined, permissionProfileId: data.previewingAs.permissionProfileId ?? undefined },
            view: data.view,
          });
          await applyView(data.view, config, setItem, {
            accountId: data.previewingAs.accountId ?? undefined,
            permissionProfileId: data.previewingAs.permissionProfileId ?? undefined,
          });
          showLinkedItem(data.view);
          return;
        } catch {
          // Not staff: the public page.
        }
      }
      const hint = accountHint();
      if (hint && (await loadAccount(hint))) {
        dropParams(ACCESS_PARAMS);
        return;
      }
      const wanted = modalFromAddress(params);
      if (wanted) setModal((current) => current ?? wanted);
      dropParams(ACCESS_PARAMS);
    })();
  }, [config, loadAccount, showLinkedItem]);

  // Public mode: restricted items and "request access" links open the modal instead of navigating.
  useEffect(() => {
    if (mode.kind !== 'public') return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const link = target?.closest?.('a');
      if (!link) return;
      if (link.getAttribute('href') === '?requestAccess=true') {
        event.preventDefault();
        setModal({ tab: 'request', email: lastEmail() });
        return;
      }
      const locked = link.closest('[data-locked="true"]') ?? (link.querySelector('svg[aria-label^="Restricted"]') ? link : null);
      if (!locked || link.closest('[data-access-modal]')) return;
      event.preventDefault();
      const row = link.closest<HTMLElement>('[data-item-uid]');
      const kind = link.closest<HTMLElement>('[data-card-kind]')?.dataset.cardKind ?? (locked as HTMLElement).dataset?.documentRow ?? '';
      const title = link.textContent?.trim() ?? '';
      setModal({
        tab: 'request',
        email: lastEmail(),
        item: row?.dataset.itemUid ? { itemUid: row.dataset.itemUid, itemKind: kind, title } : { itemUid: '', itemKind: kind, title },
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [mode.kind]);

  // An item page of a restricted item: a "Get access" button under the locked notice (public mode only).
  const [getAccessHost, setGetAccessHost] = useState<{ host: HTMLElement; item: NonNullable<ModalRequest['item']> } | null>(null);
  useEffect(() => {
    if (mode.kind !== 'public') return;
    const article = document.querySelector<HTMLElement>('article[data-item-uid]');
    const note = article?.querySelector('[role="note"]');
    if (!article || !note || !article.querySelector('svg[aria-label^="Restricted"]')) return;
    const host = document.createElement('div');
    host.dataset.getAccess = '';
    note.parentNode?.insertBefore(host, note.nextSibling);
    const title = article.querySelector('h1')?.textContent?.trim() ?? '';
    setGetAccessHost({ host, item: { itemUid: article.dataset.itemUid ?? '', itemKind: article.dataset.cardKind ?? '', title } });
    return () => {
      host.remove();
      setGetAccessHost(null);
    };
  }, [mode.kind]);

  // The preview-as banner goes above the header.
  useEffect(() => {
    if (mode.kind !== 'preview' || bannerHost.current) return;
    const host = document.createElement('div');
    host.dataset.previewBanner = '';
    document.body.insertBefore(host, document.body.firstChild);
    bannerHost.current = host;
    setBannerReady(true);
  }, [mode.kind]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), NDA_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    if (!snack) return;
    const timer = setTimeout(() => setSnack(null), NDA_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [snack]);

  // The account dropdown closes once an entry is chosen (its dialog opens over the page, not under the menu).
  // Focus moves to the menu's button first: the dialog gives focus back to it when it closes (the entry itself is
  // hidden with the menu).
  function closeMenuAfterChoice(event: ReactMouseEvent<HTMLUListElement>) {
    if (!(event.target as Element).closest('button, a') || !menu.current) return;
    menu.current.querySelector('summary')?.focus();
    menu.current.open = false;
  }

  // … and when the visitor clicks elsewhere or presses Escape, as any menu does (the menu shows in account mode).
  const inAccount = mode.kind === 'account';
  useEffect(() => {
    const details = menu.current;
    if (!inAccount || !details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [inAccount]);

  async function onLogout() {
    await logout();
    clearAccountHint();
    window.location.href = '/';
  }

  async function onDownloadNda(accountId: string) {
    try {
      const { blob, fileName } = await downloadSignedNda(accountId);
      saveBlob(blob, fileName);
    } catch {
      setSnack(TEXTS.ndaDownloadFailed);
    }
  }

  function onNdaAccepted(accountId: string, nda: NdaState) {
    setNdaOpen(false);
    // The reload below sees this acceptance as already reminded of: the toast shows once, here.
    const first = nda.passed && firstReminder(accountId, nda);
    void loadAccount(accountId).then(() => {
      if (first) setToast((TEXTS.ndaToast[nda.provider] ?? TEXTS.ndaToast.clickwrap!)(config.orgName));
    });
  }

  const account = mode.kind === 'account' ? mode.data : null;
  const view = mode.kind === 'public' ? null : mode.data.view;
  const displayName = account ? [account.user.firstName, account.user.lastName].filter(Boolean).join(' ') || account.user.email : '';

  return (
    <>
      {mode.kind === 'public' && (
        <div className="flex items-center gap-1" data-access-controls>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setModal({ tab: 'login', email: lastEmail() })}>
            {TEXTS.logIn}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setModal({ tab: 'request', email: lastEmail() })}>
            {TEXTS.requestTab}
          </button>
        </div>
      )}
      {account && (
        <details ref={menu} className="dropdown dropdown-end" data-account-menu data-ready={accountReady ? 'true' : undefined}>
          {/* Named by its text, "Account: {name}", so the name shown is part of what a screen reader or voice
              control calls it (WCAG 2.5.3); on small screens the name is read but only the initial shows. */}
          <summary className="btn btn-sm btn-ghost gap-2">
            <span className="sr-only">{TEXTS.accountMenu}: </span>
            <span className="avatar avatar-placeholder shrink-0" aria-hidden="true" data-account-avatar>
              <span className="bg-neutral text-neutral-content flex size-7 items-center justify-center rounded-full text-xs">
                {displayName.slice(0, 1).toUpperCase()}
              </span>
            </span>
            <span className="max-w-40 truncate max-sm:sr-only">{displayName}</span>
          </summary>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: takes the clicks of the entries' own buttons and links, which the keyboard clicks too */}
          <ul className="menu dropdown-content z-40 mt-2 w-60 rounded-box bg-base-100 p-2 shadow" onClick={closeMenuAfterChoice}>
            <li className="menu-title truncate">{account.user.accountName}</li>
            <li>
              <button type="button" onClick={() => setReview(true)}>
                {TEXTS.reviewStatus}
              </button>
            </li>
            {account.nda.passed && account.nda.provider === 'clickwrap' && (
              <li>
                <button type="button" onClick={() => void onDownloadNda(account.account.id)}>
                  {TEXTS.downloadNda}
                </button>
              </li>
            )}
            {account.nda.required && !account.nda.passed && (
              <li>
                <button type="button" onClick={() => setNdaOpen(true)}>
                  {TEXTS.ndaTitle}
                </button>
              </li>
            )}
            <QuestionnaireMenuEntries orgName={config.orgName} />
            <li>
              <button type="button" onClick={() => setInvite(true)}>
                {TEXTS.inviteColleagues}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => void onLogout()}>
                {TEXTS.logOut}
              </button>
            </li>
          </ul>
        </details>
      )}

      {mode.kind === 'preview' &&
        bannerReady &&
        bannerHost.current &&
        createPortal(
          <div role="status" className="bg-warning text-warning-content flex flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm" data-preview-as>
            <span>
              {TEXTS.previewAs}{' '}
              <strong>{[mode.data.previewingAs.permissionProfileName, mode.data.previewingAs.accountName].filter(Boolean).join(' · ')}</strong>
            </span>
            <a className="link font-medium" href={window.location.pathname}>
              {TEXTS.exitPreview}
            </a>
          </div>,
          bannerHost.current,
        )}

      {getAccessHost &&
        createPortal(
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setModal({ tab: 'request', email: lastEmail(), item: getAccessHost.item })}>
            {TEXTS.getAccess}
          </button>,
          getAccessHost.host,
        )}

      <Suspense fallback={null}>
        {modal && mode.kind === 'public' && <AccessModal config={config} request={modal} onClose={() => setModal(null)} />}
        {invite && account && <InviteModal accountId={account.account.id} onClose={() => setInvite(false)} />}
        {ndaOpen && account && (
          <NdaModal
            accountId={account.account.id}
            orgName={config.orgName}
            defaultName={displayName.includes('@') ? '' : displayName}
            onAccepted={(nda) => onNdaAccepted(account.account.id, nda)}
            onClose={() => setNdaOpen(false)}
          />
        )}
        {item && view && (
          <ItemDialog
            view={view}
            item={item}
            orgId={config.orgId}
            previewingAs={
              mode.kind === 'preview'
                ? { accountId: mode.data.previewingAs.accountId ?? undefined, permissionProfileId: mode.data.previewingAs.permissionProfileId ?? undefined }
                : undefined
            }
            onClose={() => setItem(null)}
          />
        )}
        {viewing && <DocumentViewer doc={viewing} onClose={() => setViewing(null)} />}
        {pageItem &&
          view &&
          createPortal(
            <ItemPage
              view={view}
              item={pageItem.item}
              orgId={config.orgId}
              orgName={config.orgName}
              previewingAs={
                mode.kind === 'preview'
                  ? { accountId: mode.data.previewingAs.accountId ?? undefined, permissionProfileId: mode.data.previewingAs.permissionProfileId ?? undefined }
                  : undefined
              }
            />,
            pageItem.host,
          )}
      </Suspense>

      {review && account && (
        <Modal
          open
          name="review-status"
          title={TEXTS.reviewStatus}
          onClose={() => setReview(false)}
          actions={
            <button type="button" className="btn" onClick={() => setReview(false)}>
              {TEXTS.close}
            </button>
          }
        >
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="opacity-70">{TEXTS.accountMenu}</dt>
            <dd>{account.account.name}</dd>
            <dt className="opacity-70">{TEXTS.loginEmail}</dt>
            <dd>{account.user.email}</dd>
            <dt className="opacity-70">{TEXTS.reviewStatus}</dt>
            <dd>{TEXTS.reviewStatuses[account.account.reviewStatus] ?? account.account.reviewStatus}</dd>
          </dl>
          <p className="mt-2 text-sm">{account.account.expiresAt ? TEXTS.accessUntil(formatDate(account.account.expiresAt)) : TEXTS.accessNoExpiry}</p>
        </Modal>
      )}

      {(toast || snack) && (
        <div className="toast toast-end toast-bottom z-50">
          {toast && (
            <div role="status" className="alert alert-info" data-nda-toast>
              <span>{toast}</span>
              <button type="button" className="btn btn-ghost btn-xs" aria-label={TEXTS.close} onClick={() => setToast(null)}>
                ✕
              </button>
            </div>
          )}
          {snack && (
            <div role="alert" className="alert alert-error">
              <span>{snack}</span>
            </div>
          )}
        </div>
      )}
    </>
  );
}
