/** The subscribers calls: the list, and the addresses and domains blocked from subscribing. */
import type { SubscriberSummary, SubscriptionBlock, SubscriptionBlocks, Subscribers } from '../../../content/contracts/subscriptions.ts';
import { api } from '../../api.ts';

export type Subscriber = SubscriberSummary;
export type Block = SubscriptionBlock;

export const listSubscribers = () => api<Subscribers>('/api/admin/subscribers');
export const listBlocks = () => api<SubscriptionBlocks>('/api/admin/subscription-blocks');
export const addBlock = (pattern: string) => api('/api/admin/subscription-blocks', { method: 'POST', body: { pattern } });
export const removeBlock = (pattern: string) => api('/api/admin/subscription-blocks', { method: 'DELETE', body: { pattern } });
