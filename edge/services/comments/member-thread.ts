/**
 * Who may use an item's conversation on the visitor side (visitor spec §6 "Comments"): a logged-in member of an
 * account of the organisation (AccountExternal), when the published customization allows comments, on an item
 * the account's view (`viewFor`) shows unlocked. Threads are per account: a member only ever reads and writes the
 * thread of its own account.
 */
import { cardTitle } from '../../../content/schemas/card.ts';
import type { ViewItem } from '../../../content/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { readAccountSession, type AccountSession } from '../access/resolve-account-session.ts';
import { liveSnapshot } from '../access/live-snapshot.ts';
import { optionalStaff } from '../documents/document-access.ts';
import { cachedViewFor } from '../revisions/revision-cache.ts';

export interface MemberThread {
  session: AccountSession;
  item: ViewItem;
  /** Title of the card the item sits on, as the account sees it (for the staff email). */
  cardTitle: string;
}

export interface MemberThreadOptions {
  request: Request;
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>;
  orgId: string;
  itemUid: string;
  productId: string;
}

/**
 * The member's session and the item whose thread they may use.
 * @throws ACCOUNT_EXTERNAL_ONLY (403) for staff (main mode) without a member session; COMMENTS_LOGIN_REQUIRED (401)
 * without a usable member session of this organisation; COMMENTS_DISABLED (403) when the customization does not
 * allow comments; NOT_FOUND (404) when the item is not one the account sees unlocked in that product.
 */
export async function requireMemberThread({ request, deps, orgId, itemUid, productId }: MemberThreadOptions): Promise<MemberThread> {
  const session = await readAccountSession(request, deps);
  if (!session || session.orgId !== orgId) {
    if (await optionalStaff(request, deps, orgId)) throw appError('ACCOUNT_EXTERNAL_ONLY');
    throw appError('COMMENTS_LOGIN_REQUIRED');
  }
  const snapshot = await liveSnapshot({ db: deps.db, orgId });
  if (!snapshot) throw appError('NOT_FOUND');
  if (!snapshot.customization.commentsEnabled) throw appError('COMMENTS_DISABLED');
  const view = cachedViewFor(snapshot, { mode: 'AccountExternal', accountId: session.accountId, permissionProfileId: session.permissionProfileId });
  const item = view.items.find((i) => i.itemUid === itemUid && i.productId === productId && !i.locked);
  if (!item) throw appError('NOT_FOUND');
  const card = snapshot.cards.find((c) => c.productId === item.productId && c.kind === item.cardKind);
  return { session, item, cardTitle: cardTitle(card ?? { kind: item.cardKind, title: '' }) };
}
