/**
 * The item conversation's HTTP client (visitor spec §7): `GET {comments base}/comments?itemUid&productId` and
 * `POST {comments base}/comments` `{itemUid, content, productId}`, with `{comments base}` = `/api/share/{orgId}`.
 * An error response becomes a {@link ConversationError} carrying the edge's exact `error` text.
 */
import type { z } from 'zod';
import { ERRORS } from '../../../content/errors.ts';
import type { CommentSchema } from '../../../content/schemas/engagement.ts';
import { csrfHeaders } from '../../lib/csrf.ts';

export type Comment = z.output<typeof CommentSchema>;

export class ConversationError extends Error {
  readonly status: number;
  readonly code?: string;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ConversationError';
    this.status = status;
    this.code = code;
  }
}

export interface ThreadRef {
  orgId: string;
  itemUid: string;
  productId: string;
}

function commentsPath(orgId: string): string {
  return `/api/share/${encodeURIComponent(orgId)}/comments`;
}

async function call(path: string, init: RequestInit = {}): Promise<Comment[]> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...csrfHeaders() } });
  } catch {
    throw new ConversationError(ERRORS.UNKNOWN.message, 0);
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; code?: unknown };
    throw new ConversationError(typeof body.error === 'string' ? body.error : ERRORS.UNKNOWN.message, response.status, typeof body.code === 'string' ? body.code : undefined);
  }
  return Array.isArray(data) ? (data as Comment[]) : [];
}

/** The account's thread on an item. */
export function fetchComments({ orgId, itemUid, productId }: ThreadRef): Promise<Comment[]> {
  if (!productId) return Promise.reject(new ConversationError(ERRORS.PRODUCT_ID_REQUIRED_FOR_COMMENTS.message, 400));
  return call(`${commentsPath(orgId)}?${new URLSearchParams({ itemUid, productId })}`);
}

/** Adds a comment; answers the whole thread as the server has it. */
export function postComment({ orgId, itemUid, productId }: ThreadRef, content: string): Promise<Comment[]> {
  return call(commentsPath(orgId), { method: 'POST', body: JSON.stringify({ itemUid, content, productId }) });
}

/** Oldest first; two comments of the same millisecond keep a stable order. */
export function sortComments(list: Comment[]): Comment[] {
  return [...list].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
