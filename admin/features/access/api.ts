/** The admin's calls to the gated-access routes (`/api/admin/access/…`). */
import { api } from '../../api.ts';
import type {
  AccessRequestView,
  AccessSettingsView,
  AccountInput,
  AccountsResponse,
  AccountSummary,
  AccountUpdate,
  ApproveInput,
  AuditEntry,
  AuditLog,
  DeclineFeedback,
  DeclineInput,
  MemberInput,
  NdaVersion,
} from '../../../content/contracts/access.ts';
import type { BlockedAttempt } from '../../../content/contracts/sessions.ts';
import { formatDate as formatCalendarDate } from '../../../content/dates.ts';

export type { AccountSummary };
/** An access request as `GET /api/admin/access/requests` lists it. */
export type AccessRequestRow = AccessRequestView;
/** The settings as staff read them (secrets redacted to whether one is set). */
export type AccessSettings = AccessSettingsView;

export interface AccessData {
  accounts: AccountSummary[];
  permissionProfiles: AccountsResponse['permissionProfiles'];
  settings: AccessSettings;
}

export async function loadAccessData(): Promise<AccessData> {
  const [accounts, settings] = await Promise.all([
    api<AccountsResponse>('/api/admin/access/accounts'),
    api<{ settings: AccessSettings }>('/api/admin/access/settings'),
  ]);
  return { accounts: accounts.accounts, permissionProfiles: accounts.permissionProfiles, settings: settings.settings };
}

export const listRequests = (status: string) => api<{ requests: AccessRequestRow[] }>(`/api/admin/access/requests?status=${encodeURIComponent(status)}`);

export const approveRequest = (id: string, body: ApproveInput) => api(`/api/admin/access/requests/${encodeURIComponent(id)}/approve`, { method: 'POST', body });
export const declineRequest = (id: string, body: DeclineInput) => api(`/api/admin/access/requests/${encodeURIComponent(id)}/decline`, { method: 'POST', body });

export const createAccount = (body: AccountInput) => api('/api/admin/access/accounts', { method: 'POST', body });
export const updateAccount = (id: string, body: AccountUpdate) => api(`/api/admin/access/accounts/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const setRevoked = (id: string, revoked: boolean) =>
  api(`/api/admin/access/accounts/${encodeURIComponent(id)}/${revoked ? 'revoke' : 'restore'}`, { method: 'POST' });
export const addMember = (id: string, body: MemberInput) => api(`/api/admin/access/accounts/${encodeURIComponent(id)}/members`, { method: 'POST', body });
export const removeMember = (id: string, memberId: string) =>
  api(`/api/admin/access/accounts/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

/** Saves the settings fields named in `patch` (JSON Merge Patch: the others keep their value). */
export const saveSettings = (patch: Record<string, unknown>) =>
  api<{ settings: AccessSettings }>('/api/admin/access/settings', { method: 'PATCH', body: patch });
export const loadNda = () => api<NdaVersion>('/api/admin/access/nda');
export const saveNda = (text: string) => api<NdaVersion>('/api/admin/access/nda', { method: 'PUT', body: { text } });

export type { ApproveInput, AuditEntry, BlockedAttempt, DeclineFeedback };
export const loadBlockedAttempts = () => api<{ attempts: BlockedAttempt[] }>('/api/admin/access/blocked-attempts');
export const loadAudit = (after = 0) => api<AuditLog>(`/api/admin/access/audit?after=${after}&limit=200`);

/** `yyyy-mm-dd` of a time, for date inputs ('' for none). */
export function dateInput(ms: number | null): string {
  return ms ? new Date(ms).toISOString().slice(0, 10) : '';
}

/** End of the chosen day (UTC) in ms, or null for an empty input. */
export function fromDateInput(value: string): number | null {
  return value ? Date.parse(`${value}T23:59:59.000Z`) : null;
}

export const formatDate = (ms: number | null) => (ms ? formatCalendarDate(ms) : '—');

export const DECLINE_REASONS: { value: DeclineFeedback; label: string }[] = [
  { value: 'request_declined', label: 'Declined' },
  { value: 'request_declined_blocked_domain', label: 'Blocked domain (also blocks later requests from it)' },
  { value: 'request_declined_third_party', label: 'Declined by a third party' },
  { value: 'request_access_auto_declined', label: 'Declined automatically' },
];

export const MATCHING_REASON_LABELS: Record<string, string> = {
  'account-name-match': 'Account name match',
  'website-domain-match': 'Website domain match',
  'sfdc-max-contact-count': 'CRM contact limit',
  'sfdc-max-contact-count-by-domain': 'CRM contact limit by domain',
  'last-modified-date': 'Last modified date',
};
