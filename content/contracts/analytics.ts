/**
 * The staff analytics report (`GET /api/admin/analytics`) and its query as zod schemas the edge parses with and
 * answers in (`edge/services/analytics/read-analytics.ts` computes the report), the admin dashboard reads its types
 * from and the API description lists; and the events the portal sends (`POST /api/share/{orgId}/events`), as the edge parses them.
 */
import { z } from 'zod';

const Day = z.string().meta({ description: 'A day (UTC), `YYYY-MM-DD`.' });

export const AnalyticsRangeSchema = z.object({
  from: Day.meta({ description: 'First day (UTC, `YYYY-MM-DD`), included.' }),
  to: Day.meta({ description: 'Last day (UTC, `YYYY-MM-DD`), included.' }),
});
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

export const ViewCountsSchema = z.object({
  itemViews: z.number().int(),
  documentViews: z.number().int(),
  documentDownloads: z.number().int(),
});
export type ViewCounts = z.infer<typeof ViewCountsSchema>;

/** The view counts of one day. */
export const DayCountsSchema = ViewCountsSchema.extend({ day: Day });
export type DayCounts = z.infer<typeof DayCountsSchema>;

const TermCount = z.object({ term: z.string(), count: z.number().int() });

export const AnalyticsReportSchema = z
  .object({
    range: AnalyticsRangeSchema.extend({ days: z.number().int().meta({ description: 'Days in the range.' }) }),
    productId: z.string().nullable().meta({ description: 'The product the report is narrowed to; null for every product.' }),
    totals: ViewCountsSchema.extend({
      searches: z.number().int(),
      searchesWithoutResults: z.number().int(),
      shares: z.number().int(),
      subscribeSuccesses: z.number().int(),
      subscribeFailures: z.number().int(),
      accessRequests: z.number().int(),
    }),
    viewsOverTime: z.array(DayCountsSchema).meta({ description: 'One entry per day of the range, oldest first.' }),
    topItems: z
      .array(z.object({ itemUid: z.string(), title: z.string(), views: z.number().int(), averageDurationMs: z.number() }))
      .meta({ description: 'The most viewed items, with their current title; ties: the most recently viewed first.' }),
    accounts: z
      .array(ViewCountsSchema.extend({ accountId: z.string(), accountName: z.string() }))
      .meta({ description: 'Views and downloads per account, busiest first.' }),
    anonymous: ViewCountsSchema.meta({ description: 'Views and downloads of visitors without an account session.' }),
    searchesWithoutResults: z
      .array(TermCount)
      .meta({ description: 'Terms searched without a result (lowercased), most frequent first; ties: the most recent first.' }),
    topSearches: z.array(TermCount).meta({ description: 'The most searched terms (lowercased).' }),
    shares: z.array(z.object({ channel: z.enum(['copy', 'linkedin', 'email']), count: z.number().int() })),
    subscribes: z.object({ success: z.number().int(), failure: z.number().int() }),
    accessRequests: z.object({ total: z.number().int(), pending: z.number().int(), approved: z.number().int(), declined: z.number().int() }),
  })
  .meta({
    id: 'AnalyticsReport',
    description: 'Searches, searches without results, item views, shares, subscribes, document views and downloads, and access requests over a date range.',
  });
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;

// -------------------------------------------------------------------------------------------------------------
// The dashboard's query, `GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD&productId=`.
// -------------------------------------------------------------------------------------------------------------

/** Longest range of the dashboard (days). */
export const MAX_RANGE_DAYS = 366;
/** Range when the query names none (days, ending today). */
export const DEFAULT_RANGE_DAYS = 30;

export const ANALYTICS_QUERY_MESSAGES = {
  badDate: 'Dates are written YYYY-MM-DD',
  fromAfterTo: 'The start date must not be after the end date',
  rangeTooLong: `The range is at most ${MAX_RANGE_DAYS} days`,
} as const;

/** Whether `YYYY-MM-DD` names a day of the calendar (`2026-02-30` does not). */
function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const DateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_QUERY_MESSAGES.badDate)
  .refine(isCalendarDay, ANALYTICS_QUERY_MESSAGES.badDate);

/** The query; the service (`analyticsRange`) also refuses a `from` after `to` and a range over {@link MAX_RANGE_DAYS} days. */
export const AnalyticsQuerySchema = z.object({
  from: DateParam.optional(),
  to: DateParam.optional(),
  productId: z.string().trim().min(1).max(100).optional(),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

// -------------------------------------------------------------------------------------------------------------
// The events the portal sends to `POST /api/share/{orgId}/events` (the client is `site/lib/analytics.ts`): one event
// per beacon, or a short batch `{ events: [...] }`. Anything else is refused with 400 so that a typo in a client
// shows up at once instead of as silently missing numbers.
// -------------------------------------------------------------------------------------------------------------

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
/** One client event as the portal sends it (before the edge trims and rounds it). */
export type ClientEventBody = z.input<typeof ClientEventSchema>;

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
