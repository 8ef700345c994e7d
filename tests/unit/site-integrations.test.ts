import { describe, expect, it } from 'vitest';
import type { PortalView, ViewItem } from '../../content/policy.ts';
import { connectedIntegrations } from '../../site/lib/integrations.ts';

function item(itemUid: string, integrations: ViewItem['integrations'], extra: Partial<ViewItem> = {}): ViewItem {
  return { itemUid, productId: 'p1', locked: false, integrations, cardKind: 'infrastructure', position: 0, ...extra } as ViewItem;
}

function view(items: ViewItem[], features: string[] = ['integrations']): PortalView {
  const cards = [
    { productId: 'p1', kind: 'overview', position: 0 },
    { productId: 'p1', kind: 'infrastructure', position: 3 },
  ];
  return { items, cards, plan: { name: 'Growth', features } } as unknown as PortalView;
}

const hackerone = (link: string, enabled = true) => ({ hackerone: { allowed: true, enabled, link } });
const statuspage = (url: string, showInCard = true) => ({ statuspage: { allowed: true, showInCard, url } });

describe('connectedIntegrations (which item shows live integration data on the public page)', () => {
  it("picks the product's first item with an enabled, valid HackerOne link and the first status page shown in its card", () => {
    const items = [
      item('off', hackerone('https://hackerone.com/acme', false)),
      item('bad-link', hackerone('https://hackerone.com/acme?type=team')),
      item('bounty', hackerone('https://hackerone.com/acme')),
      item('hidden-status', statuspage('https://status.acme.com', false)),
      item('status', statuspage('https://status.acme.com')),
      item('other-product', hackerone('https://hackerone.com/other'), { productId: 'p2' }),
    ];
    const connected = connectedIntegrations(view(items), 'p1');
    expect(connected.bugBounty?.itemUid).toBe('bounty');
    expect(connected.statusPages.map((item) => item.itemUid)).toEqual(['status']);
    expect(connectedIntegrations(view(items), 'p2').bugBounty?.itemUid).toBe('other-product');
  });

  it('lists every item with a connected status page in page order: an Overview item first', () => {
    const items = [
      item('infra', statuspage('https://status.acme.com/infra'), { position: 0 }),
      item('overview', statuspage('https://status.acme.com'), { cardKind: 'overview', position: 2 }),
    ];
    expect(connectedIntegrations(view(items), 'p1').statusPages.map((i) => i.itemUid)).toEqual(['overview', 'infra']);
  });

  it('ignores locked items and plans without integrations', () => {
    const items = [item('locked', { ...hackerone('https://hackerone.com/acme'), ...statuspage('https://status.acme.com') }, { locked: true })];
    expect(connectedIntegrations(view(items), 'p1')).toEqual({ bugBounty: undefined, statusPages: [] });
    const open = [item('open', { ...hackerone('https://hackerone.com/acme'), ...statuspage('https://status.acme.com') })];
    expect(connectedIntegrations(view(open, []), 'p1')).toEqual({ statusPages: [] });
  });
});
