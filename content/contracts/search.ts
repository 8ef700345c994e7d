/**
 * The portal's semantic search and AI answer routes (visitor spec §3, §4, §7), as zod schemas the edge parses with
 * and the API description lists:
 *
 *   GET  /api/share/{orgId}/search/status?SearchScope    → { semantic, ai }
 *   POST /api/share/{orgId}/search?SearchScope           SearchPayload → { result }
 *   POST /api/share/{orgId}/search/answer?SearchScope    SearchPayload → { result: { answer, sources } }
 *
 * The portal's client is `site/lib/search/semantic-source.ts`; a portal client takes these types with `import type`,
 * so that no zod reaches a portal bundle.
 */
import { z } from 'zod';
import { SEARCH_INPUT_MAX } from '../search/types.ts';

/** The search payload (visitor spec §7): the product filter is checked by the route ("No product id"). */
export const SearchPayloadSchema = z.object({
  query: z.object({
    term: z.string().max(SEARCH_INPUT_MAX),
    filters: z.object({ product: z.union([z.string(), z.array(z.string())]).optional() }).default({}),
  }),
});
export type SearchPayload = z.input<typeof SearchPayloadSchema>;

/** A staff preview as an account or a permission profile (honoured only with a staff session of the organisation). */
export const SearchScopeSchema = z.object({
  accountId: z.string().min(1).optional(),
  permissionProfileId: z.string().min(1).optional(),
});
export type SearchScope = z.input<typeof SearchScopeSchema>;
