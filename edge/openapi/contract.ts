/**
 * A route's contract for the API reference: what it takes and answers, written beside the router's own
 * registration and built from the SAME zod schemas the route parses with (`readJson(request, Schema)`,
 * `parseWith(Schema, …)`), so the OpenAPI document (`document.ts`) is generated, never a hand-kept copy.
 *
 *   contract('POST /api/share/:orgId/subscribe', {
 *     summary: 'Subscribe to the trust center updates',
 *     tag: 'Subscriptions',
 *     auth: 'public',
 *     body: SubscribeRequestSchema,
 *     ok: OkSchema,
 *     errors: ['COMPANY_NOT_FOUND', 'SUBSCRIBE_EMAIL_INVALID'],
 *   })
 *
 * A test compares the contracts with the router's registered routes (every route must have one) and checks every
 * response the integration tests see against its contract's schema.
 */
import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../../content/errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone (a visitor, a crawler, an integrator)
 * - `member`: a member of an approved account, signed in (`gh_account` session cookie)
 * - `staff`: a staff member signed in to the admin (`gh_staff` session cookie), with `permission` or `role`
 * - `tprm`: a TPRM partner with the single-view token a member handed over (`Authorization: Bearer`)
 * - `deploy`: the CI workflow of a Cloudflare deployment, with its signed build token (`Authorization: Bearer`)
 * - `link`: whoever holds the signed token of an emailed link (in the query)
 */
export type Auth = 'public' | 'member' | 'staff' | 'tprm' | 'deploy' | 'link';

export interface ResponseSpec {
  description: string;
  /** JSON body schema; omit for bodies that are not JSON (files, HTML, redirects). */
  schema?: z.ZodType;
  /** Content type of a body that is not JSON (`application/pdf`, `text/html`, `application/zip` …). */
  contentType?: string;
  /** An example body. */
  example?: unknown;
}

export interface ContractInput {
  summary: string;
  /** Longer explanation (Markdown). */
  description?: string;
  /** Group in the reference: `Portal`, `Access`, `Account`, `TPRM`, `Admin: content` … */
  tag: string;
  auth: Auth;
  /** For `staff`: the permission or role the route requires. */
  permission?: string;
  /** Path parameters (default: each `:name` of the path as a string). */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** JSON request body. */
  body?: z.ZodType;
  /** A request body that is not JSON: its content type and a description. */
  rawBody?: { contentType: string; description: string };
  /** An example request body. */
  bodyExample?: unknown;
  /** The success answer (status 200 unless `status` says otherwise). */
  ok?: z.ZodType;
  /** Status of the success answer (default 200). */
  status?: number;
  /** Example of the success body. */
  okExample?: unknown;
  /** Further answers by status (redirects, files, a second success status). */
  responses?: Record<number, ResponseSpec>;
  /** The error codes of the catalogue (`content/errors.ts`) this route answers with, beyond the common ones. */
  errors?: ErrorCode[];
}

export interface RouteContract extends ContractInput {
  method: HttpMethod;
  /** The router's path, `:name` for parameters (`/api/share/:orgId/subscribe`). */
  path: string;
}

/** `contract('POST /api/…', { … })`: one route's contract. */
export function contract(route: `${HttpMethod} /${string}`, input: ContractInput): RouteContract {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return { method, path, ...input };
}

/** The JSON body of every error answer (`errorResponse` in router.ts). */
export const ErrorBodySchema = z
  .looseObject({
    status: z.number().int().meta({ description: 'The HTTP status, repeated.' }),
    error: z.string().meta({ description: 'The message to show, from the error catalogue (the exact text of the product).' }),
    code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]).meta({ description: 'The catalogue code: what a client branches on.' }),
    issues: z
      .array(z.looseObject({ path: z.string().optional(), row: z.number().int().optional(), message: z.string() }))
      .optional()
      .meta({ description: 'VALIDATION_FAILED: every failing field (dotted `path`) with its message; KB_IMPORT_INVALID: every failing `row`.' }),
  })
  .meta({ id: 'Error', description: 'An error: the catalogue code, its status and the text to show. Other fields carry details of some codes.' });

/** `{ ok: true }`, the answer of many writes. */
export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** The itty-router path of a contract as an OpenAPI path (`/api/share/{orgId}/subscribe`). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)\+?/g, '{$1}');
}

/** The `:name` parameters of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/**
 * The error codes every route of an `auth` kind can answer with, besides its own: malformed input, a missing or
 * insufficient session, an unknown organisation, a body too large, an unexpected failure.
 */
export function commonErrors(c: RouteContract): ErrorCode[] {
  const codes: ErrorCode[] = ['INTERNAL'];
  if (c.body || c.query || c.rawBody) codes.push('VALIDATION_FAILED', 'BAD_REQUEST');
  if (c.body) codes.push('INVALID_JSON', 'PAYLOAD_TOO_LARGE');
  if (c.auth === 'staff' || c.auth === 'member') codes.push('UNAUTHENTICATED', 'FORBIDDEN');
  if (c.auth === 'tprm' || c.auth === 'deploy') codes.push('UNAUTHENTICATED');
  if (pathParams(c.path).includes('orgId')) codes.push('COMPANY_NOT_FOUND');
  // Every write is refused when sent from another site (`middleware/csrf.ts`).
  if (c.method !== 'GET') codes.push('CROSS_SITE_REQUEST');
  return codes;
}

/** Every error code a route documents. */
export function errorCodesOf(c: RouteContract): ErrorCode[] {
  return [...new Set([...commonErrors(c), ...(c.errors ?? [])])].filter((code) => code in ERRORS);
}
