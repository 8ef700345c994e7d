/** The subscribers calls: the list, and the addresses and domains blocked from subscribing. */
import { api } from '../../api.ts';

export interface Subscriber {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  source: string;
  createdAt: number;
  confirmedAt: number | null;
}

export interface Block {
  pattern: string;
  kind: 'email' | 'domain';
}

export const listSubscribers = () => api<{ subscribers: Subscriber[] }>('/api/admin/subscribers');
export const listBlocks = () => api<{ blocks: Block[] }>('/api/admin/subscription-blocks');
export const addBlock = (pattern: string) => api('/api/admin/subscription-blocks', { method: 'POST', body: { pattern } });
export const removeBlock = (pattern: string) => api('/api/admin/subscription-blocks', { method: 'DELETE', body: { pattern } });
