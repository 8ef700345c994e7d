/**
 * Security response headers, in one place for every runtime and every kind of response (OWASP ASVS 4.0 V14.4):
 *
 * - the site's pages: the portal and the admin (`sitePolicies`, written into the built site's `_headers` by
 *   `edge/node/site-build/site-security-headers.ts`; Workers Static Assets applies that file on Cloudflare and
 *   the Node server reads it, `edge/node/site-headers.ts`);
 * - the edge API's answers (`apiSecurityHeaders`, added by the router on Node and on the Worker alike).
 *
 * The Content-Security-Policy of the pages allows scripts and styles of the site itself and, inline, only those
 * whose SHA-256 the build computed from the final HTML (no inline event handler, no `javascript:` URL, no eval);
 * the third-party scripts the customization configures (analytics, cookie banner) and the sources they need;
 * `frame-ancestors` is `'none'` for the admin and PORTAL_FRAME_ANCESTORS (default `'self'`) for the portal.
 *
 * To allow a new kind of first-party content (a worker, a font), change {@link basePageDirectives}; to allow
 * another third-party provider's hosts, add it to {@link THIRD_PARTY_SOURCES}; an operator adds sources with
 * CSP_EXTRA_SOURCES.
 *
 * Web-standard only: the Worker imports this file.
 */

/** The directives a page policy is made of, each a list of sources. */
export type CspDirectives = Partial<Record<CspDirectiveName, string[]>>;

export const CSP_SOURCE_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'worker-src',
  'frame-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
export type CspDirectiveName = (typeof CSP_SOURCE_DIRECTIVES)[number];

/** Directives an operator may add sources to with CSP_EXTRA_SOURCES. */
export const EXTENSIBLE_DIRECTIVES: readonly CspDirectiveName[] = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src', 'frame-src'];

