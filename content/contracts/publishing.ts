/**
 * The answers of the draft and publishing routes, and of the deployment loop, as zod schemas the edge answers in,
 * the admin and the CLI read their types from and the API description lists:
 *
 *   GET  /api/admin/draft                          → Draft (the content model's snapshot; its version as `ETag`)
 *   PUT  /api/admin/draft/{collection}/{id}        → DraftRecord (the record as saved)
 *   GET  /api/admin/revisions                      → Revisions { revisions: RevisionSummary[], draftChanged, live }
 *   GET  /api/admin/publish/status                 → PublishStatus
 *   POST /api/admin/publish                        → PublishStarted { revision }
 *   POST /api/admin/revisions/{number}/rollback    → PublishStarted { revision }
 *   GET  /api/deploy/{org}/revisions/{n}           → BuildBundle (for CI)
 *   POST /api/deploy/{org}/revisions/{n}/report    → DeployReportResult { revision, status }
 */
import { z } from 'zod';
import { PermissionProfileSchema } from '../schemas/account.ts';
import { TprmPartnerSchema } from '../schemas/engagement.ts';
import { OrganizationSchema } from '../schemas/organization.ts';
import { SnapshotSchema } from '../schemas/snapshot.ts';
import { PlanSchema } from '../schemas/staff.ts';
import { SubprocessorSchema } from '../schemas/subprocessor.ts';
import { TrustedByEntrySchema } from '../schemas/trusted-by.ts';
import { FileRecordSchema } from './documents.ts';
import { KbEntryRecordSchema } from './knowledge-base.ts';
import { CustomizationRecordSchema, ProductRecordSchema, SpaceRecordSchema, TopicRecordSchema } from './settings.ts';
import { CardRecordSchema, ItemRecordSchema, ProductPageRecordSchema } from './trust-center.ts';

export const REVISION_STATUSES = ['building', 'live', 'failed', 'superseded'] as const;
/** Where a revision is: being built, live (served), failed, or superseded by a later live one. */
export const RevisionStatusSchema = z.enum(REVISION_STATUSES);
export type RevisionStatus = z.infer<typeof RevisionStatusSchema>;

/** A revision as listed, without its snapshot. */
export const RevisionSummarySchema = z
  .object({
    /** The revision's number: 1 for the first publish, one more for each publish or rollback after it. */
    number: z.number().int(),
    /** When the draft was frozen into it, in ms since the epoch. */
    createdAt: z.number(),
    /** The email of the staff member who published it; `null` when no staff member did. */
    createdBy: z.string().nullable(),
    status: RevisionStatusSchema,
    /** Why the build failed (`failed` revisions only). */
    error: z.string().optional(),
    /** "Rollback of revision N" for rollbacks. */
    note: z.string().optional(),
  })
  .meta({ id: 'RevisionSummary' });
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** The revisions, newest first, and what the publish button needs to know. */
export const RevisionsResponseSchema = z
  .object({
    revisions: z.array(RevisionSummarySchema),
    /** Whether the draft differs from the live revision. */
    draftChanged: z.boolean(),
    /** The live revision's number; `null` before the first publish. */
    live: z.number().int().nullable(),
  })
  .meta({ id: 'Revisions' });
export type RevisionsResponse = z.infer<typeof RevisionsResponseSchema>;

/**
 * A step of a publish: built here (freeze → build → index → swap), or through the deploy hook (freeze → waiting
 * → deploying).
 */
export const PublishStepSchema = z.enum(['freeze', 'build', 'index', 'swap', 'waiting', 'deploying']);
export type PublishStep = z.infer<typeof PublishStepSchema>;

/** What `GET /api/admin/publish/status` answers. */
export const PublishStatusSchema = z
  .object({
    /** `idle` before the first publish; otherwise the state of the latest revision. */
    state: z.enum(['idle', 'building', 'live', 'failed']),
    /** While `building`: the step running now. */
    step: PublishStepSchema.optional(),
    /** The revision the state is of. */
    revision: z.number().int().optional(),
    /** Why the latest publish failed (`failed` only). */
    error: z.string().optional(),
    /** Deploy-hook mode: the tail of the CI log reported with a failure. */
    log: z.string().optional(),
    /**
     * How long each step of the publish running here (or of the last one that finished) took, in ms, in order; the
     * running step's time so far.
     */
    phases: z.array(z.object({ step: PublishStepSchema, ms: z.number() })).optional(),
  })
  .meta({ id: 'PublishStatus' });
