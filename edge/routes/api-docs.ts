/**
 * The API reference: `GET /api/openapi.json` (OpenAPI 3.1, generated from the route contracts in
 * `edge/openapi/contracts/`) and `GET /api/docs`, the same document rendered by Swagger UI. The renderer's files
 * are part of every site build (`/api-docs/*`, see `site/pages/api-docs/[asset].ts`), so the page makes no
 * request to any other site, on Node and on Cloudflare alike, and runs under a strict Content-Security-Policy:
 * scripts from this origin only, none inline.
 */
import type { RegisterRoutes } from '../router.ts';

/** Swagger UI's own files and the page's start-up script, served from the site build. */
export const API_DOCS_ASSETS = '/api-docs';

export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets element styles from script (no inline script is allowed).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function apiDocsHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Glasshouse API reference</title>
<link rel="stylesheet" href="${API_DOCS_ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${API_DOCS_ASSETS}/api-docs.css">
</head>
<body>
<noscript><p>The API reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui" data-url="/api/openapi.json"></div>
<script src="${API_DOCS_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_ASSETS}/init.js"></script>
</body>
</html>
`;
}

export const registerApiDocsRoutes: RegisterRoutes = (router, deps) => {
  // Built once per app: the document depends only on the contracts and the public address.
  let document: string | undefined;

  router.get('/api/openapi.json', async () => {
    if (document === undefined) {
      const { buildOpenApiDocument } = await import('../openapi/document.ts');
      document = JSON.stringify(buildOpenApiDocument({ serverUrl: deps.config.publicUrl }));
    }
    return new Response(document, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
    });
  });

  router.get(
    '/api/docs',
    () =>
      new Response(apiDocsHtml(), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': API_DOCS_CSP,
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=300',
        },
      }),
  );
};
