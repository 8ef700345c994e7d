/**
 * Item views with their duration (`site/lib/item-view-timer.ts`) and share events (`site/lib/page-analytics.ts`),
 * with a stand-in document, window and `navigator.sendBeacon`: what is sent, when, and how long the item counted
 * as open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPreviewUrl, startItemViewTimer } from '../../site/lib/item-view-timer.ts';
import { pageItemUid, trackShare } from '../../site/lib/page-analytics.ts';

let clock = 0;
let doc: EventTarget & { visibilityState: 'visible' | 'hidden'; documentElement: { dataset: Record<string, string> }; querySelector(s: string): unknown };
let win: EventTarget;
let beacons: { url: string; blob: Blob }[];

async function sent(): Promise<{ url: string; body: Record<string, unknown> }[]> {
  return Promise.all(beacons.map(async (b) => ({ url: b.url, body: JSON.parse(await b.blob.text()) })));
}

function setVisibility(state: 'visible' | 'hidden') {
  doc.visibilityState = state;
  doc.dispatchEvent(new Event('visibilitychange'));
}

function pageshow(persisted: boolean) {
  const event = Object.assign(new Event('pageshow'), { persisted });
  win.dispatchEvent(event);
}

const target = { orgId: 'org_acme', itemUid: 'itm_policy', productId: 'main' };
const now = () => clock;

beforeEach(() => {
  clock = 1000;
  beacons = [];
  let marker: { dataset: Record<string, string> } | null = null;
  doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as const,
    documentElement: { dataset: { orgId: 'org_acme' } as Record<string, string> },
    querySelector: (selector: string) => (selector === '[data-item-view]' ? marker : null),
    setMarker: (m: typeof marker) => (marker = m),
  });
  win = new EventTarget();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, blob: Blob) => {
      beacons.push({ url, blob });
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startItemViewTimer', () => {
  it('sends the time the item was open when it closes, once', async () => {
    const close = startItemViewTimer(target, now);
    clock += 1500;
    close();
    close();
    expect(await sent()).toEqual([
      { url: '/api/share/org_acme/events', body: { type: 'item_view', itemUid: 'itm_policy', durationMs: 1500, productId: 'main' } },
    ]);
  });

  it('sends when the page is hidden or left, and not again on close', async () => {
    const close = startItemViewTimer(target, now);
    clock += 800;
    setVisibility('hidden');
    clock += 5000;
    win.dispatchEvent(new Event('pagehide'));
    close();
    const events = await sent();
    expect(events).toHaveLength(1);
    expect(events[0]!.body.durationMs).toBe(800);
  });

  it('counts only visible time of a page opened in the background', async () => {
    doc.visibilityState = 'hidden';
    const close = startItemViewTimer(target, now);
    clock += 10_000;
    setVisibility('visible');
    clock += 2000;
    win.dispatchEvent(new Event('pagehide'));
    close();
    expect((await sent()).map((e) => e.body.durationMs)).toEqual([2000]);
  });

  it('sends nothing for a page that was never visible', async () => {
    doc.visibilityState = 'hidden';
    const close = startItemViewTimer(target, now);
    clock += 3000;
    close();
    expect(beacons).toHaveLength(0);
  });

  it('counts a page restored from the back/forward cache as a new view', async () => {
    startItemViewTimer(target, now);
    clock += 1000;
    win.dispatchEvent(new Event('pagehide'));
    pageshow(false);
    clock += 100;
    pageshow(true);
    clock += 700;
    win.dispatchEvent(new Event('pagehide'));
    expect((await sent()).map((e) => e.body.durationMs)).toEqual([1000, 700]);
  });

  it('stops listening once closed', async () => {
    const close = startItemViewTimer(target, now);
    clock += 100;
    close();
    pageshow(true);
    clock += 100;
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });
});

describe('isPreviewUrl', () => {
  it('knows staff preview addresses', () => {
    expect(isPreviewUrl('?permissionProfileId=pp_1')).toBe(true);
    expect(isPreviewUrl('?accountId=acc_1&x=1')).toBe(true);
    expect(isPreviewUrl('?product=cloud')).toBe(false);
    expect(isPreviewUrl('')).toBe(false);
  });
});

describe('trackShare', () => {
  it("sends the share choice to the page's organisation, with the item of an item page", async () => {
    trackShare('copy');
    (doc as unknown as { setMarker(m: unknown): void }).setMarker({ dataset: { itemView: 'itm_policy' } });
    expect(pageItemUid()).toBe('itm_policy');
    trackShare('linkedin');
    expect(await sent()).toEqual([
      { url: '/api/share/org_acme/events', body: { type: 'share', channel: 'copy' } },
      { url: '/api/share/org_acme/events', body: { type: 'share', channel: 'linkedin', itemUid: 'itm_policy' } },
    ]);
  });
});
