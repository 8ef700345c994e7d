/**
 * Items and documents with an expiry date (certificates, reports), their staff owners and reminders:
 *
 * - the admin lists what expires within a number of days (and what has expired), with owners and the last reminder;
 * - staff set a document's expiry date and the owners of either (owners are kept in the database, out of the
 *   published content, so staff addresses never reach the portal);
 * - {@link runExpiryReminders} emails the owners 30 days before the date and every 7 days after, until the date
 *   is renewed (a new date starts a new series) or passes.
 */
import { desc, eq, sql } from 'drizzle-orm';
import {
  EXPIRY_FIRST_REMINDER_DAYS,
  EXPIRY_MESSAGES,
  EXPIRY_REMINDER_INTERVAL_DAYS,
  ExpiringEntrySchema,
  type ExpiringEntry,
  type ExpiryUpdate,
} from '../../../content/contracts/questionnaire-assist.ts';
import { fill } from '../../../content/errors.ts';
import { daysUntil, isExpired } from '../../../content/expiry.ts';
import { ExpirySchema } from '../../../content/schemas/item.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { expiryOwners, expiryReminders, staffUsers } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import type { Mailer } from '../../mail/types.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { expiryReminderEmail } from './expiry-mail.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';
import { listOrganizations } from '../organizations/list-organizations.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A weekly run that starts a little earlier than last week's still sends (the interval is 7 days less an hour). */
const REMINDER_SLACK = 60 * 60 * 1000;

interface Subject {
  type: 'item' | 'document';
  id: string;
  title: string;
  expiry: string;
  productId: string | null;
}

/** Every item and document of the snapshot with an expiry date. */
export function subjectsWithExpiry(snapshot: Pick<Snapshot, 'items' | 'files'>): Subject[] {
  const items = snapshot.items
    .filter((i) => i.expiry)
    .map((i): Subject => ({ type: 'item', id: i.itemUid, title: i.title, expiry: i.expiry, productId: i.productId }));
  const files = snapshot.files
    .filter((f) => f.expiry)
    .map((f): Subject => ({ type: 'document', id: f.fileId, title: f.originalName, expiry: f.expiry, productId: null }));
  return [...items, ...files];
}

const ownerKey = (type: string, id: string) => `${type}:${id}`;

async function ownersOf(db: Db, orgId: string): Promise<Map<string, string[]>> {
  const rows = await db.select().from(expiryOwners).where(eq(expiryOwners.orgId, orgId));
  return new Map(rows.map((r) => [ownerKey(r.subjectType, r.subjectId), JSON.parse(r.emails) as string[]]));
}

async function lastReminders(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db.select().from(expiryReminders).where(eq(expiryReminders.orgId, orgId)).orderBy(desc(expiryReminders.sentAt));
  const out = new Map<string, number>();
  for (const r of rows) {
    const key = `${ownerKey(r.subjectType, r.subjectId)}@${r.expiry}`;
    if (!out.has(key)) out.set(key, r.sentAt);
  }
  return out;
}

/** What expires within `within` days, and what has expired, soonest first. */
export async function listExpiring({ db, orgId, now, within }: { db: Db; orgId: string; now: number; within: number }): Promise<ExpiringEntry[]> {
  const draft = await readDraft({ db, orgId });
  const owners = await ownersOf(db, orgId);
  const reminders = await lastReminders(db, orgId);
  return subjectsWithExpiry(draft)
    .map((s) => {
      const daysLeft = daysUntil(s.expiry, now);
      return ExpiringEntrySchema.parse({
        ...s,
        daysLeft,
        expired: isExpired(s.expiry, now),
        owners: owners.get(ownerKey(s.type, s.id)) ?? [],
        lastReminderAt: reminders.get(`${ownerKey(s.type, s.id)}@${s.expiry}`) ?? null,
      });
    })
    .filter((e) => e.daysLeft <= within)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title));
}

/**
 * Sets a document's expiry date and an item's or document's owners.
 * @throws EXPIRY_SUBJECT_NOT_FOUND; VALIDATION_FAILED for a date that is not one, or an owner who is not staff.
 */
