/**
 * Reading and writing comment threads. A thread belongs to one account and one item: the account's members write
 * on one side, the organisation's staff on the other. Comments leave the edge in the shape of visitor spec §3
 * "Comment" (`member` for a member's comment, `orgMem.user.displayName` for staff), sorted oldest first.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accountMembers, comments, type CommentRow } from '../../db/schema.ts';

/** A comment as the API returns it (visitor spec §3). */
export interface CommentOut {
  id: string;
  itemUid: string;
  content: string;
  timestamp: number;
  /** The account whose thread it is. */
  realAccId: string;
  productId: string;
  member?: { accountId: string; firstName: string; lastName: string; name: string; email: string; createdAt: number };
  orgMem?: { user: { displayName: string } };
}

type MemberInfo = { firstName: string; lastName: string; createdAt: number } | null;

function toOut(row: CommentRow, member: MemberInfo): CommentOut {
  const base = { id: row.id, itemUid: row.itemUid, content: row.content, timestamp: row.createdAt, realAccId: row.accountId, productId: row.productId };
  if (row.authorKind === 'staff') return { ...base, orgMem: { user: { displayName: row.authorName || row.authorEmail } } };
  const [first = '', ...rest] = row.authorName.split(' ');
  return {
    ...base,
    member: {
      accountId: row.accountId,
      firstName: member?.firstName ?? first,
      lastName: member?.lastName ?? rest.join(' '),
      name: row.authorName || row.authorEmail,
      email: row.authorEmail,
      createdAt: member?.createdAt ?? row.createdAt,
    },
  };
}

/** Sorted by time, then id (two comments in the same millisecond keep a stable order). */
function byTime(a: CommentOut, b: CommentOut): number {
  return a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface ThreadOptions {
  db: Db;
  orgId: string;
  accountId?: string;
  itemUid: string;
}

/** The comments of an item: one account's thread when `accountId` is given, else every account's. */
export async function listComments({ db, orgId, accountId, itemUid }: ThreadOptions): Promise<CommentOut[]> {
  const where = [eq(comments.orgId, orgId), eq(comments.itemUid, itemUid)];
  if (accountId) where.push(eq(comments.accountId, accountId));
  const rows = await db
    .select({ comment: comments, member: { firstName: accountMembers.firstName, lastName: accountMembers.lastName, createdAt: accountMembers.createdAt } })
    .from(comments)
    .leftJoin(accountMembers, eq(accountMembers.id, comments.memberId))
    .where(and(...where))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((r) => toOut(r.comment, r.member)).sort(byTime);
}

export interface AddCommentOptions {
  db: Db;
  orgId: string;
  accountId: string;
  itemUid: string;
  productId: string;
  /** Trimmed, validated text. */
  content: string;
  author: { kind: 'member'; memberId: string; name: string; email: string } | { kind: 'staff'; staffUserId: string; name: string; email: string };
  now: number;
}

/** Appends a comment to the account's thread on the item and returns it. */
export async function addComment({ db, orgId, accountId, itemUid, productId, content, author, now }: AddCommentOptions): Promise<CommentRow> {
  const row: CommentRow = {
    id: `cmt_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
    orgId,
    accountId,
    itemUid,
    productId,
    content,
    authorKind: author.kind,
    memberId: author.kind === 'member' ? author.memberId : null,
    staffUserId: author.kind === 'staff' ? author.staffUserId : null,
    authorName: author.name,
    authorEmail: author.email,
    createdAt: now,
  };
  await db.insert(comments).values(row);
  return row;
}
