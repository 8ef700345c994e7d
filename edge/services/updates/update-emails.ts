/**
 * The email channel of trust center updates, sent only once subscribers can read the update (visitor spec §3
 * "Topic publish payload", issue: never email a link to content that is not live).
 *
 * Publishing an update with the email channel records it here as `pending` ({@link queueUpdateEmail}); the
 * update itself goes into the draft. When a revision becomes live ({@link markRevisionLive} in
 * `../mark-revision-live.ts`, called by both publishers: the Node build and the Cloudflare deploy report),
 * {@link sendPendingUpdateEmails} sends every pending email whose update that revision shows — to the confirmed,
 * unblocked subscribers and/or the listed addresses, each message with its own unsubscribe link — and records what
 * was sent. An email whose update is not in the live revision (or whose topic is hidden) waits for a later one;
 * deleting the update or its topic cancels it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Topic, Update } from '../../../content/schemas/topic.ts';
import type { UpdateEmailSummary } from '../../../content/contracts/settings.ts';
import { subscribers, subscriptionBlocks, updateEmails, type UpdateEmailRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { orgMailing, type AppDeps } from '../../deps.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';
import { sendUpdateEmail, updateEmail } from './send-update-email.ts';
import { unsubscribeToken } from '../subscriptions/cancel-subscription.ts';
import { blockPatternsFor } from '../subscriptions/subscribe.ts';

/** What sending an update's emails needs besides the database. */
export type UpdateMailDeps = Pick<AppDeps, 'mail' | 'config' | 'secrets' | 'now' | 'log'>;

export type { UpdateEmailSummary };

function summary(row: UpdateEmailRow): UpdateEmailSummary {
  const { orgId: _org, createdBy: _by, ...rest } = row;
  return rest;
}

/** Confirmed subscribers whose address and domain are not blocked: who "the subscribers" are right now. */
export async function subscriberRecipients(db: Db, orgId: string): Promise<string[]> {
  const [rows, blockRows] = await Promise.all([
    db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(and(eq(subscribers.orgId, orgId), eq(subscribers.status, 'confirmed'))),
    db.select({ pattern: subscriptionBlocks.pattern }).from(subscriptionBlocks).where(eq(subscriptionBlocks.orgId, orgId)),
  ]);
  const blocked = new Set(blockRows.map((row) => row.pattern));
  return rows.map((row) => row.email).filter((email) => !blockPatternsFor(email).some((p) => blocked.has(p)));
}

