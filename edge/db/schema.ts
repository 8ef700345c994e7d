/**
 * The database schema: every table the edge reads or writes, in one file (drizzle sqlite dialect, so the same
 * definitions serve libSQL on Node and D1 on Workers). Columns are snake_case; times are integer milliseconds
 * since the epoch; JSON payloads are stored as text and parsed by the code that owns them.
 *
 * Migrations are generated from this file with `npm run db:generate` and committed; never edit them by hand.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { UPDATE_EMAIL_STATUSES, type UpdateEmailStatus } from '../../content/contracts/settings.ts';

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
/**
 * Where a `building` revision published through a deploy hook is: `waiting` for the CI build (the hook was called),
 * or `deploying` (the build reported that it finished and the deploy runs).
 */
export const DEPLOY_STEPS = ['waiting', 'deploying'] as const;
export type DeployStep = (typeof DEPLOY_STEPS)[number];

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
    /**
     * Set when the snapshot is too large for one row (D1 caps a row at 2 MB): it is then stored in this many
     * `revision_chunks` rows and `snapshot` is empty. Read it with `readRevisionSnapshot`.
     */
    snapshotChunks: integer('snapshot_chunks'),
    /** Publishing through a deploy hook: where the `building` revision is (see `DEPLOY_STEPS`). */
    deployStep: text('deploy_step', { enum: DEPLOY_STEPS }),
    /** The tail of the build and deploy log the CI workflow reported with the revision's outcome. */
    deployLog: text('deploy_log'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.number] }),
    // Which revision is live, asked on every gated request: answered from this index alone, without reading
    // rows (whose snapshot text spans many pages and comes before the status column).
    index('revisions_org_status').on(t.orgId, t.status, t.number, t.createdAt),
  ],
);

/** The pieces of a large revision snapshot, in order (`seq` 0, 1, 2 …), each a slice of its JSON text. */
export const revisionChunks = sqliteTable(
  'revision_chunks',
  {
    orgId: text('org_id').notNull(),
    number: integer('number').notNull(),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.number, t.seq] }),
    foreignKey({ columns: [t.orgId, t.number], foreignColumns: [revisions.orgId, revisions.number] }).onDelete('cascade'),
  ],
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

// ---------------------------------------------------------------------------------------------------------------
// Gated access: accounts and their members, access requests, access settings, the clickwrap NDA and the audit log
// (visitor spec §3 "Access request payload", "Account user", "NDA status"; §4 access outcomes).
// ---------------------------------------------------------------------------------------------------------------

export const ACCOUNT_REVIEW_STATUSES = ['pending', 'in_review', 'approved', 'declined'] as const;

/** An external account: a customer or prospect company whose members see what its permission profile allows. */
export const accounts = sqliteTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Company name. */
    name: text('name').notNull(),
    /** JSON array of lowercased email domains of the company (auto-approval by domain). */
    domains: text('domains', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Permission profile (id in the published snapshot) governing what members see. */
    permissionProfileId: text('permission_profile_id').notNull(),
    /** Access ends at this time (ms); null = no expiry. */
    expiresAt: integer('expires_at'),
    /** An NDA is on file for the company: the clickwrap is not asked. */
    ndaOnFile: integer('nda_on_file', { mode: 'boolean' }).notNull().default(false),
    reviewStatus: text('review_status', { enum: ACCOUNT_REVIEW_STATUSES }).notNull().default('approved'),
    /** Set when staff revoked the account: its sessions stop working at once. */
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('accounts_org').on(t.orgId)],
);

/** A person who may sign in to an account. One account per address and organisation. */
export const accountMembers = sqliteTable(
  'account_members',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lowercased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Joined through auto-approval (or an invitation) rather than a staff decision. */
    isAutoApproved: integer('is_auto_approved', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('account_members_org_email').on(t.orgId, t.email), index('account_members_account').on(t.accountId)],
);

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
/** `access`: a visitor's request; `extend`: a member of an expired account asks for more time. */
export const ACCESS_REQUEST_KINDS = ['access', 'extend'] as const;

