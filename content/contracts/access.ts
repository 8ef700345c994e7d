/**
 * Gated access, both sides, as zod schemas the edge parses with and answers in, the admin and the portal's access
 * islands read their types from (with `import type`: no zod reaches a portal bundle) and the API description lists.
 *
 * Staff (`/api/admin/access/…`):
 *
 *   GET    /accounts                    → Accounts { accounts: AccountSummary[], permissionProfiles }
 *   POST   /accounts                    AccountInput → AccountAnswer { account: Account }
 *   PUT    /accounts/{id}               AccountUpdate → AccountAnswer (also revoke, restore)
 *   POST   /accounts/{id}/members       MemberInput → MemberAnswer { member: AccountMember }
 *   GET    /requests?status=…           → { requests: AccessRequestView[] }
 *   POST   /requests/{id}/approve       Approve → Approval { request, account }
 *   POST   /requests/{id}/decline       Decline → Declined { request }
 *   GET    /settings, PATCH /settings   (a merge patch of AccessSettings) → AccessSettingsAnswer { settings }
 *   PUT    /nda                         NdaText
 *   GET    /audit?after=&limit=         → AuditLog
 *
 * The member (`{account}` = `/api/statuspage/share/{accountId}/external`):
 *
 *   GET    {account}/view               → AccountView
 *   GET    {account}/nda                → Nda
 *   POST   {account}/nda/accept         AcceptNda → NdaStatus
 *   POST   {account}/extend-access      Extend → ExtendRequested
 *   GET    /api/share/{orgId}/preview/view  (staff) → PreviewView
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import type { PortalView } from '../policy.ts';
import { EMAIL_PATTERN, refineWebLink } from '../schemas/common.ts';
import { PortalViewSchema } from './portal-view.ts';

// -------------------------------------------------------------------------------------------------------------
// Staff: accounts, requests, settings
// -------------------------------------------------------------------------------------------------------------

/** Whether an account's members may use it now. */
export const ACCOUNT_STATES = ['active', 'expired', 'revoked'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Where staff review of an account stands (accounts created by staff or approval start `approved`). */
export const ACCOUNT_REVIEW_STATUSES = ['pending', 'in_review', 'approved', 'declined'] as const;

/** An account as stored. */
const AccountFields = z.object({
  id: z.string(),
  orgId: z.string(),
  /** Company name. */
  name: z.string(),
  /** Lowercased email domains of the company (auto-approval by domain). */
  domains: z.array(z.string()),
  /** The permission profile (an id in the published portal) that governs what members see. */
  permissionProfileId: z.string(),
  /** When access ends, in ms since the epoch; `null`: no expiry. */
  expiresAt: z.number().nullable(),
  /** An NDA is on file for the company: its members are not asked to accept the clickwrap NDA. */
  ndaOnFile: z.boolean(),
  reviewStatus: z.enum(ACCOUNT_REVIEW_STATUSES),
  /** When staff revoked the account (its sessions stopped at once); `null` while it is not revoked. */
  revokedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** An account as stored, the answer of every account change (create, update, revoke, restore, approve). */
export const AccountSchema = AccountFields.meta({
  id: 'Account',
  description: 'An external account: a customer or prospect company whose members see what its permission profile allows.',
});
export type Account = z.infer<typeof AccountSchema>;

/** An account as staff see it: with members, the latest NDA acceptance per member and its state. */
export const AccountSummarySchema = AccountFields.omit({ orgId: true })
  .extend({
    state: z.enum(ACCOUNT_STATES),
    members: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        isAutoApprovedAccountMember: z.boolean(),
        createdAt: z.number(),
        /** The member's latest NDA acceptance, if any. */
        ndaAcceptedAt: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const AccountsResponseSchema = z
  .object({
    accounts: z.array(AccountSummarySchema),
    /** The permission profiles of the live revision, for the account editor. */
    permissionProfiles: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'Accounts' });
export type AccountsResponse = z.infer<typeof AccountsResponseSchema>;

/** An access (or extension) request with its requester and decision. */
export const AccessRequestViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['access', 'extend']),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    productId: z.string(),
    /** The rest of the request form (job title, relationship, country, products, item …). */
    details: z.record(z.string(), z.unknown()),
    status: z.enum(['pending', 'approved', 'declined']),
    /** The outcome's feedback type (visitor spec §4), e.g. `request_declined_blocked_domain`. */
    feedback: z.string().nullable(),
    /** Why the request matched an account (visitor spec §3 matching reasons). */
    matchingReason: z.string().nullable(),
    matchedAccountId: z.string().nullable(),
    accountId: z.string().nullable(),
    declineNote: z.string().nullable(),
    createdAt: z.number(),
    decidedAt: z.number().nullable(),
    /** Staff email, or `auto` for automatic decisions. */
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'AccessRequestView' });
export type AccessRequestView = z.infer<typeof AccessRequestViewSchema>;

export const AccountAnswerSchema = z.object({ account: AccountSchema }).meta({ id: 'AccountAnswer' });
export type AccountAnswer = z.infer<typeof AccountAnswerSchema>;

/** A person who may sign in to an account (one account per address and organisation). */
export const AccountMemberSchema = z
  .object({
    id: z.string(),
    orgId: z.string(),
    accountId: z.string(),
    /** Trimmed and lowercased. */
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Joined through auto-approval (or an invitation) rather than a staff decision. */
    isAutoApproved: z.boolean(),
    createdAt: z.number(),
  })
  .meta({ id: 'AccountMember' });
export type AccountMember = z.infer<typeof AccountMemberSchema>;

export const MemberAnswerSchema = z.object({ member: AccountMemberSchema }).meta({ id: 'MemberAnswer' });
export type MemberAnswer = z.infer<typeof MemberAnswerSchema>;

/** An approved request and the account it was approved into (an existing one or one made for it). */
export const ApprovalSchema = z.object({ request: AccessRequestViewSchema, account: AccountSchema }).meta({ id: 'Approval' });
export type Approval = z.infer<typeof ApprovalSchema>;

/** A declined request, with its reason (`feedback`) and the staff note. */
export const DeclinedSchema = z.object({ request: AccessRequestViewSchema }).meta({ id: 'Declined' });
export type Declined = z.infer<typeof DeclinedSchema>;

export const AUTO_APPROVAL_MODES = ['never', 'conditions', 'always'] as const;
export type AutoApprovalMode = (typeof AUTO_APPROVAL_MODES)[number];

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .refine((d) => DOMAIN_PATTERN.test(d), 'Enter a domain such as example.com');

export const AccessSettingsSchema = z.object({
  /** never: staff decide every request; conditions: approve when the conditions hold; always: approve every request. */
  autoApproval: z.enum(AUTO_APPROVAL_MODES).default('never'),
  /** Conditions for `autoApproval: conditions`. */
  conditions: z
    .object({
      /** Approve when the requester's email domain is one of an account's domains (into that account). */
      domainMatchesAccount: z.boolean().default(true),
      /** Decline automatically (request_access_auto_declined) when no account matches. */
      declineUnmatched: z.boolean().default(false),
    })
    .default({ domainMatchesAccount: true, declineUnmatched: false }),
  /** Refuse free-mail addresses (also refused when the portal's customization blocks free email). */
  blockFreeMail: z.boolean().default(true),
  /** Requests from these domains (and their subdomains) are declined at once (request_declined_blocked_domain). */
  blockedDomains: z.array(DomainSchema).default([]),
  /** Access period of new and extended accounts in days; 0 = no expiry. */
  defaultAccessDays: z.number({ error: 'Enter a number of days' }).int('Enter a whole number of days').min(0).max(3650).default(365),
  /** Permission profile of accounts created automatically; empty = the first profile of the portal. */
  defaultPermissionProfileId: z.string().trim().default(''),
  /** Members must accept the clickwrap NDA before seeing gated content, unless their account has one on file. */
  ndaRequired: z.boolean().default(false),
  /** Email staff about each new request. */
  notifyStaff: z.boolean().default(true),
  /** Who gets the staff notifications; empty = every admin and editor. */
  staffNotificationEmails: z.array(z.string().trim().toLowerCase().regex(EMAIL_PATTERN, MESSAGES.emailInvalid)).default([]),
  /** Webhook called on each new request with a signed JSON body. */
  webhook: z
    .object({
      url: z.string().trim().superRefine(refineWebLink()).default(''),
      /** HMAC-SHA256 key; the signature is sent as `X-Glasshouse-Signature: sha256=<hex>`. */
      secret: z.string().default(''),
      /** `json`: the request as JSON; `slack`: a Slack-compatible `{ text }` message. */
      format: z.enum(['json', 'slack']).default('json'),
    })
    .default({ url: '', secret: '', format: 'json' }),
  /** Bring your own identity: members arrive with a JWT signed by the organisation's identity system. */
  byoid: z
    .object({
      enabled: z.boolean().default(false),
      /** JWKS URL of the identity provider (asymmetric keys). */
      jwksUrl: z
        .string()
        .trim()
        .superRefine(refineWebLink({ httpsOnly: true }))
        .default(''),
      /** Shared secret for HS256 tokens (when no JWKS URL is set). */
      sharedSecret: z.string().default(''),
      /** Expected `iss`, if any. */
      issuer: z.string().trim().default(''),
      /** Expected `aud`, if any. */
      audience: z.string().trim().default(''),
      /** Profile of accounts created from tokens that name none. */
      permissionProfileId: z.string().trim().default(''),
    })
    .default({ enabled: false, jwksUrl: '', sharedSecret: '', issuer: '', audience: '', permissionProfileId: '' }),
});
export type AccessSettings = z.output<typeof AccessSettingsSchema>;
export type AccessSettingsInput = z.input<typeof AccessSettingsSchema>;

/**
 * The settings as staff read them, every field as stored (see `AccessSettingsSchema` for what each means), except
 * that secrets are never sent: `webhook.secret` and `byoid.sharedSecret` are always empty, and `secretSet` /
 * `sharedSecretSet` say whether one is set.
 */
export const AccessSettingsViewSchema = z
  .object({
    autoApproval: z.enum(AUTO_APPROVAL_MODES),
    conditions: z.object({ domainMatchesAccount: z.boolean(), declineUnmatched: z.boolean() }),
    blockFreeMail: z.boolean(),
    blockedDomains: z.array(z.string()),
    defaultAccessDays: z.number().int(),
    defaultPermissionProfileId: z.string(),
    ndaRequired: z.boolean(),
    notifyStaff: z.boolean(),
    staffNotificationEmails: z.array(z.string()),
    webhook: z.object({ url: z.string(), secret: z.string(), secretSet: z.boolean(), format: z.enum(['json', 'slack']) }),
    byoid: z.object({
      enabled: z.boolean(),
      jwksUrl: z.string(),
      sharedSecret: z.string(),
      sharedSecretSet: z.boolean(),
      issuer: z.string(),
      audience: z.string(),
      permissionProfileId: z.string(),
    }),
  })
  .meta({ id: 'AccessSettingsView' });
export type AccessSettingsView = z.infer<typeof AccessSettingsViewSchema>;

export const AccessSettingsAnswerSchema = z.object({ settings: AccessSettingsViewSchema }).meta({ id: 'AccessSettingsAnswer' });
export type AccessSettingsAnswer = z.infer<typeof AccessSettingsAnswerSchema>;

/** Feedback types a declined request may carry. */
export const DECLINE_FEEDBACK = [
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
] as const;
export type DeclineFeedback = (typeof DECLINE_FEEDBACK)[number];

const Expiry = z.number().int().nonnegative().nullable();

export const ApproveSchema = z.object({
  accountId: z.string().min(1).optional(),
  newAccount: z.object({ name: z.string().trim().min(1, MESSAGES.accountNameRequired).max(100), domains: z.array(DomainSchema).optional() }).optional(),
  permissionProfileId: z.string().min(1).optional(),
  expiresAt: Expiry.optional(),
  ndaOnFile: z.boolean().optional(),
});
export type ApproveInput = z.input<typeof ApproveSchema>;

export const DeclineSchema = z.object({
  reason: z.enum(DECLINE_FEEDBACK, { error: 'Choose a reason' }),
  note: z.string().trim().max(1000).optional(),
});
export type DeclineInput = z.input<typeof DeclineSchema>;

export const AccountInputSchema = z.object({
  name: z.string({ error: MESSAGES.accountNameRequired }).trim().min(1, MESSAGES.accountNameRequired).max(100),
  domains: z.array(DomainSchema).default([]),
  permissionProfileId: z
    .string({ error: 'Choose a permission profile of the published portal.' })
    .min(1, 'Choose a permission profile of the published portal.'),
  expiresAt: Expiry.default(null),
  ndaOnFile: z.boolean().default(false),
});
export type AccountInput = z.input<typeof AccountInputSchema>;

/** Changes to an account: only the fields sent (no defaults). */
export const AccountUpdateSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.accountNameRequired).max(100).optional(),
  domains: z.array(DomainSchema).optional(),
  permissionProfileId: z.string().min(1, 'Choose a permission profile of the published portal.').optional(),
  expiresAt: Expiry.optional(),
  ndaOnFile: z.boolean().optional(),
});
export type AccountUpdate = z.input<typeof AccountUpdateSchema>;

