/** The staff side of item conversations: `GET /api/admin/comments?itemUid`, `POST /api/admin/comments`. */
import type { z } from 'zod';
import type { CommentSchema } from '../../../content/schemas/engagement.ts';
import { api } from '../../api.ts';

export type Comment = z.output<typeof CommentSchema>;

export interface AccountThread {
  account: { id: string; name: string };
  comments: Comment[];
}

export interface ItemThreads {
  /** The published customization allows comments. */
  enabled: boolean;
  threads: AccountThread[];
}

export function fetchItemThreads(itemUid: string): Promise<ItemThreads> {
  return api<ItemThreads>(`/api/admin/comments?${new URLSearchParams({ itemUid })}`);
}

/** Replies into an account's thread; answers that thread as the server has it. */
export async function replyToThread(itemUid: string, accountId: string, content: string): Promise<Comment[]> {
  return (await api<{ comments: Comment[] }>('/api/admin/comments', { method: 'POST', body: { itemUid, accountId, content } })).comments;
}