/** Requests for access (and for extensions of expired access), with their outcome. */
export const accessRequests = sqliteTable(
  'access_requests',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCESS_REQUEST_KINDS }).notNull().default('access'),
    /** Stored trimmed and lowercased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    productId: text('product_id').notNull().default(''),
    /** The rest of the validated payload (job title, relationship, country, products, item …) as JSON. */
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull(),
    /** The outcome's feedback type (visitor spec §4), e.g. `request_declined_blocked_domain`. */
    feedback: text('feedback'),
    /** Why the request matched an account (visitor spec §3 matching reasons). */
    matchingReason: text('matching_reason'),
    matchedAccountId: text('matched_account_id'),
    /** The account the request was approved into (or, for `extend`, the expired account). */
    accountId: text('account_id'),
    /** Staff's note when declining. */
    declineNote: text('decline_note'),
    /** Account whose member invited the requester (valid invite token). */
    invitedByAccountId: text('invited_by_account_id'),
    createdAt: integer('created_at').notNull(),
    decidedAt: integer('decided_at'),
    /** Staff email, or `auto` for automatic decisions. */
    decidedBy: text('decided_by'),
  },
  (t) => [index('access_requests_org_status').on(t.orgId, t.status), index('access_requests_org_email').on(t.orgId, t.email)],
);

/** Per-organisation access settings (auto-approval, blocked domains, NDA, notifications, BYOID) as JSON. */
export const accessSettings = sqliteTable('access_settings', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

/** Versions of the clickwrap NDA text (Markdown); a new text is a new version. */
export const ndaVersions = sqliteTable(
  'nda_versions',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** SHA-256 (hex) of `text` as UTF-8. */
    sha256: text('sha256').notNull(),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.version] })],
);

/** Evidence of a clickwrap NDA acceptance. */
export const ndaAcceptances = sqliteTable(
  'nda_acceptances',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The name typed by the signer. */
    name: text('name').notNull(),
    ndaVersion: integer('nda_version').notNull(),
    /** SHA-256 of the exact NDA text accepted. */
    textSha256: text('text_sha256').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    acceptedAt: integer('accepted_at').notNull(),
  },
  (t) => [index('nda_acceptances_account').on(t.orgId, t.accountId, t.email)],
);

/**
 * The audit log: an append-only, hash-chained record per organisation. Each row's `hash` is the SHA-256 of its
 * content and `prev_hash` (the previous row's hash), so editing or deleting a row breaks the chain;
 * `audit_heads` keeps the last row's number and hash so removing the newest rows is detected as well.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    orgId: text('org_id').notNull(),
    /** 1, 2, 3 … per organisation. */
    seq: integer('seq').notNull(),
    at: integer('at').notNull(),
    /** What happened, e.g. `access.approve`, `account.login`, `nda.accept`, `invite.send`, `document.download`. */
    action: text('action').notNull(),
    /** Who did it: an email, `staff:<email>`, or `system`. */
    actor: text('actor').notNull(),
    /** What it was done to (an email, an account id, a file id …). */
    subject: text('subject').notNull(),
    /** Details as canonical JSON text. */
    data: text('data').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.seq] })],
);

/** The newest audit row per organisation (detects deletion of the chain's tail). */
export const auditHeads = sqliteTable('audit_heads', {
  orgId: text('org_id').primaryKey(),
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
});

export type AccountRow = typeof accounts.$inferSelect;
export type AccountMemberRow = typeof accountMembers.$inferSelect;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type NdaVersionRow = typeof ndaVersions.$inferSelect;
export type NdaAcceptanceRow = typeof ndaAcceptances.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Comments: the "Conversation" thread on items (visitor spec §2 "Comments", §3 "Comment"). One thread per account
// and item: the account's members write on one side, the organisation's staff answer on the other.
// ---------------------------------------------------------------------------------------------------------------

/** Who wrote a comment: a member of the thread's account, or staff of the organisation. */
export const COMMENT_AUTHOR_KINDS = ['member', 'staff'] as const;

