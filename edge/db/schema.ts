/**
 * The database schema: every table the edge reads or writes, in one file (drizzle sqlite dialect, so the same
 * definitions serve libSQL on Node and D1 on Workers). Columns are snake_case; times are integer milliseconds
 * since the epoch; JSON payloads are stored as text and parsed by the code that owns them.
 *
 * Migrations are generated from this file with `npm run db:generate` and committed; never edit them by hand.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** An organisation that runs a trust center. */
export const organizations = sqliteTable('organizations', {
  id: text('id').primaryKey(),
  /** URL-safe name, unique across the installation. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** JSON array of host names (e.g. `["trust.example.com"]`) that serve this organisation's portal. */
  customDomains: text('custom_domains', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  createdAt: integer('created_at').notNull(),
});

/**
 * The editable draft content, one entity per row. The content model converts a snapshot to and from these rows;
 * `position` keeps the order of a collection.
 */
export const draftRecords = sqliteTable(
  'draft_records',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    recordId: text('record_id').notNull(),
    position: integer('position').notNull().default(0),
    /** The entity as JSON text. */
    data: text('data').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** Email (or id) of the staff member who last wrote the row. */
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.collection, t.recordId] })],
);

/** One row per organisation; `version` is bumped on every draft write (optimistic concurrency). */
export const draftState = sqliteTable('draft_state', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});

export const REVISION_STATUSES = ['building', 'live', 'failed', 'superseded'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** A frozen, published snapshot of an organisation's content. */
export const revisions = sqliteTable(
  'revisions',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per organisation. */
    number: integer('number').notNull(),
    /** The snapshot as JSON text. */
    snapshot: text('snapshot').notNull(),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by'),
    status: text('status', { enum: REVISION_STATUSES }).notNull(),
    /** Why the build failed, when `status` is `failed`. */
    error: text('error'),
    /** What the revision is, when it is not a plain publish of the draft (e.g. "Rollback of revision 3"). */
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.number] })],
);

export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff members who can sign in to the admin side of an organisation. */
export const staffUsers = sqliteTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lowercased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Display name shown in "Modified at {date} by {name}"; empty means the email is shown. */
    name: text('name').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('staff_users_org_email').on(t.orgId, t.email)],
);

/** Single-use sign-in (or other) links; only a hash of the token is stored. */
export const magicLinks = sqliteTable(
  'magic_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** What the link does, e.g. `staff-login`. */
    purpose: text('purpose').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('magic_links_org_email').on(t.orgId, t.email)],
);

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** People who asked to receive an organisation's trust center updates by email. */
export const subscribers = sqliteTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lowercased. */
    email: text('email').notNull(),
    /** Where the subscription started: "subscribe button", "trust center updates button" or "direct link". */
    source: text('source').notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull(),
    createdAt: integer('created_at').notNull(),
    confirmedAt: integer('confirmed_at'),
  },
  (t) => [uniqueIndex('subscribers_org_email').on(t.orgId, t.email)],
);

/** Emails or whole domains that may not subscribe to an organisation's updates. */
export const subscriptionBlocks = sqliteTable(
  'subscription_blocks',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** A lowercased email (`jane@example.com`) or domain (`example.com`, which also covers its subdomains). */
    pattern: text('pattern').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.pattern] })],
);

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type DraftRecord = typeof draftRecords.$inferSelect;
export type Revision = typeof revisions.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;
export type MagicLink = typeof magicLinks.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
