/** The visitor side's conversation client: spec texts for a missing product id, error mapping, sort order. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchComments, postComment, sortComments, type Comment } from '../../site/components/islands/conversation-client.ts';
import { ApiError } from '../../site/lib/request.ts';

afterEach(() => vi.unstubAllGlobals());

const comment = (id: string, timestamp: number): Comment => ({ id, itemUid: 'itm', content: id, timestamp, productId: 'main' });

describe('conversation client', () => {
  it('refuses to load without a product id, with the spec text, and without calling the edge', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchComments({ orgId: 'org', itemUid: 'itm', productId: '' })).rejects.toThrow('Product id is required to load relevant comments.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls GET ?itemUid&productId and POST {itemUid, content, productId} on the comments base', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify([comment('c1', 1)]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchComments({ orgId: 'org_x', itemUid: 'itm_1', productId: 'main' })).toHaveLength(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/share/org_x/comments?itemUid=itm_1&productId=main');
    await postComment({ orgId: 'org_x', itemUid: 'itm_1', productId: 'main' }, 'Hello');
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toBe('/api/share/org_x/comments');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ itemUid: 'itm_1', content: 'Hello', productId: 'main' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("turns an error response into an ApiError with the edge's text", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 401, error: 'A user must be logged in to view comments.', code: 'COMMENTS_LOGIN_REQUIRED' }), { status: 401 }),
    );
    const error = await fetchComments({ orgId: 'o', itemUid: 'i', productId: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'A user must be logged in to view comments.', status: 401, code: 'COMMENTS_LOGIN_REQUIRED' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await expect(postComment({ orgId: 'o', itemUid: 'i', productId: 'p' }, 'x')).rejects.toMatchObject({
      message: 'Unfortunately, an unknown error has occurred.',
      status: 0,
    });
  });

  it('sorts oldest first, by id within the same millisecond', () => {
    expect(sortComments([comment('b', 5), comment('c', 1), comment('a', 5)]).map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });
});
