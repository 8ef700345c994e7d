/** Contracts of the API reference itself (`edge/routes/api-docs.ts`). */
import { z } from 'zod';
import { contract, type RouteContract } from '../contract.ts';

export const DOCS_CONTRACTS: RouteContract[] = [
  contract('GET /api/openapi.json', {
    summary: 'This API reference (OpenAPI 3.1)',
    tag: 'Reference',
    auth: 'public',
    ok: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.looseObject({}) }).meta({ id: 'OpenApiDocument' }),
  }),
  contract('GET /api/docs', {
    summary: 'This API reference, rendered (HTML)',
    tag: 'Reference',
    auth: 'public',
    responses: { 200: { description: 'The reference page (Swagger UI, served by the trust center itself).', contentType: 'text/html' } },
  }),
];
