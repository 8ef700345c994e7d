/**
 * The OpenAPI 3.1 document of the edge API, generated from the route contracts (`contracts/`) and the zod schemas
 * they share with the routes, by zod-openapi (zod 4's own JSON Schema). Served at `/api/openapi.json` and
 * rendered at `/api/docs`. Web-standard only: the Worker serves it too.
 */
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../../content/errors.ts';
import { ROUTE_CONTRACTS } from './contracts/index.ts';
import { ErrorBodySchema, errorCodesOf, openApiPath, pathParams, type RouteContract } from './contract.ts';

export const API_VERSION = '0.1.0';

const SECURITY: Record<RouteContract['auth'], Record<string, string[]>[] | undefined> = {
  public: [],
  link: [],
  member: [{ memberSession: [] }],
  staff: [{ staffSession: [] }],
  tprm: [{ tprmToken: [] }],
  deploy: [{ deployToken: [] }],
};

const AUTH_TEXT: Record<RouteContract['auth'], string> = {
  public: 'Anyone.',
  link: 'Whoever holds the signed token of the emailed link.',
  member: 'A signed-in member of the account (session cookie `gh_account`).',
  staff: 'A signed-in staff member (session cookie `gh_staff`)',
  tprm: 'A TPRM partner with the single-view token a member handed over (`Authorization: Bearer <token>`); the token works once.',
  deploy: "The deployment's CI with the signed build token the deploy hook handed it (`Authorization: Bearer <token>`).",
};

function authText(c: RouteContract): string {
  if (c.auth !== 'staff') return AUTH_TEXT[c.auth];
  return `${AUTH_TEXT.staff}${c.permission ? ` with ${c.permission.includes(':') ? `the permission \`${c.permission}\`` : `the role \`${c.permission}\``}` : ''}.`;
}

/** Groups the error codes a route documents by HTTP status. */
function errorResponses(c: RouteContract): Record<string, ZodOpenApiResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(c)) {
    const { status } = ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const first = codes[0]!;
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${ERRORS[code].message}`).join('\n\n'),
      content: { 'application/json': { schema: ErrorBodySchema, example: { status, error: ERRORS[first].message, code: first } } },
    };
  }
  return responses;
}

function operationOf(c: RouteContract): ZodOpenApiOperationObject {
  const params = c.params ?? (pathParams(c.path).length ? z.object(Object.fromEntries(pathParams(c.path).map((name) => [name, z.string()]))) : undefined);
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  const okStatus = String(c.status ?? 200);
  if (c.ok) {
    responses[okStatus] = {
      description: 'Success.',
      content: { 'application/json': { schema: c.ok, ...(c.okExample !== undefined ? { example: c.okExample } : {}) } },
    };
  }
  for (const [status, spec] of Object.entries(c.responses ?? {})) {
    const type = spec.contentType ?? (spec.schema ? 'application/json' : undefined);
    responses[status] = {
      description: spec.description,
      ...(type
        ? {
            content: {
              [type]: { schema: spec.schema ?? z.string().meta({ format: 'binary' }), ...(spec.example !== undefined ? { example: spec.example } : {}) },
            },
          }
        : {}),
    };
  }
  Object.assign(responses, errorResponses(c));
  const operation: ZodOpenApiOperationObject = {
    operationId: `${c.method.toLowerCase()}${openApiPath(c.path)
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    summary: c.summary,
    description: [c.description, `**Who may call it:** ${authText(c)}`].filter(Boolean).join('\n\n'),
    tags: [c.tag],
    security: SECURITY[c.auth],
    responses: responses as ZodOpenApiResponsesObject,
  };
  if (params || c.query) operation.requestParams = { ...(params ? { path: params } : {}), ...(c.query ? { query: c.query as z.ZodObject } : {}) };
  if (c.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: c.body, ...(c.bodyExample !== undefined ? { example: c.bodyExample } : {}) } },
    };
  } else if (c.rawBody) {
    operation.requestBody = {
      required: true,
      description: c.rawBody.description,
      content: { [c.rawBody.contentType]: { schema: z.string().meta({ format: 'binary' }) } },
    };
  }
  return operation;
}

/** The OpenAPI 3.1 document of every route, with `serverUrl` as its server. */
export function buildOpenApiDocument({
  serverUrl,
  contracts = ROUTE_CONTRACTS,
}: {
  serverUrl: string;
  contracts?: RouteContract[];
}): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const c of contracts) {
    const path = openApiPath(c.path);
    paths[path] ??= {};
    (paths[path] as Record<string, ZodOpenApiOperationObject>)[c.method.toLowerCase()] = operationOf(c);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Glasshouse API',
        version: API_VERSION,
        description:
          'The edge API of a Glasshouse trust center: the public portal (documents, subscriptions, access requests), members of approved accounts, TPRM partners, the admin and the deployment loop. Every answer carries `X-Request-Id`; every error is `{ status, error, code }` with a code from the error catalogue.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: serverUrl }],
      components: {
        securitySchemes: {
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'gh_staff',
            description: 'Set by following the emailed sign-in link (`/api/admin/auth/callback`).',
          },
          memberSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'gh_account',
            description: "Set by following a member's emailed sign-in link or an SSO welcome link.",
          },
          tprmToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The single-view token a member creates for a TPRM partner.' },
          deployToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The signed, revision-scoped build token of the deploy hook.' },
        },
      },
      tags: [...new Set(contracts.map((c) => c.tag))].map((name) => ({ name })),
      paths,
    },
    { allowEmptySchema: { custom: true } },
  );
}
