/**
 * Contracts of the public portal's routes: health, subscriptions, documents, assets, search, analytics events and
 * the integration widgets. One entry per route of `edge/routes/{health,subscribe,documents,assets,search,analytics,
 * integrations}.ts`, with the same zod schemas.
 */
import { z } from 'zod';
import { SubscribeRequestSchema, UnsubscribeRequestSchema } from '../../../content/contracts/subscriptions.ts';
import { SearchPayloadSchema, SearchScopeSchema } from '../../../content/contracts/search.ts';
import {
  BugBountyStatsSchema,
  ConnectSchema,
  ProductQuerySchema,
  ProductStatusSchema,
  SecurityScorecardGradeSchema,
  StatusPageStatusSchema,
  StatusQuerySchema,
} from '../../../content/contracts/integrations.ts';
import { EventBatchSchema } from '../../../content/contracts/analytics.ts';
import { KnowledgeBaseSchema } from '../../../content/contracts/knowledge-base.ts';
import {
  BulkDownloadAnswerSchema,
  BulkDownloadRequestSchema,
  CardQuerySchema,
  DocumentQuerySchema,
  DocumentsCardSchema,
} from '../../../content/contracts/documents.ts';
import { OkSchema, contract, type RouteContract } from '../contract.ts';

const Redirect = (description: string) => ({ 302: { description } });
const FileAnswer = (description: string, contentType = 'application/octet-stream') => ({ 200: { description, contentType } });

const HealthSchema = z.object({ ok: z.boolean(), db: z.boolean() }).meta({ id: 'Health' });

const SearchStatusSchema = z.object({ semantic: z.boolean(), ai: z.boolean() }).meta({ id: 'SearchStatus' });
const SearchResultSchema = z
  .object({ result: z.unknown() })
  .meta({ id: 'SearchResult', description: "The search hits (or the AI answer and its cited sources) within the viewer's own view." });

const EventsAnswerSchema = z.object({ recorded: z.number().int(), dropped: z.number().int() }).meta({ id: 'EventsRecorded' });

