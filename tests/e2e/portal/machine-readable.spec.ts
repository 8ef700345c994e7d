/** The demo portal's machine-readable outputs: security.txt, the Atom feed, sitemap, robots.txt, llms.txt. */
import { expect, test } from '@playwright/test';
import { expectNoCanaries } from '../support/canaries.ts';

test('/.well-known/security.txt follows RFC 9116', async ({ request, baseURL }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain('Contact: mailto:security@northwind.example\n');
  expect(text).toContain(`Canonical: ${baseURL}/.well-known/security.txt\n`);
  expect(text).toContain('Preferred-Languages: en\n');
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
  const inAYear = Date.now() + 365 * 24 * 60 * 60 * 1000;
  // A year after the build, which happened at most a day ago.
  expect(expires).toBeLessThanOrEqual(inAYear);
  expect(expires).toBeGreaterThan(inAYear - 24 * 60 * 60 * 1000);
});

test('/updates.xml is an Atom feed of the public updates only', async ({ request, baseURL }) => {
  const response = await request.get('/updates.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml/);
  const xml = await response.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml).toContain('<title>Our 2026 SOC 2 Type II report is available</title>');
  expect(xml).toContain(`href="${baseURL}/?tcuUid=tcu_soc2_2026"`);
  expect(xml).not.toContain('HIPAA readiness'); // its only update is private
  expect(xml).not.toContain('Draft: corporate phishing'); // hidden topic
  expectNoCanaries(xml, '/updates.xml');
});

test('/sitemap.xml lists the pages and /robots.txt points at it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/product/analytics/</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/product/platform/iso-27001</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
});

test('/llms.txt is the public trust center as Markdown', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('# Northwind Cloud Trust Center\n\n> ')).toBe(true);
  for (const heading of ['## Overview', '## Certifications', '## Subprocessors', '## Trust Center Updates', '## Contact']) expect(text).toContain(heading);
  expect(text).toContain('| Company | Purpose | Location | Additional Details |');
  expectNoCanaries(text, '/llms.txt');
});