/** What every page allows: its own origin, images from anywhere on https (logos of customers and subprocessors). */
export function basePageDirectives(): CspDirectives {
  return {
    'default-src': ["'self'"],
    // Pagefind's search runs WebAssembly: compiling it needs 'wasm-unsafe-eval' (which allows no JavaScript eval).
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'"],
    // Inline `style="…"` attributes (a component's width, a library's positioning) cannot run code.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    // The pdf.js viewer's worker is a file of the site (site/lib/pdf-document.ts).
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The hosts each known third-party script needs beyond its own address, keyed by the host it loads from (the
 * providers of `consentScripts`, site/lib/shell.ts), from the providers' CSP guides.
 */
export const THIRD_PARTY_SOURCES: Record<string, CspDirectives> = {
  // Google Analytics 4 (gtag.js) and Google Tag Manager:
  // https://developers.google.com/tag-platform/security/guides/csp
  'www.googletagmanager.com': {
    'script-src': ['https://*.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    'frame-src': ['https://www.googletagmanager.com'],
  },
  // Universal Analytics (analytics.js).
  'www.google-analytics.com': {
    'script-src': ['https://www.google-analytics.com', 'https://ssl.google-analytics.com'],
    'connect-src': ['https://www.google-analytics.com'],
  },
  // HubSpot tracking code and its banner, forms and chat.
  'js.hs-scripts.com': {
    'script-src': [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.usemessages.com',
      'https://js.hsadspixel.net',
      'https://js.hubspot.com',
    ],
    'connect-src': [
      'https://*.hubspot.com',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
      'https://*.hsforms.com',
      'https://*.hs-analytics.net',
    ],
    'frame-src': ['https://*.hubspot.com', 'https://*.usemessages.com'],
  },
  // Intercom: https://www.intercom.com/help/en/articles/3894-using-intercom-with-content-security-policy
  'widget.intercom.io': {
    'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com', 'https://uploads.intercomcdn.io'],
    'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    'media-src': ['https://js.intercomcdn.com'],
    'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  },
  // Cookiebot: https://support.cookiebot.com/hc/en-us/articles/360015984259
  'consent.cookiebot.com': {
    'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'frame-src': ['https://consentcdn.cookiebot.com'],
  },
  // OneTrust cookie consent.
  'cdn.cookielaw.org': {
    'script-src': ['https://cdn.cookielaw.org'],
    'connect-src': ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com', 'https://privacyportal.onetrust.com'],
  },
};

/** Adds `more` to `into` (sources kept once, in order). */
export function mergeDirectives(into: CspDirectives, ...more: (CspDirectives | undefined)[]): CspDirectives {
  const out: CspDirectives = {};
  for (const [name, sources] of Object.entries(into) as [CspDirectiveName, string[]][]) out[name] = [...sources];
  for (const extra of more) {
    for (const [name, sources] of Object.entries(extra ?? {}) as [CspDirectiveName, string[]][]) {
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
    }
  }
  return out;
}

/**
 * The sources the third-party scripts at `scriptUrls` need: each script's origin, and the known provider's other
 * hosts. Their inline styles (banners, chat widgets) need `style-src 'unsafe-inline'`.
 */
export function thirdPartySources(scriptUrls: string[]): CspDirectives {
  let sources: CspDirectives = {};
  for (const src of scriptUrls) {
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:') continue;
    sources = mergeDirectives(sources, { 'script-src': [url.origin], 'connect-src': [url.origin] }, THIRD_PARTY_SOURCES[url.hostname]);
  }
  if (Object.keys(sources).length > 0) sources = mergeDirectives(sources, { 'style-src': ["'unsafe-inline'"] });
  return sources;
}

/**
 * Parses CSP_EXTRA_SOURCES: `<directive> <source> …` separated by `;`, e.g.
 * `script-src https://cdn.example.com; connect-src https://api.example.com wss://live.example.com`. Directives:
 * {@link EXTENSIBLE_DIRECTIVES}; sources: http(s)/ws(s) origins (`*.` allowed in front of the host) or `https:`,
 * `data:`, `blob:` — no keyword (`'unsafe-inline'`, `'unsafe-eval'` …).
 * @throws an Error naming the part that cannot be used.
 */
export function parseExtraSources(text: string | undefined): CspDirectives {
  const out: CspDirectives = {};
  for (const part of (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/) as [string, ...string[]];
    const directive = name.toLowerCase() as CspDirectiveName;
    if (!EXTENSIBLE_DIRECTIVES.includes(directive)) throw new Error(`"${name}" cannot be extended: use one of ${EXTENSIBLE_DIRECTIVES.join(', ')}.`);
    if (sources.length === 0) throw new Error(`"${name}" names no source.`);
    for (const source of sources) {
      if (!isHostSource(source) && !['https:', 'data:', 'blob:', 'wss:'].includes(source)) {
        throw new Error(`"${source}" is not a source this variable accepts: write an origin such as https://cdn.example.com.`);
      }
    }
    out[directive] = [...new Set([...(out[directive] ?? []), ...sources])];
  }
  return out;
}

/** `https://host[:port]`, `wss://*.host` … : an origin, no path, query or keyword. */
function isHostSource(source: string): boolean {
  return /^(https?|wss?):\/\/(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i.test(source);
}

/**
 * Parses PORTAL_FRAME_ANCESTORS: who may show the portal in a frame. `'self'` (the default: the admin's
 * preview), `'none'`, or `'self'` and/or origins such as `https://intranet.example.com`.
 * @throws an Error saying what is wrong.
 */
export function parseFrameAncestors(text: string | undefined): string[] {
  const tokens = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return ["'self'"];
  const normalised = tokens.map((token) => (/^'?(self|none)'?$/i.test(token) ? `'${token.replace(/'/g, '').toLowerCase()}'` : token));
  if (normalised.includes("'none'") && normalised.length > 1) throw new Error("'none' cannot be combined with other sources.");
  for (const token of normalised) {
    if (token !== "'self'" && token !== "'none'" && !isHostSource(token))
      throw new Error(`"${token}" is not 'self', 'none' or an origin such as https://intranet.example.com.`);
  }
  return [...new Set(normalised)];
}

/** Serialises directives in a fixed order: `script-src 'self' …; style-src …`. */
export function serializeCsp(directives: CspDirectives, flags: string[] = []): string {
  const parts = CSP_SOURCE_DIRECTIVES.filter((name) => directives[name]?.length).map((name) => `${name} ${directives[name]!.join(' ')}`);
  return [...parts, ...flags].join('; ');
}

export interface SitePolicyOptions {
  /** `'sha256-…'` of every inline `<script>` of the built pages. */
  scriptHashes: string[];
  /** `'sha256-…'` of every inline `<style>` of the admin's pages. */
  styleHashes: string[];
  /** The sources of the third-party scripts configured (`thirdPartySources`): the portal only. */
  thirdParty?: CspDirectives;
  /** The portal's `frame-ancestors` (`parseFrameAncestors`). */
  frameAncestors?: string[];
  /** CSP_EXTRA_SOURCES (`parseExtraSources`): the portal only. */
  extra?: CspDirectives;
  /** The site is served over https: `upgrade-insecure-requests`. */
  https: boolean;
}

/**
 * The portal's and the admin's Content-Security-Policy. Inline scripts are allowed by hash only, on both.
 *
 * Inline styles: the admin's by hash. The portal allows `'unsafe-inline'` styles: every page inlines the part of
 * the stylesheet its own markup uses (`edge/node/site-build/critical-css.ts`), one different `<style>` per page — as many
 * hashes as pages would not fit a `_headers` line — and the banners and chat widgets of third-party scripts write
 * inline styles too. A style cannot run script; scripts stay hash-only.
 */
export function sitePolicies({ scriptHashes, styleHashes, thirdParty = {}, frameAncestors = ["'self'"], extra = {}, https }: SitePolicyOptions): {
  portal: string;
  admin: string;
} {
  const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((h) => (h.startsWith("'") ? h : `'${h}'`));
  const flags = https ? ['upgrade-insecure-requests'] : [];
  const scripts: CspDirectives = { 'script-src': quoted(scriptHashes) };
  const portal = mergeDirectives(basePageDirectives(), scripts, { 'style-src': ["'unsafe-inline'"] }, thirdParty, extra, { 'frame-ancestors': frameAncestors });
  // A hash listed beside 'unsafe-inline' would switch it off (CSP Level 2).
  portal['style-src'] = portal['style-src']!.filter((s) => !s.startsWith("'sha"));
  const admin = mergeDirectives(basePageDirectives(), scripts, { 'style-src': quoted(styleHashes) }, { 'frame-ancestors': ["'none'"] });
  return { portal: serializeCsp(portal, flags), admin: serializeCsp(admin, flags) };
}

/** HSTS: a year, subdomains of this host included (sent on https only; browsers ignore it on http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features no page of Glasshouse uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=(), interest-cohort=(), browsing-topics=()';

/** The headers of every response, pages and API alike. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** An API answer that is data, not a page: nothing may run, load or frame it. */
export const API_DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** A page the API serves itself (the TPRM instructions, API docs): first-party only, no inline script. */
export const API_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
/** An SVG image opened on its own is a document: it may draw, never run script. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * The headers of an edge API response of `contentType`: the base headers, and a CSP for what a browser would
 * render (JSON and other data: nothing; HTML: first-party only; SVG: sandboxed). Documents (PDF …) get no CSP, so
 * the browser's own viewer can show them.
 */
export function apiSecurityHeaders(contentType: string, { https }: { https: boolean }): Record<string, string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const csp =
    type === 'text/html' ? API_PAGE_CSP : type === 'image/svg+xml' ? SVG_CSP : type === '' || /json|text\/plain|xml|csv/.test(type) ? API_DATA_CSP : null;
  return { ...baseSecurityHeaders({ https }), ...(csp ? { 'content-security-policy': csp } : {}), 'x-frame-options': 'DENY' };
}

/** Sets `headers` the response does not set itself (a route may send its own CSP). Immutable responses are left as they are. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) if (!response.headers.has(name)) response.headers.set(name, value);
  } catch {
    // A fetched or redirect Response has immutable headers.
  }
  return response;
}

/** Whether a request's public address is https: the request itself, or the instance's public URL. */
export function isHttps(request: Request, publicUrl: string): boolean {
  return new URL(request.url).protocol === 'https:' || /^https:/i.test(publicUrl);
}
