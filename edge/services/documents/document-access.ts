/**
 * Who is asking for a document, and whether they may have it (admin spec §6 "Viewing and downloading files"):
 *
 * - staff of the organisation are in main mode: files:view to view, files:download to download; previewing as an
 *   account or a permission profile (the URL's previewing-as) they get exactly what that account or profile
 *   would, and still need files:view;
 * - an account member gets what the account's permission profile allows (`viewFor` AccountExternal);
 * - anyone else is a public visitor: public items only.
 *
 * Outside main mode an organisation-level or per-file view-only setting blocks downloading. A document the
 * viewer may not open is answered as NOT_FOUND, so its existence is not revealed.
 */
import { PUBLIC_VIEWER, type PortalView, type ViewItem, type Viewer } from '../../../content/policy.ts';
import { canDownloadFile, offersBridgeLetter } from '../../../content/documents.ts';
import type { AccessType, PreviewingAs } from '../../../content/document-urls.ts';
import type { FileRecord } from '../../../content/schemas/file.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Permission } from '../../../content/schemas/staff.ts';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { readAccountSession, type AccountSession } from '../access/resolve-account-session.ts';
import { readStaffSession, type StaffContext } from '../staff/read-staff-session.ts';
import type { StampIdentity } from './stamp-pdf.ts';
import { cachedViewFor } from '../revisions/revision-cache.ts';

/** The requester of a document, as the access policy and the stamp see them. */
export interface DocumentRequester {
  viewer: Viewer;
  /** Main mode: the staff member's permissions. */
  permissions?: readonly Permission[];
  /** Printed on gated PDFs; null for an anonymous visitor (who only ever gets public documents). */
  identity: StampIdentity | null;
  /** Recorded as the audit actor: an email, `staff:<email>`, or `anonymous`. */
  actor: string;
  staff?: StaffContext;
  account?: AccountSession;
}

/** The staff session of the request when it belongs to `orgId`, else null (no session is not an error here). */
export async function optionalStaff(request: Request, deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>, orgId: string): Promise<StaffContext | null> {
  const staff = await readStaffSession(request, deps);
  return staff && staff.orgId === orgId ? staff : null;
}

/**
 * The requester of a document of `org`: staff (main mode, or preview when `previewingAs` names an account or a
 * profile), an account member, or a public visitor.
 * @throws FORBIDDEN when staff preview without files:view.
 */
export async function resolveRequester(
  request: Request,
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>,
  org: { id: string; name: string },
  previewingAs: PreviewingAs = {},
): Promise<DocumentRequester> {
  const staff = await optionalStaff(request, deps, org.id);
  if (staff) {
    const identity = { name: staff.name, email: staff.email, company: org.name };
    const actor = `staff:${staff.email}`;
    if (previewingAs.accountId || previewingAs.permissionProfileId) {
      if (!staff.permissions.includes('files:view')) throw appError('FORBIDDEN');
      return { viewer: { mode: 'Preview', ...previewingAs }, identity, actor, staff };
    }
    return { viewer: { mode: 'Main', permissions: staff.permissions }, permissions: staff.permissions, identity, actor, staff };
  }
  const account = await readAccountSession(request, deps);
  if (account && account.orgId === org.id) {
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.memberEmail;
    return {
      viewer: { mode: 'AccountExternal', accountId: account.accountId, permissionProfileId: account.permissionProfileId },
      identity: { name, email: account.memberEmail, company: account.accountName },
      actor: account.memberEmail,
      account,
    };
  }
  return { viewer: { mode: 'Public' }, identity: null, actor: 'anonymous' };
}

/** A document the requester may open. */
export interface AuthorizedFile {
  file: FileRecord;
  /** The item it is reached through (absent for staff opening an unlinked file). */
  item?: ViewItem;
  /** An anonymous visitor may open it too: served untouched and cacheable. */
  isPublic: boolean;
  view: PortalView;
}

export interface AuthorizeFileOptions {
  snapshot: Snapshot;
  requester: DocumentRequester;
  fileId: string;
  itemUid?: string;
  productId?: string;
  accessType: AccessType;
}

