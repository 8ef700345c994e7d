/**
 * The portal's machine-readable outputs, built from the public view only (the same input as the HTML, so they
 * can never say more than the page):
 *
 * - `/.well-known/security.txt` — RFC 9116 (https://www.rfc-editor.org/rfc/rfc9116)
 * - `/updates.xml` — an Atom feed (RFC 4287) of the public trust center updates
 * - `/sitemap.xml` — the sitemaps.org protocol
 * - `/robots.txt` — pointing crawlers at the sitemap, away from the API and the admin
 * - `/llms.txt` — the public trust center as one Markdown document (https://llmstxt.org)
 *
 * Pure functions of their inputs; the Astro endpoints under `site/pages/` only call them.
 */
import { ENABLED_STATE_LABELS, type PortalView } from '../../content/index.ts';
import { renderMarkdown } from '../../content/markdown.ts';
import {
  gridCards,
  itemHref,
  knowledgeBaseEntries,
  overviewText,
  productPage,
  productPages,
  subprocessorTable,
  certificationItems,
  defaultProduct,
  helpLinks,
  updateTopics,
} from './portal.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** `path` on the portal's public address. */
function absolute(site: URL | string, path: string): string {
  return new URL(path, site).href;
}

// ---------------------------------------------------------------------------------------------------------------
// security.txt

export interface SecurityTxtOptions {
  /** The portal's public address. */
  site: URL | string;
  /** Build time (ms); `Expires` is one year later. */
  now: number;
}

/** The `mailto:` contact of security.txt: the security mailbox, else the support mailbox; null when neither. */
export function securityContact(view: PortalView): string | null {
  const mailbox = view.customization.securityMailbox.trim() || view.customization.supportMailbox.trim();
  return mailbox ? `mailto:${mailbox}` : null;
}

/**
 * RFC 9116 security.txt: `Contact` (required; the organisation's security mailbox, else its support mailbox, else
 * the trust center itself), `Expires` one year after the build (required), `Canonical` and `Preferred-Languages`.
 */
