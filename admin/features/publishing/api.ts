/**
 * The publishing calls: the revision list (`GET /api/admin/revisions`), the status of the running build
 * (`GET /api/admin/publish/status`), and starting a publish or a rollback.
 */
import type { PublishStatus, PublishStep, RevisionStatus, RevisionSummary, RevisionsResponse } from '../../../content/contracts/publishing.ts';
import { api } from '../../api.ts';

export type { PublishStatus, PublishStep, RevisionStatus, RevisionSummary, RevisionsResponse };

export const fetchRevisions = () => api<RevisionsResponse>('/api/admin/revisions');
export const fetchPublishStatus = () => api<PublishStatus>('/api/admin/publish/status');
/** Starts a publish of the draft; answers the new revision's number. */
export const startPublish = () => api<{ revision: number }>('/api/admin/publish', { method: 'POST' });
/** Starts re-publishing an earlier revision; answers the new revision's number. */
export const startRollback = (revision: number) =>
  api<{ revision: number }>(`/api/admin/revisions/${encodeURIComponent(String(revision))}/rollback`, { method: 'POST' });