export type PublishStatus = z.infer<typeof PublishStatusSchema>;

/** A publish or a rollback has started: the number of the revision it builds. */
export const PublishStartedSchema = z.object({ revision: z.number().int() }).meta({ id: 'PublishStarted' });
export type PublishStarted = z.infer<typeof PublishStartedSchema>;

// -------------------------------------------------------------------------------------------------------------
// The draft

/** `GET /api/admin/draft`: every collection of the draft (the content model's `SnapshotSchema`). */
export const DraftSchema = SnapshotSchema.meta({
  id: 'Draft',
  description:
    'The whole draft (content model `SnapshotSchema`): the organisation, customization, plan and space, and every product, page, card, item, file, subprocessor, trusted-by company, knowledge-base entry, updates topic, permission profile and TPRM partner. Its version is the `ETag`.',
});

/**
 * `PUT /api/admin/draft/{collection}/{recordId}`: the record as saved, an entity of the collection's schema. Each
 * is `strict` (its schema's fields and no other), so that a record of one collection is not read as another's:
 * every field of the customization and the plan has a default, and most entities need only an id or two.
 */
export const DraftRecordSchema = z
  .union([
    OrganizationSchema.strict(),
    CustomizationRecordSchema,
    PlanSchema.strict(),
    SpaceRecordSchema,
    ProductRecordSchema,
    ProductPageRecordSchema,
    CardRecordSchema,
    ItemRecordSchema,
    FileRecordSchema,
    SubprocessorSchema.strict(),
    TrustedByEntrySchema.strict(),
    KbEntryRecordSchema,
    TopicRecordSchema,
    PermissionProfileSchema.strict(),
    TprmPartnerSchema.strict(),
  ])
  .meta({
    id: 'DraftRecord',
    description:
      "The record as saved: an entity of the collection named in the path (`organization`, `customization`, `plan`, `space`, `products`, `pages`, `cards`, `items`, `files`, `subprocessors`, `trustedBy`, `knowledgeBase`, `topics`, `permissionProfiles`, `tprmPartners`), as the content model's schema of that collection has it.",
  });

// -------------------------------------------------------------------------------------------------------------
// The deployment loop (Cloudflare): what a CI build downloads, and what a report answers

/** `GET /api/deploy/{org}/revisions/{n}`: a revision's facts and its public assets, for the build. */
export const BuildBundleSchema = z
  .object({
    orgId: z.string(),
    orgSlug: z.string(),
    orgName: z.string(),
    revision: z.number().int().meta({ description: "The revision's number." }),
    status: RevisionStatusSchema,
    publicUrl: z.string().meta({
      description:
        "The Worker's `PUBLIC_URL`: the build uses it for canonical links, the sitemap, feeds and llms.txt, so the built site and the Worker agree on the address.",
    }),
    assets: z.array(z.string()).meta({ description: "Paths of the public assets under the site's `/assets/` (logo, favicon, card icons, banner)." }),
  })
  .meta({ id: 'BuildBundle', description: 'What a CI build needs to know of a revision; its snapshot and assets are read from the routes below it.' });
export type BuildBundle = z.infer<typeof BuildBundleSchema>;

/** `POST /api/deploy/{org}/revisions/{n}/report`: the revision's state after the report. */
export const DeployReportResultSchema = z
  .object({
    revision: z.number().int(),
    status: z.enum(['building', 'live', 'failed']).meta({ description: '`building` after a `deploying` report, `live` or `failed` after those.' }),
  })
  .meta({ id: 'DeployReportResult', description: 'The revision reported on, and its state now.' });
export type DeployReportResult = z.infer<typeof DeployReportResultSchema>;