export const MemberInputSchema = z.object({
  email: z.string({ error: MESSAGES.emailRequired }).trim().toLowerCase().min(1, MESSAGES.emailRequired).regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  firstName: z.string().trim().max(64).default(''),
  lastName: z.string().trim().max(64).default(''),
});
export type MemberInput = z.input<typeof MemberInputSchema>;

export const NdaTextSchema = z.object({ text: z.string().trim().min(1, 'The NDA text is required').max(50_000) });

/** An NDA version as staff read and publish it. */
export const NdaVersionSchema = z.object({ version: z.number().int(), text: z.string(), sha256: z.string(), createdAt: z.number() }).meta({ id: 'NdaVersion' });
export type NdaVersion = z.infer<typeof NdaVersionSchema>;

// -------------------------------------------------------------------------------------------------------------
// The member: the account's view, the NDA, extensions
// -------------------------------------------------------------------------------------------------------------

/** NDA status of an account user (visitor spec §3: passed, provider, email), and whether it is required. */
export const NdaStatusSchema = z
  .object({
    passed: z.boolean(),
    provider: z.enum(['none', 'clickwrap', 'on_file']),
    email: z.string(),
    /** The member must accept before seeing gated content. */
    required: z.boolean(),
    acceptedAt: z.number().nullable(),
  })
  .meta({ id: 'NdaStatus' });
