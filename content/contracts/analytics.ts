/**
 * The staff analytics report (`GET /api/admin/analytics`) as a zod schema the edge answers in
 * (`edge/services/analytics/read-analytics.ts` computes it), the admin dashboard reads its types from and the API
 * description lists.
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
