/**
 * The admin's draft store (`admin/stores/draft.ts`): a write of one record goes into the draft shown from its
 * answer, and no answer — of a write or of a whole-draft read — that arrives late undoes a later one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../admin/stores/draft.ts');

interface Item {
  itemUid: string;
  title: string;
}

/** A draft read the test answers when it chooses. */
interface PendingRead {
  answer(items: Item[], version: number): void;
}

let store: Store;
let reads: PendingRead[];

const item = (itemUid: string, title: string): Item => ({ itemUid, title });
const shown = () => (store.$draft.get() as unknown as { items: Item[] } | null)?.items;

function draftAnswer(items: Item[], version: number): Response {
  return new Response(JSON.stringify({ items, subprocessors: [] }), { status: 200, headers: { 'content-type': 'application/json', etag: `"${version}"` } });
}

/** Reads the draft once (answered at once) so the store shows `items` at `version`. */
async function showDraft(items: Item[], version: number): Promise<void> {
  const loading = store.loadDraft();
  reads.shift()!.answer(items, version);
  await loading;
}

beforeEach(async () => {
  reads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path !== '/api/admin/draft') throw new Error(`unexpected request: ${path}`);
      return new Promise<Response>((resolve) => reads.push({ answer: (items, version) => resolve(draftAnswer(items, version)) }));
    }),
  );
  vi.resetModules();
  store = await import('../../admin/stores/draft.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a write of one record', () => {
  it('puts the answered record into the draft shown, with the version it made for If-Match', async () => {
    await showDraft([item('itm_a', 'A'), item('itm_b', 'B')], 5);
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_b', record: item('itm_b', 'B2'), etag: '"6"' });
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_c', record: item('itm_c', 'C'), etag: '"7"' });
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: null, etag: '"8"' });
    expect(shown()).toEqual([item('itm_b', 'B2'), item('itm_c', 'C')]);
    expect(store.ifMatch()).toEqual({ 'if-match': '"8"' });
    expect(reads).toHaveLength(0);
  });

  it('reads the whole draft when someone else wrote in between', async () => {
    await showDraft([item('itm_a', 'A')], 5);
    const applying = store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: item('itm_a', 'Mine'), etag: '"7"' });
    expect(reads).toHaveLength(1);
    reads.shift()!.answer([item('itm_a', 'Mine'), item('itm_z', 'Theirs')], 7);
    await applying;
    expect(shown()).toEqual([item('itm_a', 'Mine'), item('itm_z', 'Theirs')]);
    expect(store.ifMatch()).toEqual({ 'if-match': '"7"' });
  });

  it('ignores an answer older than the draft shown', async () => {
    await showDraft([item('itm_a', 'A')], 5);
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: item('itm_a', 'Second'), etag: '"6"' });
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: item('itm_a', 'First'), etag: '"5"' });
    expect(shown()).toEqual([item('itm_a', 'Second')]);
    expect(store.ifMatch()).toEqual({ 'if-match': '"6"' });
  });
});

describe('a whole-draft read answered late', () => {
  it('does not undo a write applied after it started', async () => {
    await showDraft([item('itm_a', 'A')], 5);
    const loading = store.loadDraft();
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: item('itm_a', 'Saved'), etag: '"6"' });
    reads.shift()!.answer([item('itm_a', 'A')], 5);
    await loading;
    expect(shown()).toEqual([item('itm_a', 'Saved')]);
    expect(store.ifMatch()).toEqual({ 'if-match': '"6"' });
  });

  it('is taken when it shows the write or a newer draft', async () => {
    await showDraft([item('itm_a', 'A')], 5);
    const loading = store.loadDraft();
    await store.applyRecordWrite({ collection: 'items', recordId: 'itm_a', record: item('itm_a', 'Saved'), etag: '"6"' });
    reads.shift()!.answer([item('itm_a', 'Saved'), item('itm_z', 'Theirs')], 7);
    await loading;
    expect(shown()).toEqual([item('itm_a', 'Saved'), item('itm_z', 'Theirs')]);
  });

  it('does not replace a later read', async () => {
    await showDraft([item('itm_a', 'A')], 5);
    const first = store.loadDraft();
    const second = store.loadDraft();
    const [older, newer] = reads.splice(0, 2);
    newer!.answer([item('itm_a', 'Newer')], 7);
    await second;
    older!.answer([item('itm_a', 'Older')], 6);
    await first;
    expect(shown()).toEqual([item('itm_a', 'Newer')]);
  });
});
