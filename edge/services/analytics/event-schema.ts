/**
 * The events the portal sends to `POST /api/share/{orgId}/events` (the client contract is `site/lib/analytics.ts`):
 * one event per beacon, or a short batch `{ events: [...] }`. Anything else is refused with 400 so that a typo in a
 * client shows up at once instead of as silently missing numbers.
 */
import { z } from 'zod';

/** Largest events body accepted (bytes): a beacon carries one small event. */
export const MAX_EVENTS_BODY_BYTES = 8 * 1024;
/** Most events accepted in one request. */
export const MAX_EVENTS_PER_REQUEST = 20;
/** Search input maximum (visitor spec §4). */
export const MAX_SEARCH_TERM_LENGTH = 512;
/** An item view is counted for at most a day: a tab left open overnight is not a day of reading. */
export const MAX_VIEW_DURATION_MS = 24 * 60 * 60 * 1000;

/** Validation texts of the events endpoint. */
export const ANALYTICS_MESSAGES = {
  unknownType: 'Unknown event type',
  termRequired: 'A search term is required',
  termTooLong: `A search term has at most ${MAX_SEARCH_TERM_LENGTH} characters`,
  itemRequired: 'An item id is required',
  tooManyEvents: `At most ${MAX_EVENTS_PER_REQUEST} events per request`,
  noEvents: 'At least one event is required',
} as const;

const Id = z.string().trim().min(1).max(100);
const ItemUid = z.string({ error: ANALYTICS_MESSAGES.itemRequired }).trim().min(1, ANALYTICS_MESSAGES.itemRequired).max(100);

const SearchEventSchema = z.object({
  type: z.literal('search'),
  /** The term as typed. */
  term: z
    .string({ error: ANALYTICS_MESSAGES.termRequired })
    .trim()
    .min(1, ANALYTICS_MESSAGES.termRequired)
    .max(MAX_SEARCH_TERM_LENGTH, ANALYTICS_MESSAGES.termTooLong),
  /** How many results the visitor saw. */
  resultCount: z.number().int().nonnegative().max(1_000_000),
  source: z.enum(['local', 'semantic']),
  mode: z.enum(['search', 'ai']),
  productId: Id.optional(),
});

const ItemViewEventSchema = z.object({
  type: z.literal('item_view'),
  itemUid: ItemUid,
  /** Time the item was open; rounded, and capped at {@link MAX_VIEW_DURATION_MS}. */
  durationMs: z
    .number()
    .nonnegative()
    .refine(Number.isFinite)
    .transform((ms) => Math.min(Math.round(ms), MAX_VIEW_DURATION_MS)),
  productId: Id.optional(),
});

const ShareEventSchema = z.object({
  type: z.literal('share'),
  channel: z.enum(['copy', 'linkedin', 'email']),
  itemUid: Id.optional(),
  productId: Id.optional(),
});

const SubscribeEventSchema = z.object({
  type: z.literal('subscribe'),
  result: z.enum(['success', 'failure']),
  /** Where the subscribe control was (e.g. `subscribe button`). */
  source: z.string().trim().max(100),
});

/** One client event. */
export const ClientEventSchema = z.discriminatedUnion('type', [SearchEventSchema, ItemViewEventSchema, ShareEventSchema, SubscribeEventSchema], {
  error: (issue) => (issue.code === 'invalid_union' ? ANALYTICS_MESSAGES.unknownType : undefined),
});
export type ClientEvent = z.output<typeof ClientEventSchema>;

/** A batch: `{ events: [...] }` with 1 to {@link MAX_EVENTS_PER_REQUEST} events. */
export const EventBatchSchema = z.object({
  events: z.array(ClientEventSchema).min(1, ANALYTICS_MESSAGES.noEvents).max(MAX_EVENTS_PER_REQUEST, ANALYTICS_MESSAGES.tooManyEvents),
});

/** The schema a parsed body is checked with: a batch when it has an `events` key, else one event. */
export function eventsBodySchema(body: unknown): z.ZodType<{ events: ClientEvent[] } | ClientEvent> {
  return body !== null && typeof body === 'object' && 'events' in body ? EventBatchSchema : ClientEventSchema;
}

/** The events of a validated body. */
export function eventsOf(body: { events: ClientEvent[] } | ClientEvent): ClientEvent[] {
  return 'events' in body ? body.events : [body];
}
