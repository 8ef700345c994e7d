/** The admin's calls to the gated-access routes (`/api/admin/access/…`). */
import { api } from '../../api.ts';
import type { BlockedAttempt } from '../../../content/contracts/sessions.ts';
import { formatDate as formatCalendarDate } from '../../../content/dates.ts';

export interface AccessRequestRow {
  id: string;
  kind: 'access' | 'extend';
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  productId: string;
  details: Record<string, unknown>;
  status: 'pending' | 'approved' | 'declined';
  feedback: string | null;
  matchingReason: string | null;
  matchedAccountId: string | null;
  accountId: string | null;
  declineNote: string | null;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
}

export interface AccountSummary {
  id: string;
  name: string;
  domains: string[];
  permissionProfileId: string;
  expiresAt: number | null;
  ndaOnFile: boolean;
  reviewStatus: string;
  revokedAt: number | null;
  createdAt: number;
  state: 'active' | 'expired' | 'revoked';
  members: { id: string; email: string; firstName: string; lastName: string; isAutoApprovedAccountMember: boolean; createdAt: number; ndaAcceptedAt: number | null }[];
}

export interface AccessSettings {
  autoApproval: 'never' | 'conditions' | 'always';
  conditions: { domainMatchesAccount: boolean; declineUnmatched: boolean };
  blockFreeMail: boolean;
  blockedDomains: string[];
  defaultAccessDays: number;
  defaultPermissionProfileId: string;
  ndaRequired: boolean;
  notifyStaff: boolean;
  staffNotificationEmails: string[];
  webhook: { url: string; secret: string; format: 'json' | 'slack'; secretSet?: boolean };
  byoid: { enabled: boolean; jwksUrl: string; sharedSecret: string; issuer: string; audience: string; permissionProfileId: string; sharedSecretSet?: boolean };
}

export interface AccessData {
  accounts: AccountSummary[];
  permissionProfiles: { id: string; name: string }[];
  settings: AccessSettings;
}

export async function loadAccessData(): Promise<AccessData> {
  const [accounts, settings] = await Promise.all([
    api<{ accounts: AccountSummary[]; permissionProfiles: { id: string; name: string }[] }>('/api/admin/access/accounts'),
    api<{ settings: AccessSettings }>('/api/admin/access/settings'),
  ]);
  return { accounts: accounts.accounts, permissionProfiles: accounts.permissionProfiles, settings: settings.settings };
}

export const listRequests = (status: string) => api<{ requests: AccessRequestRow[] }>(`/api/admin/access/requests?status=${encodeURIComponent(status)}`);

export interface ApproveInput {
  accountId?: string;
  newAccount?: { name: string; domains?: string[] };
  permissionProfileId?: string;
  expiresAt?: number | null;
  ndaOnFile?: boolean;
}
export const approveRequest = (id: string, body: ApproveInput) => api(`/api/admin/access/requests/${encodeURIComponent(id)}/approve`, { method: 'POST', body });
export const declineRequest = (id: string, body: { reason: string; note?: string }) => api(`/api/admin/access/requests/${encodeURIComponent(id)}/decline`, { method: 'POST', body });

export const createAccount = (body: { name: string; domains: string[]; permissionProfileId: string; expiresAt: number | null; ndaOnFile: boolean }) => api('/api/admin/access/accounts', { method: 'POST', body });
export const updateAccount = (id: string, body: Partial<{ name: string; domains: string[]; permissionProfileId: string; expiresAt: number | null; ndaOnFile: boolean }>) =>
  api(`/api/admin/access/accounts/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const setRevoked = (id: string, revoked: boolean) => api(`/api/admin/access/accounts/${encodeURIComponent(id)}/${revoked ? 'revoke' : 'restore'}`, { method: 'POST' });
export const addMember = (id: string, body: { email: string; firstName?: string; lastName?: string }) => api(`/api/admin/access/accounts/${encodeURIComponent(id)}/members`, { method: 'POST', body });
export const removeMember = (id: string, memberId: string) => api(`/api/admin/access/accounts/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

/** Saves the settings fields named in `patch` (JSON Merge Patch: the others keep their value). */
export const saveSettings = (patch: Record<string, unknown>) => api<{ settings: AccessSettings }>('/api/admin/access/settings', { method: 'PATCH', body: patch });
export const loadNda = () => api<{ version: number; text: string; sha256: string; createdAt: number }>('/api/admin/access/nda');
export const saveNda = (text: string) => api<{ version: number; text: string }>('/api/admin/access/nda', { method: 'PUT', body: { text } });

export interface AuditEntry {
  seq: number;
  at: number;
  action: string;
  actor: string;
  subject: string;
  data: Record<string, unknown>;
  hash: string;
}
export type { BlockedAttempt };
export const loadBlockedAttempts = () => api<{ attempts: BlockedAttempt[] }>('/api/admin/access/blocked-attempts');
export const loadAudit = (after = 0) => api<{ entries: AuditEntry[]; verification: { ok: boolean; rows: number; problems: { seq: number; message: string }[] } }>(`/api/admin/access/audit?after=${after}&limit=200`);

/** `yyyy-mm-dd` of a time, for date inputs ('' for none). */
export function dateInput(ms: number | null): string {
  return ms ? new Date(ms).toISOString().slice(0, 10) : '';
}

/** End of the chosen day (UTC) in ms, or null for an empty input. */
export function fromDateInput(value: string): number | null {
  return value ? Date.parse(`${value}T23:59:59.000Z`) : null;
}

export const formatDate = (ms: number | null) => (ms ? formatCalendarDate(ms) : '—');

export const DECLINE_REASONS: { value: string; label: string }[] = [
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
