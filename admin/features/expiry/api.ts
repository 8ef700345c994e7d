/** The "Expiring soon" calls: what expires within a number of days, and setting an entry's owners and expiry. */
import type { Expiring, ExpiringEntry, ExpiringQuery, ExpiryOwner } from '../../../content/contracts/questionnaire-assist.ts';
import { api } from '../../api.ts';

/** A staff member the list offers as an owner. */
export type StaffMember = ExpiryOwner;

export const listExpiring = (within: ExpiringQuery['within']) => api<Expiring>(`/api/admin/expiring?within=${within}`);

/** Sets an entry's owners, and its expiry when given (`YYYY-MM-DD`, or empty for none). */
export const setExpiring = (entry: Pick<ExpiringEntry, 'type' | 'id'>, owners: string[], expiry?: string) =>
  api(`/api/admin/expiring/${entry.type}/${encodeURIComponent(entry.id)}`, { method: 'PUT', body: expiry === undefined ? { owners } : { owners, expiry } });
