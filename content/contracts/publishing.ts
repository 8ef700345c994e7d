/**
 * The answers of the publishing routes, as the edge sends them and the admin reads them:
 *
 *   GET  /api/admin/revisions                      → RevisionsResponse
 *   GET  /api/admin/publish/status                 → PublishStatus
 *   POST /api/admin/publish                        → { revision }
 *   POST /api/admin/revisions/{number}/rollback    → { revision }
 */

export type RevisionStatus = 'building' | 'live' | 'failed' | 'superseded';

export interface RevisionSummary {
  number: number;
  /** ms since the epoch. */
  createdAt: number;
  createdBy: string | null;
  status: RevisionStatus;
  error?: string | null;
  /** "Rollback of revision N" for rollbacks. */
  note?: string;
}

export interface RevisionsResponse {
  revisions: RevisionSummary[];
  /** Whether the draft differs from the live revision. */
  draftChanged: boolean;
  live: number | null;
}

/**
 * A step of a publish: built here (freeze → build → index → swap), or through the deploy hook (freeze → waiting
 * → deploying).
 */
export type PublishStep = 'freeze' | 'build' | 'index' | 'swap' | 'waiting' | 'deploying';

/** What `GET /api/admin/publish/status` answers. */
export interface PublishStatus {
  state: 'idle' | 'building' | 'live' | 'failed';
  step?: PublishStep;
  revision?: number;
  error?: string;
  /** Deploy-hook mode: the tail of the CI log reported with a failure. */
  log?: string;
  /**
   * How long each step of the publish running here (or of the last one that finished) took, in ms, in order; the
   * running step's time so far.
   */
  phases?: { step: PublishStep; ms: number }[];
}