/** Items of `view` that show `fileId` to the viewer (unlocked), narrowed by item and product when given. */
function unlockedItemsWith(view: PortalView, fileId: string, itemUid?: string, productId?: string): ViewItem[] {
  return view.items.filter((i) => !i.locked && i.files.includes(fileId) && (!itemUid || i.itemUid === itemUid) && (!productId || i.productId === productId));
}

/** Whether an anonymous visitor may open the file (through any item). */
export function isPublicFile(snapshot: Snapshot, fileId: string): boolean {
  return unlockedItemsWith(cachedViewFor(snapshot, PUBLIC_VIEWER), fileId).length > 0;
}

/**
 * Checks that the requester may view (or download) a file of the snapshot.
 * @throws NOT_FOUND when the file does not exist or is not theirs to open; FORBIDDEN for staff without the
 * permission; DOCUMENT_VIEW_ONLY for a download of a view-only document outside main mode.
 */
export function authorizeFile({ snapshot, requester, fileId, itemUid, productId, accessType }: AuthorizeFileOptions): AuthorizedFile {
  const file = snapshot.files.find((f) => f.fileId === fileId);
  if (!file) throw appError('NOT_FOUND');
  const view = cachedViewFor(snapshot, requester.viewer);
  const isPublic = isPublicFile(snapshot, fileId);

  if (view.viewer.mode === 'Main') {
    const needed: Permission = accessType === 'download' ? 'files:download' : 'files:view';
    if (requester.permissions && !requester.permissions.includes(needed)) throw appError('FORBIDDEN');
    const item = unlockedItemsWith(view, fileId, itemUid, productId)[0];
    if (itemUid && !item) throw appError('NOT_FOUND');
    return { file, item, isPublic, view };
  }

  const item = unlockedItemsWith(view, fileId, itemUid, productId)[0];
  if (!item) throw appError('NOT_FOUND');
  if (accessType === 'download' && !canDownloadFile(view, file)) throw appError('DOCUMENT_VIEW_ONLY');
  return { file, item, isPublic, view };
}

export interface AuthorizedLetter {
  item: ViewItem & { bridgeLetter: NonNullable<ViewItem['bridgeLetter']> };
  isPublic: boolean;
  view: PortalView;
}

/**
 * Checks that the requester may open the bridge letter of an item: the plan includes bridge letters, the letter
 * is enabled and the item is open to the viewer.
 * @throws PLAN_LOCKED without the plan feature; NOT_FOUND otherwise; FORBIDDEN for staff without the permission;
 * DOCUMENT_VIEW_ONLY for a download when the organisation is view-only.
 */
export function authorizeLetter({
  snapshot,
  requester,
  itemUid,
  productId,
  accessType,
}: Omit<AuthorizeFileOptions, 'fileId'> & { itemUid: string }): AuthorizedLetter {
  if (!snapshot.plan.features.includes('bridgeLetter')) throw appError('PLAN_LOCKED');
  const view = cachedViewFor(snapshot, requester.viewer);
  if (view.viewer.mode === 'Main') {
    const needed: Permission = accessType === 'download' ? 'files:download' : 'files:view';
    if (requester.permissions && !requester.permissions.includes(needed)) throw appError('FORBIDDEN');
  }
  const item = view.items.find((i) => i.itemUid === itemUid && (!productId || i.productId === productId));
  if (!item || !offersBridgeLetter(view, item)) throw appError('NOT_FOUND');
  if (view.viewer.mode !== 'Main' && accessType === 'download' && !canDownloadFile(view, { documentAccessType: 'view-and-download' })) {
    throw appError('DOCUMENT_VIEW_ONLY');
  }
  const publicItem = cachedViewFor(snapshot, PUBLIC_VIEWER).items.find((i) => i.itemUid === itemUid);
  return { item: item as AuthorizedLetter['item'], isPublic: !!publicItem && offersBridgeLetter(view, publicItem), view };
}