/** A comment of an account's thread on an item. The text is stored as written (trimmed) and rendered escaped. */
export const comments = sqliteTable(
  'comments',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The account whose thread this is (for staff replies too). */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemUid: text('item_uid').notNull(),
    productId: text('product_id').notNull(),
    /** Plain text, trimmed, never empty. */
    content: text('content').notNull(),
    authorKind: text('author_kind', { enum: COMMENT_AUTHOR_KINDS }).notNull(),
    /** The member who wrote it (kind `member`); kept when the member is later removed. */
    memberId: text('member_id'),
    /** The staff user who wrote it (kind `staff`). */
    staffUserId: text('staff_user_id'),
    /** Name at the time of writing: the member's first and last name, or the staff display name. */
    authorName: text('author_name').notNull().default(''),
    /** Email at the time of writing. */
    authorEmail: text('author_email').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('comments_thread').on(t.orgId, t.itemUid, t.accountId, t.createdAt)],
);

export type CommentRow = typeof comments.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Analytics for staff (issue 8): first-party events from the portal (searches, item views, share choices,
// subscribe results) and from the edge itself (document views and downloads). No IP address, user agent or
// cookie is stored; an event is tied to an account only when an account member's session sent it.
// ---------------------------------------------------------------------------------------------------------------

export const ANALYTICS_EVENT_TYPES = ['search', 'item_view', 'share', 'subscribe', 'document_view', 'document_download'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** One analytics event. Columns a type does not use stay null. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ANALYTICS_EVENT_TYPES }).notNull(),
    at: integer('at').notNull(),
    productId: text('product_id'),
    itemUid: text('item_uid'),
    /** The account (and member) whose session sent or caused the event; null for an anonymous visitor. */
    accountId: text('account_id'),
    memberId: text('member_id'),
    /** search: the term as typed (trimmed). */
    term: text('term'),
    /** search: how many results it showed. */
    resultCount: integer('result_count'),
    /** item_view: time the item was open (ms). */
    durationMs: integer('duration_ms'),
    /** share: copy | linkedin | email; subscribe: success | failure; document_*: the file id (or `bulk-download`). */
    label: text('label'),
    /** The rest of the event (search source and mode, subscribe source, access source …) as JSON. */
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
  },
  (t) => [index('analytics_events_org_type_at').on(t.orgId, t.type, t.at), index('analytics_events_org_at').on(t.orgId, t.at)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Questionnaires and TPRM (visitor spec §2 "Questionnaires and TPRM", §3 "TPRM partner", §9): questionnaires an
// account's members submit (a file in the blob store or a link) with the status staff give them, and the single-use
// tokens a member hands to a third-party risk management tool so it can pull the account's view once.
// ---------------------------------------------------------------------------------------------------------------

export const QUESTIONNAIRE_STATUSES = ['received', 'in_progress', 'completed'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** A questionnaire submitted by a member of an account: an uploaded file or a link. */
export const questionnaires = sqliteTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The member who submitted it (kept as written when the member is later removed). */
    memberId: text('member_id').notNull(),
    memberEmail: text('member_email').notNull(),
    memberName: text('member_name').notNull().default(''),
    kind: text('kind', { enum: ['file', 'link'] }).notNull(),
    /** The https link (kind `link`). */
    link: text('link'),
    /** Original file name, MIME type, size and blob key under the organisation's prefix (kind `file`). */
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    blobKey: text('blob_key'),
    status: text('status', { enum: QUESTIONNAIRE_STATUSES }).notNull().default('received'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** Staff member who last changed the status. */
    updatedBy: text('updated_by'),
  },
  (t) => [index('questionnaires_org_created').on(t.orgId, t.createdAt), index('questionnaires_account').on(t.accountId)],
);
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** A TPRM token handed out to a member (the JWT itself is never stored: only its `jti`). */
export const tprmTokens = sqliteTable(
  'tprm_tokens',
  {
    /** The token's `jti` claim. */
    jti: text('jti').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** TPRM partner id (in the published snapshot's `tprmPartners`). */
    partnerId: text('partner_id').notNull(),
    memberId: text('member_id').notNull(),
    memberEmail: text('member_email').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Set when the partner pulled the data: a token is good for one view. */
    usedAt: integer('used_at'),
  },
  (t) => [index('tprm_tokens_account').on(t.accountId)],
);
export type TprmTokenRow = typeof tprmTokens.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Questionnaire assistance (staff answer a customer's questionnaire from the trust center's content), knowledge-base
// health, and expiry reminders of items and documents.
// ---------------------------------------------------------------------------------------------------------------

export const ASSIST_STATUS_VALUES = ['parsing', 'drafting', 'ready', 'failed'] as const;

/** A questionnaire file staff asked Glasshouse to answer: its mapping, progress and the lease of its worker. */
export const questionnaireAssists = sqliteTable(
  'questionnaire_assists',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The product answers are drafted for. */
    productId: text('product_id').notNull(),
    /** The member submission it was started from (`questionnaires.id`), if any. */
    questionnaireId: text('questionnaire_id'),
    fileName: text('file_name').notNull(),
    /** xlsx, csv or docx. */
    format: text('format').notNull(),
    /** The original file in the blob store. */
    blobKey: text('blob_key').notNull(),
    status: text('status', { enum: ASSIST_STATUS_VALUES }).notNull(),
    /** Why the file could not be read (status `failed`). */
    error: text('error'),
    /** The sheets' column mapping as JSON (`SheetMapping[]`). */
    mapping: text('mapping').notNull().default('[]'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** A worker drafting this questionnaire holds it until then (ms); others wait or take over after. */
    leaseUntil: integer('lease_until'),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('questionnaire_assists_org_created').on(t.orgId, t.createdAt)],
);
export type QuestionnaireAssistRow = typeof questionnaireAssists.$inferSelect;

/** One question of an assisted questionnaire, with its draft and review state. */
export const questionnaireAssistQuestions = sqliteTable(
  'questionnaire_assist_questions',
  {
    assistId: text('assist_id')
      .notNull()
      .references(() => questionnaireAssists.id, { onDelete: 'cascade' }),
    orgId: text('org_id').notNull(),
    /** 1-based number in the file. */
    n: integer('n').notNull(),
    sheet: text('sheet').notNull(),
    /** 1-based row (sheet row, or table row for docx). */
    row: integer('row').notNull(),
    question: text('question').notNull(),
    /** The answer column's form when the mapping fixes it (yesno | text), else null. */
    formHint: text('form_hint'),
    form: text('form').notNull().default('yesno'),
    answer: text('answer').notNull().default(''),
    explanation: text('explanation').notNull().default(''),
    confidence: text('confidence').notNull().default('low'),
    flagged: integer('flagged', { mode: 'boolean' }).notNull().default(false),
    flagReason: text('flag_reason').notNull().default(''),
    /** pending | draft | approved | rejected. */
    state: text('state').notNull().default('pending'),
    /** Cited sources as JSON. */
    sources: text('sources').notNull().default('[]'),
    /** Internal entries that may answer it (staff only), as JSON. */
    internal: text('internal').notNull().default('[]'),
    useInternal: integer('use_internal', { mode: 'boolean' }).notNull().default(false),
    edited: integer('edited', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at').notNull(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.assistId, t.n] }), index('questionnaire_assist_questions_state').on(t.assistId, t.state)],
);
export type QuestionnaireAssistQuestionRow = typeof questionnaireAssistQuestions.$inferSelect;

/** Per-organisation knowledge-base health settings. */
export const kbHealthSettings = sqliteTable('kb_health_settings', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Entries not modified for this many days are stale. */
  staleAfterDays: integer('stale_after_days').notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

/** Knowledge-base health findings staff dismissed (by the finding's key). */
export const kbHealthDismissals = sqliteTable(
  'kb_health_dismissals',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    dismissedAt: integer('dismissed_at').notNull(),
    dismissedBy: text('dismissed_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);

/** Expiry reminders sent, per item or document and expiry date (a renewed date starts a new series). */
export const expiryReminders = sqliteTable(
  'expiry_reminders',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** item | document. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The expiry date reminded of (`YYYY-MM-DD`). */
    expiry: text('expiry').notNull(),
    sentAt: integer('sent_at').notNull(),
    /** The staff emails it went to, as JSON. */
    recipients: text('recipients').notNull().default('[]'),
  },
  (t) => [index('expiry_reminders_subject').on(t.orgId, t.subjectType, t.subjectId, t.expiry)],
);

/**
 * The staff owners of an item or document with an expiry date: who is reminded before it expires. Kept out of
 * the content snapshot, so staff addresses never reach a published revision.
 */
export const expiryOwners = sqliteTable(
  'expiry_owners',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** item | document. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Staff emails, as JSON. */
    emails: text('emails').notNull().default('[]'),
    updatedAt: integer('updated_at').notNull(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.subjectType, t.subjectId] })],
);
export { UPDATE_EMAIL_STATUSES, type UpdateEmailStatus };

/**
 * The email channel of a trust center update, waiting for the revision that shows the update to go live: an
 * update is emailed only once subscribers can read it on the portal (`services/updates/send-pending-update-emails.ts`).
 */
export const updateEmails = sqliteTable(
  'update_emails',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull(),
    updateId: text('update_id').notNull(),
    /** The topic's subject when the update was published (the admin lists it). */
    subject: text('subject').notNull(),
    /** Email every confirmed, unblocked subscriber. */
    toSubscribers: integer('to_subscribers', { mode: 'boolean' }).notNull().default(false),
    /** Further addresses (`channelEmail.audience.emails`), trimmed and lowercased. */
    audience: text('audience', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text('status', { enum: UPDATE_EMAIL_STATUSES }).notNull().default('pending'),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by'),
    /** The live revision it went out with. */
    revision: integer('revision'),
    sentAt: integer('sent_at'),
    /** Addresses emailed, and those whose email failed. */
    sent: text('sent', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    failed: text('failed', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  },
  (t) => [index('update_emails_org_status').on(t.orgId, t.status), index('update_emails_update').on(t.orgId, t.updateId)],
);
export type UpdateEmailRow = typeof updateEmails.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Safety on the open internet: server-side sessions (revocable, consulted on every authenticated request) and the
// counters of the abuse limits on routes that send mail or check a credential.
// ---------------------------------------------------------------------------------------------------------------

export const SESSION_KINDS = ['staff', 'member'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * A signed-in browser: a staff member of the admin, or a member of an account on the portal. The cookie holds a
 * random token; only its SHA-256 is stored. A session ends when it is revoked (sign-out, an admin, a role change,
 * the member's removal), when it has been idle too long, or at its absolute expiry (`services/sessions/session-store.ts`).
 */
export const sessions = sqliteTable(
  'sessions',
  {
    /** Public id (`ses_…`): what the session lists show and revoking names. */
    id: text('id').primaryKey(),
    /** SHA-256 (hex) of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The staff user (kind `staff`) or the account member (kind `member`). */
    userId: text('user_id').notNull(),
    /** The member's account (kind `member`). */
    accountId: text('account_id'),
    createdAt: integer('created_at').notNull(),
    /** Last request seen (renewed at most once a minute); the idle limit counts from here. */
    lastSeenAt: integer('last_seen_at').notNull(),
    /** Absolute end, however active the session is. */
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    /** Who or what ended it: `self`, `staff:<email>`, `role-change`, `member-removed` … */
    revokedBy: text('revoked_by'),
    /** Where it was started, for the session lists. */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user').on(t.orgId, t.kind, t.userId), index('sessions_account').on(t.accountId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * One counter of an abuse limit (`services/limits/abuse-limits.ts`): how many requests one key (an action and a client
 * address, a target address, an organisation or a member) made in its current fixed window, and how many of them
 * were refused. Rows of the `mail` scope record that a mail went out to an address in the window.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    /** `<action>:<scope>:<value>`, e.g. `staff-login:ip:203.0.113.7`. */
    key: text('key').primaryKey(),
    /** What was limited: `staff-login`, `subscribe`, `access-request` … */
    action: text('action').notNull(),
    /** `ip`, `email`, `org`, `member` or `mail`. */
    scope: text('scope').notNull(),
    /** The organisation the latest request was for (null when none is known). */
    orgId: text('org_id'),
    /** What staff see: the address or client address counted (empty for the organisation's own counter). */
    subject: text('subject').notNull().default(''),
    windowStart: integer('window_start').notNull(),
    windowMs: integer('window_ms').notNull(),
    count: integer('count').notNull(),
    /** Requests refused in this window. */
    blocked: integer('blocked').notNull().default(0),
    lastBlockedAt: integer('last_blocked_at'),
  },
  (t) => [
    index('rate_limits_org_blocked').on(t.orgId, t.lastBlockedAt),
    // When a counter's window ends: the clean-up deletes the counters ended a day ago through it, not a whole-table read.
    index('rate_limits_window_end').on(sql`${t.windowStart} + ${t.windowMs}`),
  ],
);
export type RateLimitRow = typeof rateLimits.$inferSelect;
