/**
 * The edge API: one itty-router instance with the route modules of `routes/index.ts`. The same `createApp(deps)`
 * serves the Node server and the Worker.
 *
 * Conventions (itty-router): middleware in `before`; handlers return a plain object (sent as JSON), a `Response`,
 * or nothing (pass on); errors are thrown and turned into `{ status, error, code, …details }` in one place.
 */
import { Router, StatusError, type IRequest, type RouterType } from 'itty-router';
import { ERRORS, type ErrorCode } from '../content/errors.ts';
import type { AppDeps, RequestScope } from './deps.ts';
import { AppError, appError, isAppError } from './errors.ts';
import { limitRequestBody, withBodyLimit } from './middleware/body.ts';
import { withCsrfProtection } from './middleware/csrf.ts';
import { apiSecurityHeaders, isHttps, withHeaders } from './security-headers.ts';
import { routeModules } from './routes/index.ts';
import { isLogger } from './log.ts';

export type AppRequest = IRequest;
export type AppRouter = RouterType<AppRequest, [RequestScope]>;
/** A route module: adds its routes to the router. Handlers get `deps` from the closure. */
export type RegisterRoutes = (router: AppRouter, deps: AppDeps) => void;

export interface App {
  /** Answers a request; `scope` carries background work past the response (default: the process runs it). */
  fetch(request: Request, scope?: RequestScope): Promise<Response>;
}

// Helpers for route modules. Import them from their own files there: a route module importing values from this
// file would form an import cycle (router → routes/index → route → router).
export { readJson, parseWith } from './middleware/body.ts';
export { redirect } from './middleware/responses.ts';

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** The JSON error response for anything thrown while handling a request. */
export function errorResponse(error: unknown, log: AppDeps['log']): Response {
  let body: Record<string, unknown>;
  if (isAppError(error)) {
    body = error.toJSON();
  } else if (error instanceof StatusError && error.status >= 400 && error.status < 500) {
    const { status, message, ...rest } = error;
    const code = (typeof rest.code === 'string' && rest.code in ERRORS ? rest.code : CODE_FOR_STATUS[status]) ?? 'BAD_REQUEST';
    body = { ...rest, status, error: message || ERRORS[code as ErrorCode].message, code };
  } else {
    log('Unhandled error in the edge API', error);
    body = new AppError('INTERNAL').toJSON();
  }
  const response = jsonResponse(body, body.status as number);
  // A refused request says when to come back (RFC 9110 §10.2.3): the abuse limits' `retryAfter`, in seconds.
  if (typeof body.retryAfter === 'number') response.headers.set('retry-after', String(body.retryAfter));
  return response;
}

const encoder = new TextEncoder();

/**
 * A handler's plain object (or an error) as a JSON answer, its length declared: a runtime can send it in one piece,
 * and knows a small one is not worth compressing.
 */
function jsonResponse(body: unknown, status = 200): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.byteLength) },
  });
}

function withNoStore(response: Response): Response {
  if (!response.headers.has('cache-control')) {
    try {
      response.headers.set('cache-control', 'no-store');
    } catch {
      // Immutable headers (a fetched or redirect Response): leave as they are.
    }
  }
  return response;
}

/** An incoming `X-Request-Id` kept as the request's id (a proxy's or load balancer's); anything else is replaced. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The request's id: the caller's `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** `response` with `X-Request-Id` set (copied first when its headers are immutable). */
export function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('x-request-id', requestId);
    return copy;
  }
}

/**
 * Every route the app registers, as `{ method, path }` with the router's own path (`/api/share/:orgId/…`): the
 * API reference's coverage test compares them with the contracts.
 */
export function registeredRoutes(deps: AppDeps): { method: string; path: string }[] {
  const router: AppRouter = Router<AppRequest, [RequestScope]>();
  for (const register of routeModules) register(router, deps);
  return router.routes.map(([method, , , path]) => ({ method: String(method), path: String(path) }));
}

/** Builds the API app. Every path it answers starts with `/api/`. */
export function createApp(deps: AppDeps): App {
  /** The log for lines about `request`: with its id, also where the runtime has no log scope. */
  const logFor = (request: AppRequest) =>
    isLogger(deps.log) && typeof request.requestId === 'string' ? deps.log.child({ requestId: request.requestId }) : deps.log;

  const router: AppRouter = Router<AppRequest, [RequestScope]>({
    // Cross-site state-changing requests are refused before any route runs (`middleware/csrf.ts`).
    before: [withBodyLimit(deps.config.maxBodyBytes), withCsrfProtection(deps)],
    catch: (error, request) => errorResponse(error, logFor(request)),
    finally: [(response: unknown) => withNoStore(response instanceof Response || response === undefined ? (response as Response) : jsonResponse(response))],
  });

  for (const register of routeModules) register(router, deps);
  // Without a runtime scope (Node), background work runs on in the process; a failure is logged.
  const processScope: RequestScope = { waitUntil: (work) => void work.catch((error: unknown) => deps.log('Background work failed', error)) };

  // Nothing answered: unknown route.
  router.all('*', () => {
    throw appError('ROUTE_NOT_FOUND');
  });

  /** Answers one request; every error becomes its JSON error response. */
  async function answer(request: Request, requestId: string, scope: RequestScope): Promise<{ response: Response; route?: string }> {
    const limited = limitRequestBody(request, deps.config.maxBodyBytes) as AppRequest;
    limited.requestId = requestId;
    try {
      const response = (await router.fetch(limited, scope)) as Response;
      return { response, route: limited.route };
    } catch (error) {
      return { response: errorResponse(error, logFor(limited)), route: limited.route };
    }
  }

  return {
    async fetch(request, scope = processScope) {
      const requestId = requestIdOf(request);
      const started = Date.now();
      // Every line logged while this request is answered carries its id (where the runtime gives a log scope).
      const { response, route } = deps.logScope
        ? await deps.logScope.run({ requestId }, () => answer(request, requestId, scope))
        : await answer(request, requestId, scope);
      if (isLogger(deps.log)) {
        // The route's pattern, not the path: paths can carry tokens (bulk-download links, confirmation links).
        const pattern = route && route !== '*' ? route : '(no route)';
        deps.log.info(`${request.method} ${pattern} ${response.status}`, {
          requestId,
          method: request.method,
          route: pattern,
          status: response.status,
          ms: Date.now() - started,
        });
      }
      // Every answer of the API, error or not, carries the security headers (`security-headers.ts`).
      // (After the request id: a copy is made there when the route's response has immutable headers.)
      const tagged = withRequestId(response, requestId);
      return withHeaders(tagged, apiSecurityHeaders(tagged.headers.get('content-type') ?? '', { https: isHttps(request, deps.config.publicUrl) }));
    },
  };
}