/** Records an update's email, to go out when a revision showing the update goes live. */
export async function queueUpdateEmail(options: {
  db: Db;
  orgId: string;
  by: string | null;
  now: number;
  topic: Pick<Topic, 'id' | 'subject'>;
  update: Pick<Update, 'id'>;
  toSubscribers: boolean;
  audience: string[];
}): Promise<UpdateEmailSummary> {
  const [row] = await options.db
    .insert(updateEmails)
    .values({
      id: `uem_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
      orgId: options.orgId,
      topicId: options.topic.id,
      updateId: options.update.id,
      subject: options.topic.subject,
      toSubscribers: options.toSubscribers,
      audience: options.audience,
      status: 'pending',
      createdAt: options.now,
      createdBy: options.by,
    })
    .returning();
  return summary(row!);
}

/** Every update email of the organisation, newest first. */
export async function listUpdateEmails({ db, orgId }: { db: Db; orgId: string }): Promise<UpdateEmailSummary[]> {
  const rows = await db.select().from(updateEmails).where(eq(updateEmails.orgId, orgId)).orderBy(desc(updateEmails.createdAt));
  return rows.map(summary);
}

/** Cancels the pending emails of deleted updates (or of every update of a deleted topic). */
export async function cancelUpdateEmails({ db, orgId, topicId, updateId }: { db: Db; orgId: string; topicId: string; updateId?: string }): Promise<void> {
  await db
    .update(updateEmails)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(updateEmails.orgId, orgId),
        eq(updateEmails.topicId, topicId),
        eq(updateEmails.status, 'pending'),
        ...(updateId ? [eq(updateEmails.updateId, updateId)] : []),
      ),
    );
}

/** The update of a pending email as the live revision shows it, or null when subscribers cannot read it there. */
function liveUpdate(snapshot: Snapshot, row: Pick<UpdateEmailRow, 'topicId' | 'updateId'>): { topic: Topic; update: Update } | null {
  const topic = snapshot.topics.find((t) => t.id === row.topicId);
  const update = topic?.updates.find((u) => u.id === row.updateId);
  if (!topic || !update || topic.hidden) return null;
  return { topic, update };
}

/**
 * Sends the pending emails whose update `snapshot` (the revision now live) shows. Each email is claimed before it
 * is sent, so two processes marking revisions live never send it twice. Failures are logged and recorded; this
 * never throws for one recipient.
 * @returns the ids of the emails sent.
 */
export async function sendPendingUpdateEmails({
  db,
  deps,
  orgId,
  revision,
  snapshot,
}: {
  db: Db;
  deps: UpdateMailDeps;
  orgId: string;
  revision: number;
  snapshot: Snapshot;
}): Promise<string[]> {
  const pending = await db
    .select()
    .from(updateEmails)
    .where(and(eq(updateEmails.orgId, orgId), eq(updateEmails.status, 'pending')));
  const ready = pending
    .map((row) => ({ row, live: liveUpdate(snapshot, row) }))
    .filter((x): x is { row: UpdateEmailRow; live: { topic: Topic; update: Update } } => x.live !== null);
  if (ready.length === 0) return [];
  const org = await getOrganizationById({ db, id: orgId });
  if (!org) return [];
  const portalTitle = snapshot.customization.portalTitle;
  const baseUrl = orgPublicUrl(org, deps.config);
  const done: string[] = [];
  for (const { row, live } of ready) {
    const claimed = await db
      .update(updateEmails)
      .set({ status: 'sending' })
      .where(and(eq(updateEmails.id, row.id), eq(updateEmails.status, 'pending')))
      .returning({ id: updateEmails.id });
    if (claimed.length === 0) continue;
    const sent: string[] = [];
    const failed: string[] = [];
    if (row.toSubscribers && live.update.spAudience !== 'private') {
      const result = await sendUpdateEmail({
        ...orgMailing({ ...deps, db }, org),
        portalTitle,
        topic: live.topic,
        update: live.update,
      });
      sent.push(...result.sent);
      failed.push(...result.failed);
    }
    if (row.audience.length > 0) {
      const optedOut = await db
        .select({ email: subscribers.email })
        .from(subscribers)
        .where(and(eq(subscribers.orgId, orgId), eq(subscribers.status, 'unsubscribed'), inArray(subscribers.email, row.audience)));
      const blockRows = await db.select({ pattern: subscriptionBlocks.pattern }).from(subscriptionBlocks).where(eq(subscriptionBlocks.orgId, orgId));
      const skip = new Set([...sent, ...failed, ...optedOut.map((r) => r.email)]);
      const blocked = new Set(blockRows.map((r) => r.pattern));
      for (const to of row.audience) {
        if (skip.has(to) || blockPatternsFor(to).some((p) => blocked.has(p))) continue;
        try {
          const token = await unsubscribeToken({ secret: deps.secrets.sessionSecret, orgId, email: to, now: deps.now() });
          await deps.mail.send(updateEmail({ to, orgName: org.name, portalTitle, topic: live.topic, update: live.update, baseUrl, orgId, token }));
          sent.push(to);
        } catch (error) {
          deps.log(`Could not send the update email to ${to}`, error);
          failed.push(to);
        }
      }
    }
    await db.update(updateEmails).set({ status: 'sent', revision, sentAt: deps.now(), sent, failed }).where(eq(updateEmails.id, row.id));
    deps.log(
      `Update "${live.topic.subject}" emailed to ${sent.length} recipient(s) with revision ${revision}${failed.length ? ` (${failed.length} failed)` : ''}`,
    );
    done.push(row.id);
  }
  return done;
}