export const PORTAL_CONTRACTS: RouteContract[] = [
  contract('GET /api/health', {
    summary: 'Health check',
    description: 'Answers after a trivial database query: 200 when the database answers, 503 when it does not. For load balancers and uptime monitors.',
    tag: 'Portal',
    auth: 'public',
    ok: HealthSchema,
    okExample: { ok: true, db: true },
    responses: { 503: { description: 'The database does not answer.', schema: HealthSchema, example: { ok: false, db: false } } },
  }),

  contract('POST /api/share/:orgId/subscribe', {
    summary: 'Subscribe to the trust center updates',
    description: 'Stores a pending subscriber and emails a confirmation link; the subscription starts when the link is followed.',
    tag: 'Subscriptions',
    auth: 'public',
    body: SubscribeRequestSchema,
    bodyExample: { email: 'jane@example.com', source: 'subscribe button' },
    ok: OkSchema,
    errors: ['SUBSCRIPTION_BLOCKED', 'SUBSCRIBE_FAILED', 'EMAIL_NOT_CONFIGURED'],
  }),
  contract('GET /api/share/:orgId/subscribe/confirm', {
    summary: 'Confirm a subscription (the emailed link)',
    tag: 'Subscriptions',
    auth: 'link',
    query: z.object({ token: z.string().meta({ description: 'The signed token of the confirmation email.' }) }),
    responses: Redirect('To the portal with `?subscribeStatus=confirmed`, `blocked` or `token invalid`.'),
  }),
  contract('POST /api/share/:orgId/unsubscribe', {
    summary: 'Unsubscribe with the token of an unsubscribe link',
    tag: 'Subscriptions',
    auth: 'link',
    body: UnsubscribeRequestSchema,
    ok: OkSchema,
    errors: ['UNSUBSCRIBE_LINK_EXPIRED'],
  }),
  contract('POST /api/share/:orgId/unsubscribe/one-click', {
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      "The URL of an update email's `List-Unsubscribe` header: mail clients POST `List-Unsubscribe=One-Click`. Any body is accepted; the signed token is the authority.",
    tag: 'Subscriptions',
    auth: 'link',
    query: z.object({ token: z.string() }),
    rawBody: { contentType: 'application/x-www-form-urlencoded', description: '`List-Unsubscribe=One-Click` (ignored).' },
    ok: OkSchema,
    errors: ['UNSUBSCRIBE_LINK_EXPIRED'],
  }),
  contract('GET /api/share/:orgId/unsubscribe/one-click', {
    summary: 'One-click unsubscribe URL opened in a browser',
    description: 'GET never unsubscribes: it sends the visitor to the portal, which asks to confirm.',
    tag: 'Subscriptions',
    auth: 'link',
    query: z.object({ token: z.string() }),
    responses: Redirect("To the portal's unsubscribe confirmation."),
  }),

  contract('GET /api/share/:orgId/documents', {
    summary: "A product's documents card",
    tag: 'Documents',
    auth: 'public',
    description: 'Public documents for anyone; a signed-in member (or previewing staff) also sees the documents their permission profile allows.',
    query: CardQuerySchema,
    ok: DocumentsCardSchema,
    errors: ['NO_PRODUCT_ID', 'NOT_FOUND'],
  }),
  contract('GET /api/share/:orgId/documents/:fileId', {
    summary: 'View or download a document',
    description:
      'The bytes of a document the requester may see: public ones for anyone, gated ones for members with access (stamped with who downloaded them), every one for staff. Each access is recorded in the audit log.',
    tag: 'Documents',
    auth: 'public',
    query: DocumentQuerySchema,
    responses: FileAnswer('The document (`Content-Disposition` names it).', 'application/pdf'),
    errors: ['NOT_FOUND', 'DOCUMENT_VIEW_ONLY', 'DOCUMENT_DOWNLOAD_FAILED'],
  }),
  contract('GET /api/share/:orgId/bridge-letters/:itemUid', {
    summary: "A certification's bridge letter (PDF)",
    tag: 'Documents',
    auth: 'public',
    query: DocumentQuerySchema,
    responses: FileAnswer('The bridge letter, rendered for the requester.', 'application/pdf'),
    errors: ['NOT_FOUND'],
  }),
  contract('POST /api/share/:orgId/bulk-download', {
    summary: "Prepare a zip of a product's documents",
    tag: 'Documents',
    auth: 'public',
    query: CardQuerySchema,
    body: BulkDownloadRequestSchema,
    ok: BulkDownloadAnswerSchema,
    errors: ['NO_PRODUCT_ID', 'BULK_DOWNLOAD_TOO_LARGE', 'BULK_DOWNLOAD_FAILED'],
  }),
  contract('GET /api/share/:orgId/bulk-download/:token', {
    summary: 'Download the prepared zip',
    tag: 'Documents',
    auth: 'link',
    query: CardQuerySchema,
    responses: FileAnswer('The zip, streamed.', 'application/zip'),
    errors: ['BULK_DOWNLOAD_EXPIRED', 'TOKEN_MALFORMED'],
  }),
  contract('GET /api/share/:orgId/assets/:assetId', {
    summary: "An organisation's public asset (logo, icon)",
    tag: 'Portal',
    auth: 'public',
    responses: FileAnswer('The image, with its content type.', 'image/*'),
    errors: ['NOT_FOUND'],
  }),

  contract('GET /api/share/:orgId/knowledge-base', {
    summary: 'The knowledge base the requester may see',
    description: 'Public entries for anyone; a signed-in member also sees the entries their access level allows.',
    tag: 'Portal',
    auth: 'public',
    ok: KnowledgeBaseSchema,
  }),
  contract('GET /api/share/:orgId/search/status', {
    summary: 'Whether semantic search and AI answers are available to the requester',
    tag: 'Search',
    auth: 'public',
    query: SearchScopeSchema,
    ok: SearchStatusSchema,
  }),
  contract('POST /api/share/:orgId/search', {
    summary: "Semantic search within the requester's view",
    description:
      'For members of an account and previewing staff: the server-side index, filtered to what the viewer may see. Visitors search the static Pagefind index in the browser instead.',
    tag: 'Search',
    auth: 'member',
    query: SearchScopeSchema,
    body: SearchPayloadSchema,
    bodyExample: { query: { term: 'SOC 2', filters: { product: 'default' } } },
    ok: SearchResultSchema,
    errors: ['NO_PRODUCT_ID', 'SEARCH_NOT_SET_UP', 'SEARCH_FAILED'],
  }),
  contract('POST /api/share/:orgId/search/answer', {
    summary: "An AI answer from the requester's view, citing its sources",
    tag: 'Search',
    auth: 'member',
    query: SearchScopeSchema,
    body: SearchPayloadSchema,
    ok: SearchResultSchema,
    errors: ['NO_PRODUCT_ID', 'AI_ANSWERS_UNAVAILABLE', 'AI_ANSWER_FAILED'],
  }),

  contract('POST /api/share/:orgId/events', {
    summary: 'Record portal analytics events',
    description:
      'Searches, item views with their duration, share choices and subscribe results, sent by the portal. No cookie, IP address or user agent is stored.',
    tag: 'Portal',
    auth: 'public',
    body: EventBatchSchema,
    status: 202,
    ok: EventsAnswerSchema,
  }),

  contract('POST /api/integrations/hackerone/connect', {
    summary: 'Check a HackerOne program link and read its statistics',
    tag: 'Admin: integrations',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: ConnectSchema,
    ok: BugBountyStatsSchema,
    errors: ['HACKERONE_NOT_FOUND', 'HACKERONE_UNKNOWN', 'INTEGRATION_TEMPORARY'],
  }),
  contract('GET /api/integrations/hackerone', {
    summary: "The bug-bounty statistics shown on a product's page",
    tag: 'Portal',
    auth: 'public',
    query: ProductQuerySchema,
    ok: BugBountyStatsSchema,
    errors: ['INTEGRATION_NOT_CONNECTED', 'HACKERONE_NOT_FOUND', 'HACKERONE_UNKNOWN', 'INTEGRATION_TEMPORARY'],
  }),
  contract('GET /api/integrations/ssc/:domain', {
    summary: "A domain's SecurityScorecard grade",
    tag: 'Admin: integrations',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: SecurityScorecardGradeSchema,
    errors: ['SSC_BAD_DOMAIN', 'SSC_BAD_NETWORK', 'SSC_NOT_CALCULATED'],
  }),
  contract('GET /api/integrations/statuspageio/:url', {
    summary: 'Check a status page and read its status',
    tag: 'Admin: integrations',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: StatusPageStatusSchema,
    errors: ['STATUSPAGE_INVALID', 'INTEGRATION_TEMPORARY'],
  }),
  contract('GET /api/integrations/statuspageio', {
    summary: "The status shown on a product's page",
    tag: 'Portal',
    auth: 'public',
    query: StatusQuerySchema,
    ok: ProductStatusSchema,
    errors: ['INTEGRATION_NOT_CONNECTED', 'STATUSPAGE_INVALID', 'INTEGRATION_TEMPORARY'],
  }),
];