export type NdaStatus = z.infer<typeof NdaStatusSchema>;

/** The NDA to accept, with the member's status. */
export const NdaSchema = NdaStatusSchema.extend({ version: z.number().int(), text: z.string() }).meta({ id: 'Nda' });
export type Nda = z.infer<typeof NdaSchema>;

export const AcceptNdaSchema = z.object({
  name: z.string({ error: 'Type your full name to sign' }).trim().min(1, 'Type your full name to sign').max(120, 'Name must be at most 120 characters'),
  version: z.number({ error: 'The NDA version is required' }).int().positive(),
});

export const ExtendSchema = z.object({ email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN).optional() }).catch({});

export const ExtendRequestedSchema = z.object({ ok: z.literal(true), code: z.enum(['success', 'confirmation-sent']) }).meta({
  id: 'ExtendRequested',
  description:
    '`success`: filed for the signed-in member. `confirmation-sent`: the same answer for any address asked without a session; a member of the account gets a mail to confirm.',
});
export type ExtendRequested = z.infer<typeof ExtendRequestedSchema>;

export const AccountUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountName: z.string(),
  isAutoApprovedAccountMember: z.boolean(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const AccountViewSchema = z
  .object({
    view: PortalViewSchema,
    user: AccountUserSchema,
    account: z.object({ id: z.string(), name: z.string(), expiresAt: z.number().nullable(), reviewStatus: z.string() }),
    nda: NdaStatusSchema,
  })
  .meta({ id: 'AccountView' });
/** The account's view as the portal reads it: `view` is the content model's {@link PortalView}. */
export type AccountView = Omit<z.infer<typeof AccountViewSchema>, 'view'> & { view: PortalView };

export const PreviewViewSchema = z
  .object({
    view: PortalViewSchema,
    previewingAs: z.object({
      accountId: z.string().nullable(),
      accountName: z.string().nullable(),
      permissionProfileId: z.string().nullable(),
      permissionProfileName: z.string().nullable(),
    }),
  })
  .meta({ id: 'PreviewView' });
export type PreviewView = Omit<z.infer<typeof PreviewViewSchema>, 'view'> & { view: PortalView };

// -------------------------------------------------------------------------------------------------------------
// The audit log (`GET /api/admin/access/audit`, admins): the organisation's hash-chained entries and the chain's check.

/** One entry of the audit log. */
export const AuditEntrySchema = z.object({
  orgId: z.string(),
  /** 1, 2, 3 … per organisation, without gaps. */
  seq: z.number().int(),
  at: z.number().int(),
  action: z.string(),
  actor: z.string(),
  subject: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The previous entry's hash (the chain's start for the first). */
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** Something the chain's check found wrong. */
export const AuditProblemSchema = z.object({
  /** The row the problem was found at (for a missing tail: the head's number). */
  seq: z.number().int(),
  problem: z.enum(['edited', 'chain-broken', 'missing-rows', 'missing-tail', 'head-missing', 'head-mismatch']),
  message: z.string(),
});
export type AuditProblem = z.output<typeof AuditProblemSchema>;

/** The chain's check: every row's hash and link, numbering from 1, and the head. */
export const AuditVerificationSchema = z.object({ orgId: z.string(), rows: z.number().int(), ok: z.boolean(), problems: z.array(AuditProblemSchema) });
export type AuditVerification = z.output<typeof AuditVerificationSchema>;

/** `GET /api/admin/access/audit` → a page of entries (after `after`) and the check of the whole chain. */
export const AuditLogSchema = z
  .object({ entries: z.array(AuditEntrySchema), verification: AuditVerificationSchema })
  .meta({ id: 'AuditLog', description: "A page of the organisation's audit log and the check of its whole hash chain." });
export type AuditLog = z.output<typeof AuditLogSchema>;
