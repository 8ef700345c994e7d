#!/usr/bin/env node
/**
 * End-to-end run of the Cloudflare deployment in workerd, offline, as the README's rehearsal does it: the real
 * Worker (`wrangler.toml`, `edge/worker.ts`) under `wrangler dev` with local D1 and R2, driven through the real CLI.
 *
 *   node tests/smoke/workerd.mjs [--assets <dir>] [--data-dir <dir>]
 *
 * `--data-dir` is a Node data folder holding the demo organisation (the canary step's), `--assets` its site build;
 * without them the demo is imported into a fresh folder (no build) and a placeholder page is served first.
 *
 *   1. `glasshouse cloudflare push --local` copies the demo into D1 and R2;
 *   2. `glasshouse cloudflare dev` (npm run dev:worker) starts wrangler dev, its mail sink and its deploy runner;
 *   3. forged or unsigned deploy hook, deploy report and build token requests are refused (401);
 *   4. staff sign in through the mail sink, edit the draft and publish: the revision waits as building, the
 *      signed hook reaches the local runner, which runs `glasshouse build --from`, reports deploying, serves the new
 *      build by restarting wrangler dev and reports live — the admin status goes waiting → deploying → live and the
 *      edit is on the item page, served without a trailing slash and with its canonical address;
 *   5. a visitor's access request is approved; the member signs in through the emailed link and downloads a gated
 *      document from R2 and a bulk zip; semantic search and an AI answer work for the member;
 *   6. a subscription is confirmed through its emailed link;
 *   7. the security headers: the site's `_headers` on pages (CSP with hashes, the admin never framed), the API's
 *      own on `/api/*`; a cross-site write is refused (403) and a fifth subscribe request for one address is
 *      refused by the abuse limits, counted in D1 (429, Retry-After);
 *   8. no sign-in link or token appears in the Worker's own log.
 *
 * Every process is stopped (its whole process group) whatever happens.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signalProcessGroup, stopProcessGroup } from '../../scripts/lib/processes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'scripts', 'glasshouse.mjs');
const ORG = { id: 'org_northwind', slug: 'northwind' };
const STAFF = 'admin@example.com';
/** A public item of the demo, and where its page is. */
const ITEM = { uid: 'itm_pf_information_security_policy', path: '/product/platform/information-security-policy' };
/** A gated document (item not public, view and download) and its item. */
const GATED = { fileId: 'file_pentest_summary', itemUid: 'itm_pf_penetration_test_summary' };
const PRODUCT = 'prod_platform';
const PUBLISH_TIMEOUT_MS = 6 * 60_000;

const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(path.delimiter),
  CI: 'true',
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  FORCE_COLOR: '0',
};

