/**
 * Item conversations, both sides (visitor spec §7 `POST {comments base}/comments` `{itemUid, content, productId}`,
 * `GET …?itemUid&productId`, with `{comments base}` = `/api/share/{orgId}`; staff `GET /api/admin/comments?itemUid`
 * and `POST /api/admin/comments`), as zod schemas the edge parses with and answers in, the types the admin and the
 * portal's conversation island read (the island with `import type`: no zod in a portal bundle), and the API
 * description lists: Comments (the member's GET and POST), ItemThreads and StaffReplyAnswer (staff).
 *
 * Content is plain text: trimmed, never empty, at most {@link MAX_COMMENT_LENGTH} characters; it is stored as
 * written and every renderer escapes it.
 */
import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { CommentSchema } from '../schemas/engagement.ts';

/** A comment of a thread, as the edge answers it (the content model's `CommentSchema`). */
export const CommentRecordSchema = CommentSchema.meta({
  id: 'Comment',
  description:
    "A comment of an account's thread on an item (content model `CommentSchema`): its text and time, and who wrote it — a member of the account (`member`) or staff (`orgMem.user.displayName`).",
});
export type Comment = z.output<typeof CommentSchema>;

/** An account's thread on an item, oldest first: the answer of the member's GET and POST. */
export const CommentsSchema = z.array(CommentRecordSchema).meta({ id: 'Comments', description: "The account's conversation on an item, oldest first." });

/** `GET /api/admin/comments?itemUid`: every account's thread on an item, as staff read them. */
export const ItemThreadsSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'The published customization allows comments.' }),
    threads: z
      .array(z.object({ account: z.object({ id: z.string(), name: z.string() }), comments: CommentsSchema }))
      .meta({ description: 'One thread per account that has one, the most recently active first.' }),
  })
  .meta({ id: 'ItemThreads', description: "Every account's conversation on an item." });
export type ItemThreads = z.output<typeof ItemThreadsSchema>;

/** `POST /api/admin/comments` → the account's thread with the staff reply. */
export const StaffReplyAnswerSchema = z
  .object({ comments: CommentsSchema })
  .meta({ id: 'StaffReplyAnswer', description: "The account's thread, with the reply." });
export type StaffReplyAnswer = z.output<typeof StaffReplyAnswerSchema>;

/** Longest comment accepted, in characters (after trimming). */
export const MAX_COMMENT_LENGTH = 5000;

const ProductId = z
  .string({ error: ERRORS.PRODUCT_ID_REQUIRED_FOR_COMMENTS.message })
  .trim()
  .min(1, ERRORS.PRODUCT_ID_REQUIRED_FOR_COMMENTS.message)
  .max(64, ERRORS.PRODUCT_ID_REQUIRED_FOR_COMMENTS.message);
const ItemUid = z
  .string({ error: ERRORS.COMMENT_ITEM_REQUIRED.message })
  .trim()
  .min(1, ERRORS.COMMENT_ITEM_REQUIRED.message)
  .max(64, ERRORS.COMMENT_ITEM_REQUIRED.message);
const Content = z
  // A missing content is an empty comment; any other non-string (a number, an object…) is not text.
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? ERRORS.COMMENT_EMPTY.message : ERRORS.COMMENT_NOT_TEXT.message) })
  .trim()
  .min(1, ERRORS.COMMENT_EMPTY.message)
  .max(MAX_COMMENT_LENGTH, ERRORS.COMMENT_TOO_LONG.message);

/** `GET …/comments?itemUid&productId`: the product is checked first (its error is the spec's). */
export const ThreadQuerySchema = z.object({ productId: ProductId, itemUid: ItemUid });

/** `POST …/comments` by an account member. */
export const NewMemberCommentSchema = z.object({ productId: ProductId, itemUid: ItemUid, content: Content });

/** `GET /api/admin/comments?itemUid`: every account's thread on an item. */
export const ItemThreadsQuerySchema = z.object({ itemUid: ItemUid });

/** `POST /api/admin/comments` — staff reply into one account's thread. */
export const StaffReplySchema = z.object({
  itemUid: ItemUid,
  accountId: z
    .string({ error: ERRORS.COMMENT_ACCOUNT_REQUIRED.message })
    .trim()
    .min(1, ERRORS.COMMENT_ACCOUNT_REQUIRED.message)
    .max(64, ERRORS.COMMENT_ACCOUNT_REQUIRED.message),
  content: Content,
});
