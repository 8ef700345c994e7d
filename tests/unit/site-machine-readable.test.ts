import { describe, expect, it } from 'vitest';
import { SnapshotSchema, publicView, type SnapshotInput } from '../../content/index.ts';
import { escapeXml, llmsTxt, robotsTxt, securityTxt, sitemapPaths, sitemapXml, updatesFeed } from '../../site/lib/machine-readable.ts';
import { CANARIES, fixtureSnapshot } from '../integration/build-fixture.ts';

const SITE = 'https://trust.acme.example';
const NOW = Date.UTC(2026, 10, 21, 9, 30, 0);
const view = (input: SnapshotInput = fixtureSnapshot()) => publicView(SnapshotSchema.parse(input));

function fields(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z-]+): (.*)$/.exec(line);
    if (match) {
      const list = out[match[1]!] ?? [];
      out[match[1]!] = list;
      list.push(match[2]!);
    }
  }
  return out;
}

describe('security.txt (RFC 9116)', () => {
  it('has Contact from the security mailbox, Expires a year after the build, Canonical and Preferred-Languages', () => {
    const text = securityTxt(view(), { site: SITE, now: NOW });
    const f = fields(text);
    expect(f.Contact).toEqual(['mailto:security@acme.example']);
    expect(f.Expires).toEqual(['2027-11-21T09:30:00Z']);
    expect(f.Canonical).toEqual(['https://trust.acme.example/.well-known/security.txt']);
    expect(f['Preferred-Languages']).toEqual(['en']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('falls back to the support mailbox, then to the trust center address', () => {
    const input = fixtureSnapshot();
    input.customization = { ...input.customization, securityMailbox: '' };
    expect(fields(securityTxt(view(input), { site: SITE, now: NOW })).Contact).toEqual(['mailto:support@acme.example']);
    input.customization = { ...input.customization, supportMailbox: '' };
    expect(fields(securityTxt(view(input), { site: SITE, now: NOW })).Contact).toEqual(['https://trust.acme.example/']);
  });

  it('names a direct-to-site report page as the Policy', () => {
    const input = fixtureSnapshot();
    input.customization = {
      ...input.customization,
      reportIssue: { enabled: true, onClickAction: 'direct-to-site', reportUrl: 'https://acme.example/disclosure' },
    };
    expect(fields(securityTxt(view(input), { site: SITE, now: NOW })).Policy).toEqual(['https://acme.example/disclosure']);
  });
});

describe('updates feed (Atom)', () => {
  it('lists the public updates only, linked to their topic, with the message as HTML', () => {
    const xml = updatesFeed(view(), { site: SITE, portalTitle: 'Security Portal', now: NOW });
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain('<title>Acme Cloud Security Portal Updates</title>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://trust.acme.example/updates.xml"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
    expect(xml).toContain('<title>SOC 2 report renewed</title>');
    expect(xml).toContain('href="https://trust.acme.example/?tcuUid=topic-1"');
    expect(xml).toContain('<content type="html">&lt;p&gt;Our new report is available.&lt;/p&gt;');
    expect(xml).toContain('<updated>2026-10-01T00:00:00.000Z</updated>');
    expect(xml).not.toContain(CANARIES.privateUpdate);
  });

  it('is a valid empty feed when there are no updates, dated at the build', () => {
    const input = fixtureSnapshot();
    input.topics = [];
    const xml = updatesFeed(view(input), { site: SITE, portalTitle: 'Trust Center', now: NOW });
    expect(xml).not.toContain('<entry>');
    expect(xml).toContain(`<updated>${new Date(NOW).toISOString()}</updated>`);
  });

  it('escapes markup in subjects', () => {
    const input = fixtureSnapshot();
    input.topics![0]!.subject = 'Fix <script> & "quotes"';
    const xml = updatesFeed(view(input), { site: SITE, portalTitle: 'Trust Center', now: NOW });
    expect(xml).toContain('<title>Fix &lt;script&gt; &amp; &quot;quotes&quot;</title>');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home and every public item page, never a hidden item', () => {
    const paths = sitemapPaths(view());
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/item/soc-2');
    expect(paths).toContain('/item/pentest-report'); // restricted, listed by title
    expect(paths).not.toContain('/item/secret-item');
    expect(paths).not.toContain('/item/esg-report'); // on a hidden card
    const xml = sitemapXml(paths, SITE);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://trust.acme.example/item/soc-2</loc></url>');
  });

  it('lists product pages when there are several products', () => {
    const input = fixtureSnapshot();
    input.products!.push({ productId: 'prod-two', productName: 'Acme Two', productSlug: 'acme two' });
    expect(sitemapPaths(view(input))).toContain('/product/acme+two/');
  });

  it('robots.txt allows the site, keeps crawlers out of the API and admin, and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://trust.acme.example/sitemap.xml\n');
  });
});

describe('llms.txt', () => {
  it('is the public trust center as Markdown: title, summary, overview, items, subprocessors, FAQs, updates, contacts', () => {
    const text = llmsTxt(view(), { site: SITE, portalTitle: 'Security Portal' });
    expect(text.startsWith('# Acme Cloud Security Portal\n\n> Security and compliance at Acme Cloud.\n')).toBe(true);
    expect(text).toContain('## Overview\n\nWe keep **customer data** safe.');
    expect(text).toContain('- [SOC 2 Type II](https://trust.acme.example/item/soc-2): audited by Prescient');
    expect(text).toContain('- [ISO 27001](https://trust.acme.example/item/iso-27001): In Progress');
    expect(text).toContain('## Data Security');
    expect(text).toContain('### Encryption at rest\n\nEnabled. https://trust.acme.example/item/encryption-at-rest\n\nAll volumes use AES-256.');
    expect(text).toContain('- Keys rotate yearly');
    expect(text).toContain('### Penetration test report\n\nEnabled. Restricted: the details are available on request');
    expect(text).toContain('| Company | Purpose | Location |\n| --- | --- | --- |\n| Amazon Web Services | Hosting | EU |');
    expect(text).toContain('### Do you encrypt data?\n\nYes, at rest and in transit.');
    expect(text).toContain('### SOC 2 report renewed');
    expect(text).toContain('- Contact support: support@acme.example');
    for (const canary of Object.values(CANARIES)) expect(text).not.toContain(canary);
  });

  it('nests headings of quoted Markdown under their section', () => {
    const input = fixtureSnapshot();
    input.pages![0]!.config = { overview: { hidden: false, text: '# Big title\n\ntext' } };
    expect(llmsTxt(view(input), { site: SITE, portalTitle: 'Trust Center' })).toContain('## Overview\n\n### Big title');
  });
});
