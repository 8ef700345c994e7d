/**
 * Who is looking at the static page right now (visitor spec §1 modes), shared by every island.
 *
 * The page is built for Public mode. The access island (`AccessCenter`) learns from the edge whether the visitor
 * is an account member (AccountExternal) or a staff member previewing as an account or permission profile
 * (Preview), and publishes it here; the search widget, the item conversation, the questionnaire and TPRM links
 * read it. Islands share this module (one instance per page), so a nanostore is enough.
 */
import { atom } from 'nanostores';
import type { PortalView } from '../../content/policy.ts';

/** An account member (AccountExternal mode). */
export interface AccountViewer {
  kind: 'account';
  orgId: string;
  accountId: string;
  accountName: string;
  /** The signed-in member. */
  member: { email: string; firstName: string; lastName: string };
  /** Product of the page. */
  productId: string;
  /** `viewFor(account)`: customization toggles, plan, partners… */
  view: PortalView;
}

/** Staff previewing as an account and/or a permission profile (Preview mode). */
export interface PreviewViewer {
  kind: 'preview';
  orgId: string;
  productId: string;
  previewingAs: { accountId?: string; permissionProfileId?: string };
  view: PortalView;
}

export type PageViewer = { kind: 'public' } | AccountViewer | PreviewViewer;

/** The current viewer of the page; Public until the access island says otherwise. */
export const $viewer = atom<PageViewer>({ kind: 'public' });

/** The query string that scopes a call to the viewer (`?permissionProfileId=&accountId=` in Preview). */
export function previewQuery(viewer: PageViewer): string {
  if (viewer.kind !== 'preview') return '';
  const q = new URLSearchParams();
  if (viewer.previewingAs.permissionProfileId) q.set('permissionProfileId', viewer.previewingAs.permissionProfileId);
  if (viewer.previewingAs.accountId) q.set('accountId', viewer.previewingAs.accountId);
  const s = q.toString();
  return s ? `?${s}` : '';
}
