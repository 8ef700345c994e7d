/**
 * The staff side of item conversations (admin spec §2 screen 10, the item header's Conversation): every account's
 * thread on an item, and staff replies into one of them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accounts, comments } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { liveSnapshot } from '../access/live-snapshot.ts';
import { addComment, listComments, type CommentOut } from './thread.ts';

export interface AccountThread {
  account: { id: string; name: string };
  comments: CommentOut[];
}

/** The item's threads, one per account that has one, the most recently active first. */
export async function listItemThreads({ db, orgId, itemUid }: { db: Db; orgId: string; itemUid: string }): Promise<AccountThread[]> {
  const all = await listComments({ db, orgId, itemUid });
  const ids = [...new Set(all.map((c) => c.realAccId))];
  if (ids.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.orgId, orgId), inArray(accounts.id, ids)))
    ).map((a) => [a.id, a.name]),
  );
  const threads = ids.map((id) => ({ account: { id, name: names.get(id) ?? id }, comments: all.filter((c) => c.realAccId === id) }));
  const last = (t: AccountThread) => t.comments[t.comments.length - 1]!.timestamp;
  return threads.sort((a, b) => last(b) - last(a));
}

export interface StaffReplyOptions {
  db: Db;
  orgId: string;
  staff: { userId: string; name: string; email: string };
  accountId: string;
  itemUid: string;
  content: string;
  now: number;
}

/**
 * Adds a staff reply to an account's thread on an item and returns that thread.
 * @throws ACCOUNT_NOT_FOUND (404) for an account of another organisation or none; NOT_FOUND (404) when the item is
 * neither in the live revision nor already discussed by the account.
 */
export async function replyToThread({ db, orgId, staff, accountId, itemUid, content, now }: StaffReplyOptions): Promise<CommentOut[]> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.orgId, orgId)))
    .limit(1);
  if (!account) throw appError('ACCOUNT_NOT_FOUND');
  const [previous] = await db
    .select({ productId: comments.productId })
    .from(comments)
    .where(and(eq(comments.orgId, orgId), eq(comments.accountId, accountId), eq(comments.itemUid, itemUid)))
    .limit(1);
  const productId = previous?.productId ?? (await liveSnapshot({ db, orgId }))?.items.find((i) => i.itemUid === itemUid)?.productId;
  if (!productId) throw appError('NOT_FOUND');
  await addComment({
    db,
    orgId,
    accountId,
    itemUid,
    productId,
    content,
    author: { kind: 'staff', staffUserId: staff.userId, name: staff.name, email: staff.email },
    now,
  });
  return listComments({ db, orgId, accountId, itemUid });
}
