import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REQUEST_TIMEOUT_MS, submitAccessRequest } from '../../site/components/islands/access/access-client.ts';
import { ApiError } from '../../site/lib/request.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('access request client', () => {
  it('gives up on an access request after 120000 ms (visitor spec §7, §9)', async () => {
    expect(ACCESS_REQUEST_TIMEOUT_MS).toBe(120_000);
    const signal = new AbortController().signal;
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(signal);
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ status: 'Pending' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);

    await expect(submitAccessRequest('org_x', { email: 'a@b.co' })).resolves.toEqual({ status: 'Pending' });
    expect(timeout).toHaveBeenCalledWith(120_000);
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/share/org_x/request');
    expect(init.signal).toBe(signal);
  });

  it('turns a timed-out request into the unknown-error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    const error = await submitAccessRequest('org_x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unfortunately, an unknown error has occurred.');
  });
});
