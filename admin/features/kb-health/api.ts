/** The knowledge-base health calls: the findings, the stale period, merging duplicates and dismissing a finding. */
import type { KbHealth, KbIssue } from '../../../content/contracts/questionnaire-assist.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import { api } from '../../api.ts';

export const fetchKbHealth = () => api<KbHealth>('/api/admin/kb/health');
export const setStaleAfterDays = (staleAfterDays: number) => api<KbHealth>('/api/admin/kb/health/settings', { method: 'PUT', body: { staleAfterDays } });
/** Keeps one entry and merges the others into it. */
export const mergeEntries = (keep: string, merge: string[]) => api<KnowledgeBaseEntry>('/api/admin/kb/health/merge', { method: 'POST', body: { keep, merge } });
export const dismissFinding = (issue: Pick<KbIssue, 'kind' | 'key'>) =>
  api('/api/admin/kb/health/dismiss', { method: 'POST', body: { kind: issue.kind, key: issue.key } });