const workDir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-workerd-'));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function argValue(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let passed = 0;
function check(condition, message, detail) {
  if (!condition)
    throw new Error(
      `${message}${detail === undefined ? '' : `\n  got: ${typeof detail === 'string' ? detail.slice(0, 2000) : JSON.stringify(detail).slice(0, 2000)}`}`,
    );
  passed += 1;
  console.log(`  ✓ ${message}`);
}
const step = (text) => console.log(`  · ${text} (${elapsed()})`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Children still running (their process groups are stopped on the way out). */
const children = new Set();

/** Runs the CLI to completion; resolves with its output, rejects with it. */
function cli(args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`glasshouse ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

async function readBody(response) {
  const text = await response.text();
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    return { text, json: undefined };
  }
}

/** Decodes a quoted-printable MIME part (what the mail sink's .eml files hold). */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for a new message of the mail sink to `to` whose decoded text matches, and returns that text. */
async function waitForMail(mailDir, seen, to, pattern) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml') && !seen.has(f)) : [];
    for (const file of files.sort()) {
      const source = readFileSync(path.join(mailDir, file), 'utf8');
      if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(source) && pattern.test(decodeQuotedPrintable(source))) {
        seen.add(file);
        return decodeQuotedPrintable(source);
      }
    }
    await sleep(250);
  }
  throw new Error(`no email to ${to} matching ${pattern} in ${mailDir}`);
}

const linkIn = (text, part) =>
  text
    .match(/https?:\/\/[^\s<>"')\]]+/g)
    ?.find((u) => u.includes(part))
    ?.replaceAll('&amp;', '&');
const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

let dev;
let devOutput = '';
let browser;
let page;

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const state = path.join(workDir, 'state');
  const mailDir = path.join(workDir, 'mail');
  const buildsDir = path.join(workDir, 'builds');
  const varsFile = path.join(workDir, 'dev.vars');
  const givenAssets = argValue('--assets');
  const assets = givenAssets && existsSync(path.join(givenAssets, 'index.html')) ? path.resolve(givenAssets) : path.join(workDir, 'no-site');
  let dataDir = argValue('--data-dir') && existsSync(path.join(argValue('--data-dir'), 'glasshouse.db')) ? path.resolve(argValue('--data-dir')) : undefined;
  console.log(`workerd end-to-end (state: ${workDir}, data: ${dataDir ?? 'the demo, imported'}, first site: ${givenAssets ?? 'placeholder'})`);

  // 1. Content into D1 and R2.
  if (!dataDir) {
    dataDir = path.join(workDir, 'data');
    mkdirSync(dataDir, { recursive: true });
    await cli(['import', path.join(ROOT, 'content', 'demo')], { DATA_DIR: dataDir });
    step('imported the demo into a fresh data folder');
  }
  const pushed = await cli(['cloudflare', 'push', '--local', '--persist-to', state], { DATA_DIR: dataDir });
  check(
    /Copied northwind to D1 and R2 \(local .*\): \d+ rows .* and \d+ files\./.test(pushed),
    'cloudflare push --local copies the demo into D1 and R2',
    pushed,
  );
  const again = await cli(['cloudflare', 'push', '--local', '--persist-to', state], { DATA_DIR: dataDir });
  check(/Copied northwind/.test(again), 'cloudflare push --local runs again without harm', again);

  // 2. wrangler dev with the mail sink and the deploy runner.
  dev = spawn(
    process.execPath,
    [
      CLI,
      'cloudflare',
      'dev',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--vars-file',
      varsFile,
      '--mail-dir',
      mailDir,
      '--builds-dir',
      buildsDir,
      '--assets',
      assets,
      '--public-url',
      base,
    ],
    { cwd: ROOT, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  dev.stdout.on('data', (chunk) => (devOutput += chunk));
  dev.stderr.on('data', (chunk) => (devOutput += chunk));
  const deadline = Date.now() + 4 * 60_000;
  while (!/The Worker answers on/.test(devOutput)) {
    if (dev.exitCode !== null) throw new Error(`glasshouse cloudflare dev exited (${dev.exitCode})`);
    if (Date.now() > deadline) throw new Error('glasshouse cloudflare dev did not start within 4 minutes');
    await sleep(250);
  }
  const hookUrl = devOutput.match(/Deploy hook \(the local runner\): (\S+)/)?.[1];
  step(`wrangler dev ready on ${base}`);
  const secrets = Object.fromEntries(
    readFileSync(varsFile, 'utf8')
      .split('\n')
      .map((l) => /^([A-Z_]+)=(.+)$/.exec(l))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  check(
    secrets.SESSION_SECRET?.length >= 32 && secrets.GLASSHOUSE_DEPLOY_SECRET?.length >= 32,
    'npm run dev:worker generated the local secrets into its vars file',
  );

  {
    const response = await fetch(`${base}/api/health`);
    const { json, text } = await readBody(response);
    check(response.status === 200 && json?.ok === true, 'GET /api/health answers 200 from D1', text);
  }
  {
    const response = await fetch(`${base}/`);
    const text = await response.text();
    check(response.status === 200 && /<html/i.test(text), 'GET / is served from the static assets', `${response.status} ${text.slice(0, 200)}`);
  }

  // 3. Forged and unsigned machine requests.
  {
    const body = JSON.stringify({ event: 'publish', orgId: ORG.id, revision: 1, sentAt: Date.now() });
    const unsigned = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const forged = await fetch(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-glasshouse-signature': `sha256=${'0'.repeat(64)}` },
      body,
    });
    check(
      unsigned.status === 401 && forged.status === 401,
      'the deploy runner refuses an unsigned or forged hook call (401)',
      `${unsigned.status} ${forged.status}`,
    );

    const report = JSON.stringify({ revision: 1, status: 'live', sentAt: Date.now() });
    const reportUnsigned = await fetch(`${base}/api/deploy/_/revisions/1/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: report,
    });
    const reportForged = await fetch(`${base}/api/deploy/_/revisions/1/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-glasshouse-signature': `sha256=${'ab'.repeat(32)}` },
      body: report,
    });
    check(
      reportUnsigned.status === 401 && reportForged.status === 401,
      'the Worker refuses an unsigned or forged deploy report (401)',
      `${reportUnsigned.status} ${reportForged.status}`,
    );

    const forgedToken = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ purpose: 'glasshouse-build', org: '_', rev: 1, exp: 9999999999 })).toString('base64url')}.${'A'.repeat(43)}`;
    const noToken = await fetch(`${base}/api/deploy/_/revisions/1/snapshot`);
    const badToken = await fetch(`${base}/api/deploy/_/revisions/1/snapshot`, { headers: { authorization: `Bearer ${forgedToken}` } });
    const { json } = await readBody(badToken);
    check(
      noToken.status === 401 && badToken.status === 401 && json?.code === 'BUILD_TOKEN_INVALID',
      'the Worker refuses a build download without a valid build token (401)',
      `${noToken.status} ${badToken.status}`,
    );
  }

  // 4. Staff sign in through the mail sink, edit, publish. When the first site is a real build, in Chromium
  // through the admin (the placeholder of a fresh start has no admin page: then through the API).
  const seen = new Set();
  let staffCookie;
  const withAdmin = (await fetch(`${base}/admin`)).status === 200;
  if (withAdmin) {
    const { chromium } = await import('@playwright/test');
    const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    browser = await chromium.launch({ executablePath });
    page = await (await browser.newContext({ baseURL: base })).newPage();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(STAFF);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('Check your email for a sign-in link.').waitFor();
    check(true, 'staff ask for a sign-in link in the admin (Chromium)');
    const mail = await waitForMail(mailDir, seen, STAFF, /\/api\/admin\/auth\/callback\?token=/);
    const link = linkIn(mail, '/api/admin/auth/callback?token=');
    check(link?.startsWith(`${base}/api/admin/auth/callback?token=`), 'the sign-in email reached the mail sink with its link', mail.slice(0, 500));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Publishing' }).waitFor();
    staffCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    check(staffCookie.includes('gh_staff='), 'the link signs the staff member in to the admin');
  } else {
    const response = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF }),
    });
    check(response.status === 200, 'staff ask for a sign-in link', response.status);
    const mail = await waitForMail(mailDir, seen, STAFF, /\/api\/admin\/auth\/callback\?token=/);
    const link = linkIn(mail, '/api/admin/auth/callback?token=');
    check(link?.startsWith(`${base}/api/admin/auth/callback?token=`), 'the sign-in email reached the mail sink with its link', mail.slice(0, 500));
    const callback = await fetch(link, { redirect: 'manual' });
    staffCookie = cookiesOf(callback);
    check(
      callback.status === 302 && callback.headers.get('location') === '/admin' && staffCookie.includes('gh_staff='),
      'the link signs the staff member in',
      `${callback.status} ${callback.headers.get('location')}`,
    );
  }
  const staff = (method, url, body) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie: staffCookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const marker = `Reviewed on the edge ${crypto.randomUUID().slice(0, 8)}`;
  {
    const before = await (await fetch(`${base}${ITEM.path}`)).text();
    check(!before.includes(marker), 'the item page does not show the edit before it is published');
    const draft = (await readBody(await staff('GET', '/api/admin/draft'))).json;
    const item = (draft?.snapshot ?? draft)?.items?.find((i) => i.itemUid === ITEM.uid);
    check(Boolean(item), 'staff read the draft from D1', JSON.stringify(draft).slice(0, 300));
    const saved = await staff('PUT', `/api/admin/draft/items/${ITEM.uid}`, { ...item, explanation: marker });
    check(saved.status === 200, 'staff edit an item of the draft', `${saved.status} ${(await saved.text()).slice(0, 300)}`);
  }

  let revision;
  {
    let response;
    if (page) {
      await page.reload();
      const published = page.waitForResponse((r) => r.url().endsWith('/api/admin/publish') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      response = await published;
    } else {
      response = await staff('POST', '/api/admin/publish', {});
    }
    const { json, text } = await readBody(response);
    revision = json?.revision;
    const code = typeof response.status === 'function' ? response.status() : response.status;
    check(code === 202, 'publish freezes a revision (202)', `${code} ${text}`);
    check(Number.isInteger(revision), 'publish answers the revision number', text);
    if (page) {
      await page.getByText('Waiting for the build…').first().waitFor({ timeout: 30_000 });
      check(true, 'the admin shows "Waiting for the build…"');
    }
    // The build takes a while: right after publishing, the revision is building, not live.
    const revisions = (await readBody(await staff('GET', '/api/admin/revisions'))).json;
    const listed = revisions?.revisions?.find((r) => r.number === revision);
    check(listed?.status === 'building' && revisions.live !== revision, 'the revision is building, not live, while the CI build runs', revisions);
    const steps = [];
    const until = Date.now() + PUBLISH_TIMEOUT_MS;
    let status;
    while (Date.now() < until) {
      try {
        status = (await readBody(await staff('GET', '/api/admin/publish/status'))).json;
      } catch {
        // wrangler dev is restarting with the new build (the deploy): ask again.
        await sleep(500);
        continue;
      }
      const label = status?.state === 'building' ? status.step : status?.state;
      if (label && steps.at(-1) !== label) {
        steps.push(label);
        step(`publish status: ${label}`);
      }
      if (status?.state === 'live' || status?.state === 'failed') break;
      await sleep(500);
    }
    check(status?.state === 'live' && status.revision === revision, `revision ${revision} goes live once the deploy reports it`, {
      status,
      log: devOutput.slice(-3000),
    });
    check(
      steps[0] === 'waiting' && steps.includes('deploying') && steps.at(-1) === 'live',
      'the admin status goes waiting for the build → deploying → live',
      steps,
    );
    if (page) {
      await page.getByText(`Revision ${revision} is live`).waitFor({ timeout: 60_000 });
      check(true, `the admin shows "Revision ${revision} is live"`);
      await browser.close();
      browser = undefined;
    }
  }
  {
    const response = await fetch(`${base}${ITEM.path}`, { redirect: 'manual' });
    const text = await response.text();
    check(
      response.status === 200 && text.includes(marker),
      'the new build, served by the restarted wrangler dev, shows the edit',
      `${response.status} ${text.slice(0, 200)}`,
    );
    const canonical = text.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    check(canonical === `${base}${ITEM.path}`, 'the item page is served at its canonical address, without a trailing slash', canonical);
    const slashed = await fetch(`${base}${ITEM.path}/`, { redirect: 'manual' });
    check(
      slashed.status === 307 && new URL(slashed.headers.get('location'), base).pathname === ITEM.path,
      'the address with a trailing slash redirects to the canonical one',
      `${slashed.status} ${slashed.headers.get('location')}`,
    );
    const home = await fetch(`${base}/`);
    check(home.status === 200 && /Northwind Cloud/.test(await home.text()), 'the public home page comes from the new build');
  }

  // 5. A visitor asks for access; staff approve; the member signs in and downloads from R2.
  const memberEmail = `riley.${Date.now().toString(36)}@acme-smoke.example`;
  let memberCookie;
  {
    const asked = await fetch(`${base}/api/share/${ORG.id}/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Riley',
        lastName: 'Smoke',
        email: memberEmail,
        companyName: 'Acme Smoke',
        agree: true,
        productId: PRODUCT,
        jobTitleTextField: 'CISO',
        relationshipDropdown: 'customer',
        countriesDropdown: 'France',
        accountMemberRequestProducts: [PRODUCT],
      }),
    });
    const { json, text } = await readBody(asked);
    check(asked.status === 200 && json?.status === 'Pending', 'a visitor asks for access (pending)', text);
    const requests = (await readBody(await staff('GET', '/api/admin/access/requests'))).json;
    const request = (requests?.requests ?? requests)?.find?.((r) => r.email === memberEmail);
    check(Boolean(request?.id), 'staff see the access request', requests);
    const approved = await staff('POST', `/api/admin/access/requests/${request.id}/approve`, {
      newAccount: { name: 'Acme Smoke' },
      permissionProfileId: 'pp_standard_nda',
      ndaOnFile: true,
    });
    check(approved.status === 200, 'staff approve it into a new account', `${approved.status} ${(await approved.text()).slice(0, 300)}`);
    const mail = await waitForMail(mailDir, seen, memberEmail, /\/login\/callback\?token=/);
    const link = linkIn(mail, '/login/callback?token=');
    check(Boolean(link), 'the approval email carries a sign-in link', mail.slice(0, 500));
    const callback = await fetch(link, { redirect: 'manual' });
    memberCookie = cookiesOf(callback);
    check(
      callback.status === 302 && memberCookie.includes('gh_account='),
      'the member signs in through the emailed link',
      `${callback.status} ${callback.headers.get('location')}`,
    );
  }
  const member = (method, url, body) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie: memberCookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  {
    const documentUrl = `/api/share/${ORG.id}/documents/${GATED.fileId}?accessType=download&itemUid=${GATED.itemUid}&productId=${PRODUCT}`;
    const anonymous = await fetch(`${base}${documentUrl}`);
    check([401, 403, 404].includes(anonymous.status), 'an anonymous visitor cannot download the gated document', anonymous.status);
    const download = await member('GET', documentUrl);
    const bytes = Buffer.from(await download.arrayBuffer());
    check(
      download.status === 200 && /application\/pdf/.test(download.headers.get('content-type') ?? '') && bytes.subarray(0, 5).toString() === '%PDF-',
      'the member downloads the gated document from R2',
      `${download.status} ${download.headers.get('content-type')} ${bytes.subarray(0, 40).toString()}`,
    );

    const bulk = await member('POST', `/api/share/${ORG.id}/bulk-download`, {
      productId: PRODUCT,
      selectAllUsed: false,
      files: [
        { itemUid: GATED.itemUid, fileId: GATED.fileId },
        { itemUid: 'itm_pf_security_whitepaper', fileId: 'file_security_whitepaper' },
      ],
    });
    const { json, text } = await readBody(bulk);
    check(bulk.status === 200 && json?.successCount === 2 && typeof json.fileUrl === 'string', 'the member asks for a bulk download of two documents', text);
    const zip = await member('GET', json.fileUrl);
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    check(
      zip.status === 200 && zip.headers.get('content-type') === 'application/zip' && zipBytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
      'the bulk download is a zip streamed from R2',
      `${zip.status} ${zip.headers.get('content-type')} ${zipBytes.length} bytes`,
    );
  }
  {
    const query = { query: { term: 'penetration test', filters: { product: PRODUCT } } };
    const search = await member('POST', `/api/share/${ORG.id}/search`, query);
    const { json, text } = await readBody(search);
    check(
      search.status === 200 && json?.result?.results?.length > 0 && json.result.results.some((r) => r.source === 'semantic'),
      'semantic search answers the member from the server-side index',
      text,
    );
    const answer = await member('POST', `/api/share/${ORG.id}/search/answer`, {
      query: { term: 'Do you encrypt data at rest?', filters: { product: PRODUCT } },
    });
    const ai = await readBody(answer);
    const result = ai.json?.result;
    check(
      answer.status === 200 && /AES-256.*\[1\]/.test(result?.answer ?? '') && result.sources?.length > 0,
      'an AI answer comes back for the member, with its sources',
      ai.text,
    );
  }

  // 6. Subscribe and confirm.
  {
    const email = `subscriber.${Date.now().toString(36)}@example.com`;
    const response = await fetch(`${base}/api/share/${ORG.id}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: 'subscribe button' }),
    });
    check(response.status === 200, 'a visitor subscribes to updates', response.status);
    const mail = await waitForMail(mailDir, seen, email, /\/subscribe\/confirm\?token=/);
    const link = linkIn(mail, '/subscribe/confirm?token=');
    const confirm = await fetch(link, { redirect: 'manual' });
    check(
      confirm.status === 302 && /subscribeStatus=confirmed/.test(confirm.headers.get('location') ?? ''),
      'the confirmation link from the mail sink confirms the subscription',
      `${confirm.status} ${confirm.headers.get('location')}`,
    );
  }

  // 7. Security headers, a cross-site write, an abuse limit.
  {
    const home = await fetch(`${base}/`);
    await home.arrayBuffer();
    const csp = home.headers.get('content-security-policy') ?? '';
    check(
      /script-src 'self'[^;]* 'sha256-/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp) && /frame-ancestors 'self'/.test(csp),
      "GET / carries the site's Content-Security-Policy (inline scripts by hash only)",
      csp,
    );
    check(
      home.headers.get('x-content-type-options') === 'nosniff' &&
        home.headers.get('referrer-policy') === 'strict-origin-when-cross-origin' &&
        /camera=\(\)/.test(home.headers.get('permissions-policy') ?? ''),
      'GET / carries nosniff, Referrer-Policy and Permissions-Policy',
      [...home.headers].join('; '),
    );
    const admin = await fetch(`${base}/admin`);
    await admin.arrayBuffer();
    check(
      /frame-ancestors 'none'/.test(admin.headers.get('content-security-policy') ?? '') && admin.headers.get('x-frame-options') === 'DENY',
      "the admin may not be framed (frame-ancestors 'none', X-Frame-Options DENY)",
      [...admin.headers].join('; '),
    );
    const api = await fetch(`${base}/api/health`);
    await api.arrayBuffer();
    check(
      /default-src 'none'/.test(api.headers.get('content-security-policy') ?? '') &&
        api.headers.get('x-frame-options') === 'DENY' &&
        api.headers.get('x-content-type-options') === 'nosniff',
      "the Worker's API answers carry their own security headers",
      [...api.headers].join('; '),
    );
    const file = await fetch(`${base}/_headers`);
    await file.arrayBuffer();
    check(file.status === 404, 'the _headers file itself is not served', file.status);
  }
  {
    const response = await fetch(`${base}/api/share/${ORG.id}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'csrf@example.com', source: 'subscribe button' }),
    });
    const { json, text } = await readBody(response);
    check(response.status === 403 && json?.code === 'CROSS_SITE_REQUEST', 'a cross-site write is refused (403 CROSS_SITE_REQUEST)', text);
  }
  {
    // Three subscribe requests per address and hour (edge/config/limits.ts): the fourth is refused, counted in D1.
    const email = `flood.${Date.now().toString(36)}@example.com`;
    const statuses = [];
    let refused;
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/api/share/${ORG.id}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: 'subscribe button' }),
      });
      const body = await readBody(response);
      statuses.push(response.status);
      if (response.status === 429 && !refused) refused = { retryAfter: response.headers.get('retry-after'), json: body.json };
    }
    check(statuses.join(',') === '200,200,200,429,429', 'repeated subscribe requests for one address end in 429', statuses);
    check(
      Number(refused?.retryAfter) > 0 &&
        refused.json?.code === 'TOO_MANY_REQUESTS' &&
        /^Too many attempts\. Try again in \d+ minutes?\.$/.test(refused.json?.error ?? ''),
      'the 429 says when to try again (Retry-After and the message)',
      refused,
    );
  }

  // 8. No link or token in the Worker's own log (wrangler's request lines aside).
  {
    const workerLines = devOutput
      .split('\n')
      .filter((line) => line.startsWith('[worker] '))
      .map((line) => line.slice('[worker] '.length))
      .filter((line) => !/^\[wrangler:|^\s*(GET|POST|PUT|PATCH|DELETE|HEAD) \//.test(line));
    const leaks = workerLines.filter((line) => /token=|\/callback\?/.test(line));
    check(leaks.length === 0, 'no sign-in link or token appears in the Worker’s log', leaks);
  }
}

async function cleanUp() {
  await browser?.close().catch(() => {});
  for (const child of children) signalProcessGroup(child, 'SIGKILL');
  if (dev) await stopProcessGroup(dev, 30_000);
  if (!process.env.GLASSHOUSE_KEEP_TEST_DIR) rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

let exitCode = 0;
try {
  await main();
  console.log(`workerd end-to-end: ${passed} checks passed in ${elapsed()}`);
} catch (error) {
  exitCode = 1;
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  if (devOutput) console.error(`\n--- glasshouse cloudflare dev output (last 5000 characters) ---\n${devOutput.slice(-5000)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
