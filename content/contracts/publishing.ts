/**
 * The answers of the publishing routes as zod schemas the edge answers in, the admin reads its types from and the
 * API description lists:
 *
 *   GET  /api/admin/revisions                      → Revisions { revisions: RevisionSummary[], draftChanged, live }
 *   GET  /api/admin/publish/status                 → PublishStatus
 *   POST /api/admin/publish                        → PublishStarted { revision }
 *   POST /api/admin/revisions/{number}/rollback    → PublishStarted { revision }
 */
import { z } from 'zod';

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
