/**
 * Headers of a write sent from the portal's own pages. The edge refuses state-changing requests from other sites
 * (`edge/middleware/csrf.ts`): a browser sends `Origin` with every POST, PUT, PATCH and DELETE, Playwright's API
 * requests (`page.request`) do not, so the specs that call the API directly send it themselves.
 */
export const SAME_ORIGIN: Record<string, string> = { origin: process.env.GLASSHOUSE_E2E_BASE_URL ?? '' };