export function securityTxt(view: PortalView, { site, now }: SecurityTxtOptions): string {
  const contact = securityContact(view) ?? absolute(site, '/');
  const expires = new Date(now + YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const policy =
    view.customization.reportIssue.enabled && view.customization.reportIssue.onClickAction === 'direct-to-site'
      ? view.customization.reportIssue.reportUrl.trim()
      : '';
  const lines = [
    `# Security contact of ${view.organization.name}. See ${absolute(site, '/')} for its security and compliance.`,
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    ...(policy && /^https:\/\//i.test(policy) ? [`Policy: ${policy}`] : []),
    `Canonical: ${absolute(site, '/.well-known/security.txt')}`,
    'Preferred-Languages: en',
  ];
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Atom feed

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text escaped for XML content and attribute values. */
export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped rather than escaped.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are control characters
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const iso = (ms: number) => new Date(ms).toISOString();

export interface FeedOptions {
  site: URL | string;
  /** Portal title shown in the feed title. */
  portalTitle: string;
  /** Used as the feed's `updated` when there is no update at all. */
  now: number;
}

/**
 * The Atom feed of public trust center updates: one entry per update (newest first), titled by its topic's
 * subject, linking to the topic on the page (`/?tcuUid={topic id}`), with the message as HTML.
 */
export function updatesFeed(view: PortalView, { site, portalTitle, now }: FeedOptions): string {
  const entries = updateTopics(view)
    .flatMap((topic) => topic.updates.map((update) => ({ topic, update })))
    .sort((a, b) => (b.update.updatedAt || b.update.createdAt) - (a.update.updatedAt || a.update.createdAt));
  const updated = entries.length ? Math.max(...entries.map((e) => e.update.updatedAt || e.update.createdAt)) : now;
  const name = `${view.organization.name} ${portalTitle}`;
  const home = absolute(site, '/');
  const self = absolute(site, '/updates.xml');
  const body = entries.map(({ topic, update }) => {
    const link = absolute(site, `/?tcuUid=${encodeURIComponent(topic.id)}`);
    return [
      '  <entry>',
      `    <id>${escapeXml(`${self}#${update.id}`)}</id>`,
      `    <title>${escapeXml(topic.subject)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${iso(update.createdAt)}</published>`,
      `    <updated>${iso(update.updatedAt || update.createdAt)}</updated>`,
      `    <category term="${escapeXml(topic.category)}"/>`,
      `    <content type="html">${escapeXml(renderMarkdown(update.message))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(`${name} Updates`)}</title>`,
    `  <subtitle>${escapeXml(`Security, privacy and compliance updates from ${view.organization.name}.`)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <updated>${iso(updated)}</updated>`,
    `  <author><name>${escapeXml(view.organization.name)}</name></author>`,
    ...body,
    '</feed>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// sitemap.xml and robots.txt

/** Every public page worth listing: home, product pages and item pages (not error pages). */
export function sitemapPaths(view: PortalView): string[] {
  const paths = ['/', ...productPages(view).map((p) => p.path), ...view.items.map((item) => itemHref(view, item))];
  return [...new Set(paths)];
}

/** The sitemap of `paths` on `site`. */
export function sitemapXml(paths: string[], site: URL | string): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(absolute(site, path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and the admin are not pages. */
export function robotsTxt(site: URL | string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${absolute(site, '/sitemap.xml')}`, ''].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// llms.txt

/** Text for one Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** Markdown headings inside content move down so they nest under the section they are quoted in. */
function nested(markdown: string, depth: number): string {
  return markdown.replace(/^(#{1,6})(?=\s)/gm, (hashes) => '#'.repeat(Math.min(6, hashes.length + depth)));
}

export interface LlmsTxtOptions {
  site: URL | string;
  portalTitle: string;
}

/**
 * The public trust center as one Markdown document in the llms.txt layout: a title, a one-line summary, then the
 * default product's overview, certifications, cards with their items, subprocessors, FAQs, updates and contacts.
 * Restricted items appear by title only, as on the page.
 */
export function llmsTxt(view: PortalView, { site, portalTitle }: LlmsTxtOptions): string {
  const org = view.organization;
  const product = defaultProduct(view);
  const productId = product.productId;
  const config = productPage(view, productId).config;
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);

  push(`# ${org.name} ${portalTitle}`, '');
  push(`> ${(org.description || `Security, privacy and compliance at ${org.name}.`).replace(/\s+/g, ' ').trim()}`, '');
  push(`This is the public trust center of ${org.name} at ${absolute(site, '/')}. Restricted documents and details are available on request there.`, '');

  if (!config.overview.hidden) push('## Overview', '', nested(overviewText(view, productId, portalTitle).trim(), 2), '');

  const certifications = config.certifications.hidden ? [] : certificationItems(view, productId);
  if (certifications.length) {
    push('## Certifications', '');
    for (const item of certifications) {
      const details = [item.auditor && `audited by ${item.auditor}`, item.enabledState !== 'enabled' && ENABLED_STATE_LABELS[item.enabledState]]
        .filter(Boolean)
        .join(', ');
      push(`- [${item.title}](${absolute(site, itemHref(view, item))})${details ? `: ${details}` : ''}`);
    }
    push('');
  }

  for (const { title, items } of gridCards(view, productId)) {
    if (items.length === 0) continue;
    push(`## ${title}`, '');
    for (const item of items) {
      const url = absolute(site, itemHref(view, item));
      const state = ENABLED_STATE_LABELS[item.enabledState];
      if (item.locked) {
        push(`### ${item.title}`, '', `${state}. Restricted: the details are available on request at ${url}`, '');
        continue;
      }
      push(`### ${item.title}`, '', `${state}. ${url}`, '');
      if (item.explanation.trim()) push(nested(item.explanation.trim(), 3), '');
      if (item.listEntries.length) push(...item.listEntries.map((entry) => `- ${entry}`), '');
    }
  }

  const table = subprocessorTable(view, productId);
  if (!config.subprocessors.hidden && table.rows.length) {
    const columns: [string, (row: (typeof table.rows)[number]) => string][] = [['Company', (r) => r.company.name]];
    if (table.columns.purpose) columns.push(['Purpose', (r) => r.purpose]);
    if (table.columns.location) columns.push(['Location', (r) => r.location]);
    if (table.columns.additionalDetails) columns.push(['Additional Details', (r) => r.additionalDetails]);
    push('## Subprocessors', '');
    push(`| ${columns.map(([name]) => name).join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`);
    for (const row of table.rows) push(`| ${columns.map(([, value]) => cell(value(row))).join(' | ')} |`);
    push('');
  }

  const faqs = knowledgeBaseEntries(view, productId);
  if (faqs.length) {
    push('## Knowledge Base (FAQs)', '');
    for (const entry of faqs) {
      push(`### ${entry.content.replace(/\s+/g, ' ').trim()}`, '');
      if (entry.answer.trim()) push(nested(entry.answer.trim(), 3), '');
      if (entry.comment.trim()) push(entry.comment.trim(), '');
    }
  }

  const topics = updateTopics(view);
  if (topics.length) {
    push('## Trust Center Updates', '');
    for (const topic of topics) {
      const latest = [...topic.updates].sort((a, b) => b.createdAt - a.createdAt)[0]!;
      push(
        `### ${topic.subject}`,
        '',
        `${new Date(latest.createdAt).toISOString().slice(0, 10)} · ${topic.category}`,
        '',
        nested(latest.message.trim(), 3),
        '',
      );
    }
  }

  const contacts = helpLinks(view);
  if (contacts.length) {
    push('## Contact', '');
    for (const link of contacts) push(`- ${link.label}: ${link.href.replace(/^mailto:/, '')}`);
    push('');
  }

  const others = productPages(view);
  if (others.length) {
    push('## Other products', '');
    for (const { product: other, path } of others) push(`- [${other.productName}](${absolute(site, path)})`);
    push('');
  }
  push(
    '## Machine-readable',
    '',
    `- [Updates feed (Atom)](${absolute(site, '/updates.xml')})`,
    `- [security.txt](${absolute(site, '/.well-known/security.txt')})`,
    `- [Public data (JSON)](${absolute(site, '/trust.json')})`,
    '',
  );
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
