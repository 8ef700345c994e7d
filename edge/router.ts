/**
 * The edge API: one itty-router instance with the route modules of `routes/index.ts`. The same `createApp(deps)`
 * serves the Node server and the Worker.
 *
 * Conventions (itty-router): middleware in `before`; handlers return a plain object (sent as JSON), a `Response`,
 * or nothing (pass on); errors are thrown and turned into `{ status, error, code, …details }` in one place.
 */
import { Router, StatusError, json, type IRequest, type RouterType } from 'itty-router';
import { ERRORS, type ErrorCode } from '../content/errors.ts';
import type { AppDeps, RequestScope } from './deps.ts';
import { AppError, appError, isAppError } from './errors.ts';
import { limitRequestBody, withBodyLimit } from './middleware/body.ts';
import { routeModules } from './routes/index.ts';

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
  return json(body, { status: body.status as number });
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

/** Builds the API app. Every path it answers starts with `/api/`. */
export function createApp(deps: AppDeps): App {
  const router: AppRouter = Router<AppRequest, [RequestScope]>({
    before: [withBodyLimit(deps.config.maxBodyBytes)],
    catch: (error) => errorResponse(error, deps.log),
    finally: [(response: unknown) => withNoStore(response instanceof Response ? response : json(response))],
  });

  for (const register of routeModules) register(router, deps);
  // Without a runtime scope (Node), background work runs on in the process; a failure is logged.
  const processScope: RequestScope = { waitUntil: (work) => void work.catch((error: unknown) => deps.log('Background work failed', error)) };

  // Nothing answered: unknown route.
  router.all('*', () => {
    throw appError('ROUTE_NOT_FOUND');
  });

  return {
    async fetch(request, scope = processScope) {
      try {
        const limited = limitRequestBody(request, deps.config.maxBodyBytes);
        return (await router.fetch(limited, scope)) as Response;
      } catch (error) {
        return errorResponse(error, deps.log);
      }
    },
  };
}
