import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok after querying the database', async () => {
    const res = await t.app.fetch(t.request('GET', '/api/health'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await jsonOf(res)).toEqual({ ok: true, db: true });
  });

  it('answers 503 when the database is gone', async () => {
    t.client.close();
    const res = await t.app.fetch(t.request('GET', '/api/health'));
    expect(res.status).toBe(503);
    expect(await jsonOf(res)).toEqual({ ok: false, db: false });
  });
});

describe('API errors', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.fetch(t.request('GET', '/api/nothing/here'));
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({ status: 404, error: 'No such API route', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a wrong method on a known path with the same 404', async () => {
    const res = await t.app.fetch(t.request('DELETE', '/api/health'));
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).code).toBe('ROUTE_NOT_FOUND');
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, '{"email": "a@b.co"', { 'content-type': 'application/json' }));
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({ status: 400, error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses a declared body over the limit with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1024 * 1024) });
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, big, { 'content-length': String(big.length) }));
    expect(res.status).toBe(413);
    expect(await jsonOf(res)).toEqual({ status: 413, error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    expect(t.outbox).toHaveLength(0);
  });

  it('refuses a streamed body without length once it passes the limit', async () => {
    const limited = await makeTestApp({ config: { maxBodyBytes: 1000 } });
    try {
      const chunk = new TextEncoder().encode(' '.repeat(400));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 5) controller.enqueue(chunk);
          else {
            controller.enqueue(new TextEncoder().encode('{"email":"a@b.co"}'));
            controller.close();
          }
        },
      });
      const request = new Request(`http://portal.test/api/share/${limited.org.id}/subscribe`, {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit);
      expect(request.headers.has('content-length')).toBe(false);
      const res = await limited.app.fetch(request);
      expect(res.status).toBe(413);
      expect((await jsonOf(res)).code).toBe('PAYLOAD_TOO_LARGE');
      expect(limited.outbox).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it('accepts a streamed body under the limit', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"streamed@example.com"}'));
        controller.close();
      },
    });
    const request = new Request(`http://portal.test/api/share/${t.org.id}/subscribe`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    const res = await t.app.fetch(request);
    expect(res.status).toBe(200);
    expect(t.outbox.map((m) => m.to)).toEqual(['streamed@example.com']);
  });

  it('turns an unexpected failure into 500 INTERNAL without leaking it, and logs it', async () => {
    t.client.close();
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'a@b.co' }));
    expect(res.status).toBe(500);
    expect(await jsonOf(res)).toEqual({ status: 500, error: 'Unfortunately, an unknown error has occurred.', code: 'INTERNAL' });
    expect(t.logs).toHaveLength(1);
    expect(String(t.logs[0]![0])).toContain('Unhandled error');
  });

  it('never caches API answers', async () => {
    const res = await t.app.fetch(t.request('GET', '/api/health'));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
