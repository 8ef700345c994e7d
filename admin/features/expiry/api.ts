/** The "Expiring soon" calls: what expires within a number of days, and setting an entry's owners and expiry. */
import type { ExpiringEntry } from '../../../content/contracts/questionnaire-assist.ts';
import { api } from '../../api.ts';

export interface StaffMember {
  email: string;
  name: string;
}

export const listExpiring = (within: number) => api<{ entries: ExpiringEntry[]; staff: StaffMember[] }>(`/api/admin/expiring?within=${within}`);

/** Sets an entry's owners, and its expiry when given (`YYYY-MM-DD`, or empty for none). */
export const setExpiring = (entry: Pick<ExpiringEntry, 'type' | 'id'>, owners: string[], expiry?: string) =>
  api(`/api/admin/expiring/${entry.type}/${encodeURIComponent(entry.id)}`, { method: 'PUT', body: expiry === undefined ? { owners } : { owners, expiry } });
