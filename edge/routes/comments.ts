/**
 * Comments: the "Conversation" thread on items (visitor spec §2 "Comments", §6, §7; admin spec §2 screen 10).
 * One thread per account and item.
 *
 * Account members (AccountExternal, when `customization.commentsEnabled`, on an item their view shows unlocked):
 *
 *   GET  /api/share/:orgId/comments?itemUid&productId   → CommentOut[] — the member's account's thread, sorted
 *   POST /api/share/:orgId/comments  { itemUid, content, productId } → CommentOut[] — the thread with the new comment
 *
 * Errors (visitor spec §8): no productId → 400 "Product id is required to load relevant comments."; no member
 * session → 401 "A user must be logged in to view comments."; staff without a member session → 403 "Can only be
 * used in AccountExternal mode."; comments disabled → 403 COMMENTS_DISABLED; an item the account cannot see → 404.
 *
 * Staff (`statuspage:edit`):
 *
 *   GET  /api/admin/comments?itemUid   → { enabled, threads: [{ account: { id, name }, comments }] }
 *   POST /api/admin/comments  { itemUid, accountId, content } → { comments } — the account's thread with the reply
 *
 * Each comment is audited (`comment.add`, `comment.reply`); a member's comment is emailed to staff (access
 * settings' notification list), a staff reply to the account's members who wrote in the thread.
 */
import {
  ItemThreadsQuerySchema,
  NewMemberCommentSchema,
  StaffReplySchema,
  ThreadQuerySchema,
  type Comment,
  type ItemThreads,
  type StaffReplyAnswer,
} from '../../content/contracts/conversations.ts';
import type { RegisterRoutes } from '../router.ts';
import { readJson, parseWith } from '../middleware/body.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { requireOrganization } from '../services/organizations/get-organization.ts';
import { assertJson, requireEditor } from '../middleware/with-staff.ts';
import { liveSnapshot } from '../services/access/live-snapshot.ts';
import { appendAudit } from '../services/audit/audit-log.ts';
import { listItemThreads, replyToThread } from '../services/comments/item-threads.ts';
import { requireMemberThread } from '../services/comments/member-thread.ts';
import { notifyMembersOfReply, notifyStaffOfComment } from '../services/comments/notify-comment.ts';
import { addComment, listComments } from '../services/comments/thread.ts';
import { enforceLimits } from '../services/limits/abuse-limits.ts';

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export const registerCommentRoutes: RegisterRoutes = (router, deps) => {
  const { db, mail, config, log, now } = deps;

  router.get('/api/share/:orgId/comments', async (request): Promise<Comment[]> => {
    const org = await orgFromPath(db, request.params.orgId);
    const query = parseWith(ThreadQuerySchema, queryOf(request));
    const { session, item } = await requireMemberThread({ request, deps, orgId: org.id, ...query });
    return listComments({ db, orgId: org.id, accountId: session.accountId, itemUid: item.itemUid });
  });

  router.post('/api/share/:orgId/comments', async (request): Promise<Comment[]> => {
    const org = await orgFromPath(db, request.params.orgId);
    assertJson(request);
    const input = await readJson(request, NewMemberCommentSchema);
    const { session, item, cardTitle } = await requireMemberThread({ request, deps, orgId: org.id, itemUid: input.itemUid, productId: input.productId });
    // Each comment emails staff: counted per member and organisation.
    await enforceLimits(deps, { action: 'comment', orgId: org.id, memberId: session.memberId, email: session.memberEmail });
    const name = [session.firstName, session.lastName].filter(Boolean).join(' ');
    const at = now();
    const row = await addComment({
      db,
      orgId: org.id,
      accountId: session.accountId,
      itemUid: item.itemUid,
      productId: item.productId,
      content: input.content,
      author: { kind: 'member', memberId: session.memberId, name, email: session.memberEmail },
      now: at,
    });
    await appendAudit({
      db,
      orgId: org.id,
      action: 'comment.add',
      actor: session.memberEmail,
      subject: item.itemUid,
      data: { accountId: session.accountId, commentId: row.id },
      now: at,
    });
    await notifyStaffOfComment({
      db,
      mail,
      config,
      log,
      org,
      itemTitle: item.title,
      itemUid: item.itemUid,
      cardTitle,
      content: input.content,
      accountName: session.accountName,
      authorName: name || session.memberEmail,
    });
    return listComments({ db, orgId: org.id, accountId: session.accountId, itemUid: item.itemUid });
  });

  router.get('/api/admin/comments', async (request): Promise<ItemThreads> => {
    const staff = await requireEditor(request, deps);
    const { itemUid } = parseWith(ItemThreadsQuerySchema, queryOf(request));
    const snapshot = await liveSnapshot({ db, orgId: staff.orgId });
    return { enabled: snapshot?.customization.commentsEnabled ?? false, threads: await listItemThreads({ db, orgId: staff.orgId, itemUid }) };
  });

  router.post('/api/admin/comments', async (request): Promise<StaffReplyAnswer> => {
    assertJson(request);
    const staff = await requireEditor(request, deps);
    const input = await readJson(request, StaffReplySchema);
    const at = now();
    const thread = await replyToThread({ db, orgId: staff.orgId, staff, ...input, now: at });
    const reply = thread.filter((c) => c.orgMem).at(-1);
    await appendAudit({
      db,
      orgId: staff.orgId,
      action: 'comment.reply',
      actor: `staff:${staff.email}`,
      subject: input.itemUid,
      data: { accountId: input.accountId, commentId: reply?.id ?? '' },
      now: at,
    });
    const org = await requireOrganization({ db, id: staff.orgId });
    const snapshot = await liveSnapshot({ db, orgId: staff.orgId });
    const itemTitle = snapshot?.items.find((i) => i.itemUid === input.itemUid)?.title ?? input.itemUid;
    await notifyMembersOfReply({ db, mail, config, log, org, itemTitle, content: input.content, accountId: input.accountId, itemUid: input.itemUid, snapshot });
    return { comments: thread };
  });
};
