/**
 * The item conversation's calls (visitor spec §7): `GET {comments base}/comments?itemUid&productId` and
 * `POST {comments base}/comments` `{itemUid, content, productId}`, with `{comments base}` = `/api/share/{orgId}`.
 * An error response becomes an {@link ApiError} carrying the edge's exact `error` text.
 */
import type { Comment } from '../../../content/contracts/conversations.ts';
import { ERRORS } from '../../../content/errors.ts';
import { ApiError, request } from '../../lib/request.ts';

export type { Comment };

export interface ThreadRef {
  orgId: string;
  itemUid: string;
  productId: string;
}

function commentsPath(orgId: string): string {
  return `/api/share/${encodeURIComponent(orgId)}/comments`;
}

/** The thread as the edge answers it (`[]` for anything else). */
async function thread(path: string, options: { method?: 'POST'; body?: unknown } = {}): Promise<Comment[]> {
  const data = await request<unknown>(path, options);
  return Array.isArray(data) ? (data as Comment[]) : [];
}

/** The account's thread on an item. */
export function fetchComments({ orgId, itemUid, productId }: ThreadRef): Promise<Comment[]> {
  if (!productId) return Promise.reject(new ApiError(400, ERRORS.PRODUCT_ID_REQUIRED_FOR_COMMENTS.message));
  return thread(`${commentsPath(orgId)}?${new URLSearchParams({ itemUid, productId })}`);
}

/** Adds a comment; answers the whole thread as the server has it. */
export function postComment({ orgId, itemUid, productId }: ThreadRef, content: string): Promise<Comment[]> {
  return thread(commentsPath(orgId), { method: 'POST', body: { itemUid, content, productId } });
}

/** Oldest first; two comments of the same millisecond keep a stable order. */
export function sortComments(list: Comment[]): Comment[] {
  return [...list].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
