/**
 * The publishing calls: the revision list (`GET /api/admin/revisions`), the status of the running build
 * (`GET /api/admin/publish/status`), and starting a publish or a rollback.
 */
import { api } from '../../api.ts';

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

export type PublishStep = 'freeze' | 'build' | 'index' | 'swap' | 'waiting' | 'deploying';

export interface PublishStatus {
  state: 'idle' | 'building' | 'live' | 'failed';
  step?: PublishStep;
  revision?: number;
  error?: string;
  /** A deploy-hook publish that failed: the tail of the CI workflow's build and deploy log. */
  log?: string;
  /** How long each step took (the running one: so far), in ms. */
  phases?: { step: PublishStep; ms: number }[];
}

export const fetchRevisions = () => api<RevisionsResponse>('/api/admin/revisions');
export const fetchPublishStatus = () => api<PublishStatus>('/api/admin/publish/status');
/** Starts a publish of the draft; answers the new revision's number. */
export const startPublish = () => api<{ revision: number }>('/api/admin/publish', { method: 'POST' });
/** Starts re-publishing an earlier revision; answers the new revision's number. */
export const startRollback = (revision: number) => api<{ revision: number }>(`/api/admin/revisions/${encodeURIComponent(String(revision))}/rollback`, { method: 'POST' });
