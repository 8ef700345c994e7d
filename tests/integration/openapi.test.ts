/**
 * The API reference: `/api/openapi.json` is valid OpenAPI 3.1 (checked by a maintained validator against the
 * specification's JSON schema), documents every route the router registers and nothing else, and `/api/docs`
 * renders it with the trust center's own copy of Swagger UI under a strict Content-Security-Policy. (That every
 * response matches its documented schema is checked on every response of the route tests: `makeTestApp`.)
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CONTRACTS } from '../../edge/openapi/contracts/index.ts';
import { buildOpenApiDocument } from '../../edge/openapi/document.ts';
import { registeredRoutes } from '../../edge/router.ts';
import { checkResponse } from './helpers/contract-check.ts';
import { jsonOf, makeTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Which contracts file a route belongs in, for the failure message. */
function contractsFileFor(path: string): string {
  if (path.startsWith('/api/admin') || path.startsWith('/api/trust-center') || path.startsWith('/api/deploy') || path.startsWith('/api/documents'))
    return 'edge/openapi/contracts/admin.ts';
  if (path.startsWith('/api/statuspage') || path.startsWith('/api/tprm') || path.startsWith('/byoid') || /\/(request|login|comments)\b/.test(path))
    return 'edge/openapi/contracts/access.ts';
  return 'edge/openapi/contracts/portal.ts';
}

describe('the OpenAPI document', () => {
  it('documents every route the router registers, and no route it does not', () => {
    const routes = registeredRoutes(t.deps).filter((r) => r.method !== 'ALL');
    const documented = new Set(ROUTE_CONTRACTS.map((c) => `${c.method} ${c.path}`));
    const registered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const missing = [...registered].filter((route) => !documented.has(route));
    const stale = [...documented].filter((route) => !registered.has(route));
    const advice = missing.map((route) => {
      const [, path] = route.split(' ') as [string, string];
      return `${route} is not in the API reference: add contract('${route}', { summary, tag, auth, body?, query?, ok, errors? }) to ${contractsFileFor(path)} (see CONTRIBUTING.md, "Adding a route").`;
    });
    expect(advice, advice.join('\n')).toEqual([]);
    expect(stale, `documented but not registered (remove or fix these contracts): ${stale.join(', ')}`).toEqual([]);
    expect(registered.size).toBeGreaterThan(100);
  });

  it('is valid OpenAPI 3.1', async () => {
    const document = buildOpenApiDocument({ serverUrl: TEST_PUBLIC_URL });
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 4000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Validating the whole reference (≈ 470 KB) takes a few hundred milliseconds on an idle machine and several
    // seconds on a loaded 2-core CI machine: more room than vitest's default 5 s.
  }, 30_000);

  it('gives every operation a summary, its tag, who may call it, and its errors with the catalogue texts', () => {
    const document = buildOpenApiDocument({ serverUrl: TEST_PUBLIC_URL }) as unknown as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; description?: string; responses: Record<string, { description: string }> }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBe(ROUTE_CONTRACTS.length);
    for (const op of operations) {
      expect(op.summary, JSON.stringify(op).slice(0, 200)).toBeTruthy();
      expect(op.tags?.length).toBe(1);
      expect(op.description).toContain('**Who may call it:**');
      expect(op.responses['500']?.description).toContain('`INTERNAL`: Unfortunately, an unknown error has occurred.');
    }
    const subscribe = document.paths['/api/share/{orgId}/subscribe']!.post!;
    expect(subscribe.responses['400']!.description).toContain('`VALIDATION_FAILED`');
    expect(subscribe.responses['404']!.description).toContain('`COMPANY_NOT_FOUND`: Company not found');
    const staffOnly = document.paths['/api/admin/publish']!.post!;
    expect(staffOnly.responses['401']!.description).toContain('`UNAUTHENTICATED`');
    expect(staffOnly.description).toContain('the permission `statuspage:edit`');
  });

  it('fails a route test whose response does not match the reference', async () => {
    const health = () => new Request(`${TEST_PUBLIC_URL}/api/health`);
    await expect(checkResponse(health(), Response.json({ ok: 'yes', db: true }))).rejects.toThrow(
      'GET /api/health answered 200 with a body that does not match its schema in the API reference',
    );
    await expect(checkResponse(health(), Response.json({ ok: true, db: true }, { status: 201 }))).rejects.toThrow(
      'GET /api/health answered 201, which its contract in edge/openapi/contracts/ does not document',
    );
    await expect(checkResponse(health(), Response.json({ message: 'oops' }, { status: 500 }))).rejects.toThrow(
      "GET /api/health answered 500 with a body that is not the API reference's Error",
    );
    await expect(checkResponse(health(), Response.json({ ok: true, db: true }))).resolves.toBeUndefined();
  });

  it('is served at /api/openapi.json, with this instance as its server', async () => {
    const res = await t.app.fetch(t.request('GET', '/api/openapi.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await jsonOf(res);
    expect(body.openapi).toBe('3.1.0');
    expect(body.servers).toEqual([{ url: TEST_PUBLIC_URL }]);
    expect(Object.keys(body.paths)).toContain('/api/tprm/v1/trust-data');
  });

  it('is rendered at /api/docs by the trust center’s own Swagger UI, with no inline script and a strict CSP', async () => {
    const res = await t.app.fetch(t.request('GET', '/api/docs'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https?:)/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api-docs\//);
      expect(body).toBe('');
    }
    // Nothing on the page comes from another site.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

describe('abuse limits in the reference', () => {
  it('names only documented routes as limited, and documents their 429', async () => {
    const { LIMITED_ROUTES, ROUTE_CONTRACTS } = await import('../../edge/openapi/contracts/index.ts');
    for (const route of LIMITED_ROUTES) {
      const found = ROUTE_CONTRACTS.find((c) => `${c.method} ${c.path}` === route);
      expect(found, route).toBeDefined();
      expect(found!.errors).toContain('TOO_MANY_REQUESTS');
    }
  });
});
