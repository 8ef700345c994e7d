/**
 * The staff analytics report (`GET /api/admin/analytics`): its shape, shared by the edge that computes it
 * (`edge/services/analytics/read-analytics.ts`) and the admin dashboard that draws it.
 */

export interface AnalyticsRange {
  /** First day (UTC, `YYYY-MM-DD`), included. */
  from: string;
  /** Last day (UTC, `YYYY-MM-DD`), included. */
  to: string;
}

/** The view counts of one day. */
export interface DayCounts extends ViewCounts {
  day: string;
}

export interface ViewCounts {
  itemViews: number;
  documentViews: number;
  documentDownloads: number;
}

export interface AnalyticsReport {
  range: AnalyticsRange & { days: number };
  productId: string | null;
  totals: ViewCounts & {
    searches: number;
    searchesWithoutResults: number;
    shares: number;
    subscribeSuccesses: number;
    subscribeFailures: number;
    accessRequests: number;
  };
  /** One entry per day of the range, oldest first. */
  viewsOverTime: DayCounts[];
  /** Most viewed items (item views), with their current title; ties: the most recently viewed first. */
  topItems: { itemUid: string; title: string; views: number; averageDurationMs: number }[];
  /** Views and downloads per account, busiest first. */
  accounts: (ViewCounts & { accountId: string; accountName: string })[];
  /** Views and downloads of visitors without an account session. */
  anonymous: ViewCounts;
  /** Terms searched without a result (lowercased), most frequent first; ties: the most recent first. */
  searchesWithoutResults: { term: string; count: number }[];
  /** Most searched terms (lowercased). */
  topSearches: { term: string; count: number }[];
  shares: { channel: 'copy' | 'linkedin' | 'email'; count: number }[];
  subscribes: { success: number; failure: number };
  accessRequests: { total: number; pending: number; approved: number; declined: number };
}