export async function updateExpiry({
  db,
  orgId,
  type,
  id,
  update,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  type: 'item' | 'document';
  id: string;
  update: ExpiryUpdate;
  by: string;
  now: number;
}): Promise<ExpiringEntry> {
  const draft = await readDraft({ db, orgId });
  const item = type === 'item' ? draft.items.find((i) => i.itemUid === id) : undefined;
  const file = type === 'document' ? draft.files.find((f) => f.fileId === id) : undefined;
  if (!item && !file) throw appError('EXPIRY_SUBJECT_NOT_FOUND');
  if (update.expiry !== undefined) {
    const expiry = update.expiry.trim();
    const parsed = ExpirySchema.safeParse(expiry);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', { path: 'expiry' }, parsed.error.issues[0]!.message);
    await editDraft({ db, orgId, by, now }, () =>
      item
        ? { changes: { put: [{ collection: 'items', data: { ...item, expiry } }] } }
        : { changes: { put: [{ collection: 'files', data: { ...file!, expiry } }] } },
    );
  }
  if (update.owners !== undefined) {
    const staff = new Set((await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.orgId, orgId))).map((s) => s.email));
    const owners = [...new Set(update.owners.filter(Boolean))];
    const stranger = owners.find((email) => !staff.has(email));
    if (stranger) throw new AppError('VALIDATION_FAILED', { path: 'owners' }, fill(EXPIRY_MESSAGES.ownerNotStaff, { email: stranger }));
    await db
      .insert(expiryOwners)
      .values({ orgId, subjectType: type, subjectId: id, emails: JSON.stringify(owners), updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({
        target: [expiryOwners.orgId, expiryOwners.subjectType, expiryOwners.subjectId],
        set: { emails: JSON.stringify(owners), updatedAt: now, updatedBy: by },
      });
  }
  const entries = await listExpiring({ db, orgId, now, within: Number.POSITIVE_INFINITY });
  const entry = entries.find((e) => e.type === type && e.id === id);
  if (entry) return entry;
  // No expiry date (any more): the owners are kept for when it gets one.
  const title = item?.title ?? file!.originalName;
  return ExpiringEntrySchema.parse({
    type,
    id,
    title,
    expiry: '',
    daysLeft: 0,
    expired: false,
    owners: (await ownersOf(db, orgId)).get(ownerKey(type, id)) ?? [],
    lastReminderAt: null,
    productId: item?.productId ?? null,
  });
}

/** Whether a reminder is due: within 30 days of the date, not past it, and none for this date in the last 7 days. */
export function reminderDue(daysLeft: number, lastSentAt: number | null, now: number): boolean {
  if (daysLeft < 0 || daysLeft > EXPIRY_FIRST_REMINDER_DAYS) return false;
  return lastSentAt === null || now - lastSentAt >= EXPIRY_REMINDER_INTERVAL_DAYS * DAY - REMINDER_SLACK;
}

/**
 * Records the reminder of `entry` as sent at `now`, unless one for the same date was recorded within the interval
 * (as {@link reminderDue} reads it); true when this run recorded it and so sends it. One statement, so two runs at
 * once (the server's interval and `glasshouse run-scheduled` from a cron, or two Cron Triggers) send it once.
 */
async function claimReminder(db: Db, orgId: string, entry: ExpiringEntry, recipients: string[], now: number): Promise<boolean> {
  const id = `exr_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const since = now - (EXPIRY_REMINDER_INTERVAL_DAYS * DAY - REMINDER_SLACK);
  const claimed = await db.all<{ id: string }>(sql`
    INSERT INTO ${expiryReminders} (id, org_id, subject_type, subject_id, expiry, sent_at, recipients)
    SELECT ${id}, ${orgId}, ${entry.type}, ${entry.id}, ${entry.expiry}, ${now}, ${JSON.stringify(recipients)}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${expiryReminders}
      WHERE org_id = ${orgId} AND subject_type = ${entry.type} AND subject_id = ${entry.id} AND expiry = ${entry.expiry} AND sent_at > ${since}
    )
    RETURNING id`);
  return claimed.length > 0;
}

/** Sends the reminders due in every organisation (or one); returns how many emails went out. */
export async function runExpiryReminders({
  db,
  mail,
  config,
  log,
  now,
  orgId,
}: {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log: LogFn;
  now: number;
  orgId?: string;
}): Promise<number> {
  const orgs = orgId ? [await getOrganizationById({ db, id: orgId })].filter((org) => org !== null) : await listOrganizations({ db });
  let sent = 0;
  for (const org of orgs) {
    let entries: ExpiringEntry[];
    try {
      entries = await listExpiring({ db, orgId: org.id, now, within: EXPIRY_FIRST_REMINDER_DAYS });
    } catch {
      continue; // No draft content yet.
    }
    const staff = new Set((await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.orgId, org.id))).map((s) => s.email));
    for (const entry of entries) {
      const recipients = entry.owners.filter((email) => staff.has(email));
      if (recipients.length === 0 || !reminderDue(entry.daysLeft, entry.lastReminderAt, now)) continue;
      if (!(await claimReminder(db, org.id, entry, recipients, now))) continue; // Another run sent it meanwhile.
      for (const to of recipients) {
        try {
          await mail.send(expiryReminderEmail(to, { orgName: org.name, entry, adminUrl: `${orgPublicUrl(org, config)}/admin/expiring` }));
          sent++;
        } catch (error) {
          log(`Could not send the expiry reminder of ${entry.title} to ${to}`, error);
        }
      }
    }
  }
  return sent;
}
