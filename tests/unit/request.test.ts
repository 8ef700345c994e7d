/** The one client of the edge API: what a caller gets back for a good answer, an error answer and no answer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messageOf, request } from '../../site/lib/request.ts';

afterEach(() => vi.unstubAllGlobals());

const UNKNOWN = 'Unfortunately, an unknown error has occurred.';

function answer(body: unknown, status = 200, headers: Record<string, string> = { 'content-type': 'application/json' }): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
}

describe('request()', () => {
  it('returns the JSON body of a good answer and sends JSON writes with the session cookies', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answer({ ok: true, id: 'acc_1' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(request<{ ok: boolean; id: string }>('/api/admin/access/accounts', { method: 'POST', body: { name: 'Acme' } })).resolves.toEqual({
      ok: true,
      id: 'acc_1',
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/admin/access/accounts');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Acme"}' });
    expect(init!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('sends {} as the JSON body of a write without one, and no body with a read', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/admin/access/accounts/acc_1/revoke', { method: 'POST' });
    await request('/api/admin/access/accounts');
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{}');
    expect(fetchMock.mock.calls[1]![1]!.body).toBeUndefined();
    expect(fetchMock.mock.calls[1]![1]!.headers).not.toHaveProperty('content-type');
  });

  it('reads a good answer with the caller’s reader (a file download)', async () => {
    vi.stubGlobal('fetch', async () => answer('%PDF-1.7', 200, { 'content-type': 'application/pdf' }));
    const blob = await request('/api/file', { method: 'POST', read: (response) => response.blob() });
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it("turns an error body into an ApiError with the edge's message, code, issues and details", async () => {
    const body = {
      status: 400,
      error: 'Please enter a valid email address.',
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'email', message: 'A second message for the same field.' },
        { path: 'companyName', message: 'Company name is required.' },
      ],
      feedback: 'not_work_email',
    };
    vi.stubGlobal('fetch', async () => answer(body, 400));
    const error = await request('/api/share/org_x/request', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please enter a valid email address.', code: 'VALIDATION_FAILED', issues: body.issues, path: 'email' });
    expect((error as ApiError).details.feedback).toBe('not_work_email');
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Please enter a valid email address.', companyName: 'Company name is required.' });
    expect(messageOf(error)).toBe('Please enter a valid email address.');
  });

  it('keeps the rows of an import refused row by row', async () => {
    const issues = [{ row: 3, message: 'Question is required.' }];
    vi.stubGlobal('fetch', async () => answer({ status: 400, error: 'The file has errors; nothing was imported.', code: 'KB_IMPORT_INVALID', issues }, 400));
    const error = (await request('/api/admin/kb/import', { method: 'POST', raw: 'question\n', contentType: 'text/csv' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ message: 'The file has errors; nothing was imported.', code: 'KB_IMPORT_INVALID', issues, path: '' });
  });

  it('turns an error answer that is not JSON into the unknown error with its status', async () => {
    vi.stubGlobal('fetch', async () => answer('<html>Bad gateway</html>', 502, { 'content-type': 'text/html' }));
    const error = await request('/api/admin/draft').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: UNKNOWN, code: undefined, issues: [], path: '' });
  });

  it('turns a request that got no answer into the unknown error with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await request('/api/admin/draft').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: UNKNOWN, code: undefined });
    expect(messageOf(new TypeError('x'))).toBe(UNKNOWN);
  });
});

describe('ApiError.fromResponse', () => {
  it('reads status, code, message and issues from an edge error answer', async () => {
    const error = await ApiError.fromResponse(
      answer({ status: 409, error: 'This content was changed by someone else. Reload and try again.', code: 'CONFLICT' }, 409),
    );
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This content was changed by someone else. Reload and try again.', issues: [] });
  });
});
