/**
 * Swagger UI's files, copied from the `swagger-ui-dist` package into every site build at `/api-docs/…`, so the API
 * reference (`/api/docs`, see `edge/routes/api-docs.ts`) loads its renderer from the trust center itself.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';

const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

export const getStaticPaths: GetStaticPaths = () => Object.keys(FILES).map((asset) => ({ params: { asset } }));

const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const GET: APIRoute = async ({ params }) => {
  const name = params.asset!;
  // The bundle names its source map, which the build does not ship.
  const text = (await readFile(path.join(dist, name), 'utf8')).replace(/\n\/\/# sourceMappingURL=.*$/m, '').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
  return new Response(text, { headers: { 'content-type': FILES[name]! } });
};
