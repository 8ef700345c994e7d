/** The staff side of item conversations: `GET /api/admin/comments?itemUid`, `POST /api/admin/comments`. */
import type { Comment, ItemThreads } from '../../../../../content/contracts/conversations.ts';
import { api } from '../../../../api.ts';

export type { Comment, ItemThreads };
export type AccountThread = ItemThreads['threads'][number];

export function fetchItemThreads(itemUid: string): Promise<ItemThreads> {
  return api<ItemThreads>(`/api/admin/comments?${new URLSearchParams({ itemUid })}`);
}

/** Replies into an account's thread; answers that thread as the server has it. */
export async function replyToThread(itemUid: string, accountId: string, content: string): Promise<Comment[]> {
  return (await api<{ comments: Comment[] }>('/api/admin/comments', { method: 'POST', body: { itemUid, accountId, content } })).comments;
}
