/**
 * A portal built from a fixture snapshot and served on its own port, for flows the demo organisation does not
 * configure (welcome modal, banner, cookie banner and consent, many documents, the updates bar). The build is the
 * real one (`buildSite`: Astro, then Pagefind); the server is the Node runtime's static file serving. `/api/*` is
 * not served here: specs stub what they need with `page.route`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SnapshotInput } from '../../../content/index.ts';
import { serveStatic } from '../../../edge/node/static.ts';
import { sendWebResponse, toWebRequest } from '../../../edge/node/server.ts';
import { buildSite } from '../../../edge/node/site-build/build-site.ts';
import { fixtureSnapshot } from '../../integration/build-fixture.ts';

export interface FixtureSite {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** Builds `snapshot` and serves it on a free loopback port. */
export async function serveFixtureSite(snapshot: SnapshotInput): Promise<FixtureSite> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-e2e-fixture-'));
  const snapshotFile = path.join(work, 'snapshot.json');
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
  const dir = path.join(work, 'site');
  const server: Server = createServer(async (req, res) => {
    const request = toWebRequest(req, res);
    await sendWebResponse(res, await serveStatic(dir, request), request.method, req.headers['accept-encoding']);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  await buildSite({ snapshotFile, outDir: dir, publicUrl: url });
  return {
    url,
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

const P = 'prod-main';
const HOUR = 60 * 60 * 1000;

/**
 * The build fixture with everything the demo leaves off: a banner, the welcome modal, the org's terms and privacy
 * links, a Cookiebot banner with its declaration, Google Analytics and a tag manager, help links to a site, the
 * branding disabled, an update from an hour ago, and 14 document items.
 */
export function shellFixture(now = Date.now()): SnapshotInput {
  const input = fixtureSnapshot();
  input.customization = {
    ...input.customization,
    banner: { assetId: 'hero_banner' },
    revision: 3,
    welcomeModal: { enabled: true, redirectUrl: '' },
    termsUrl: 'https://acme.example/terms',
    privacyUrl: 'acme.example/privacy',
    scripts: {
      gtag: 'G-TEST123',
      gtm: 'GTM-TEST42',
      cookie_banner: { show: true, type: 'cookiebot', showDeclaration: true, cbid: 'cb-1234' },
    },
    contactSupport: { enabled: true, onClickAction: 'direct-to-site', supportUrl: 'https://help.acme.example/support' },
    reportIssue: { enabled: true, onClickAction: 'send-email', reportUrl: '' },
    disablePoweredBy: true,
    updatesBarDays: 2,
  };
  // Updates high on the page, so the highlighted topic can be scrolled to 200px from the top.
  input.pages![0]!.sectionOrder = ['overview', 'updates', 'certifications', 'subprocessors', 'documents', 'cards', 'knowledge_base', 'help'];
  input.topics!.push({
    id: 'topic-fresh',
    subject: 'New subprocessor added',
    category: 'subprocessors',
    updates: [{ id: 'u-fresh', message: 'We now use a new email provider.', createdAt: now - HOUR, updatedAt: now - HOUR }],
  });
  for (let i = 1; i <= 14; i++) {
    const n = String(i).padStart(2, '0');
    input.files!.push({ fileId: `file-doc-${n}`, originalName: `document-${n}.pdf`, contentType: 'application/pdf', blobKey: `docs/${n}.pdf` });
    input.items!.push({
      itemUid: `doc-${n}`,
      productId: P,
      cardKind: 'documents',
      title: `Document ${n}`,
      slug: `document-${n}`,
      position: i,
      files: [`file-doc-${n}`],
    });
  }
  return input;
}
