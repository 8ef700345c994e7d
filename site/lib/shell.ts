/**
 * What the page shell shows (visitor spec §2 "Page shell"), derived from the public view: the banner image, the
 * product selector, the trust-updates bar, the welcome modal, the footer's cookie link, the third-party scripts
 * waiting for consent, and the "Start your security review" banner.
 *
 * Pure functions of the view, unit-tested on their own; the `.astro` components under `components/shell/` only
 * render what these return.
 */
import {
  COOKIE_BANNER_TYPES,
  type CONSENT_CATEGORIES,
  productPathSegment,
  productPath,
  withScheme,
  type Customization,
  type PortalView,
  type Product,
  type Topic,
} from '../../content/index.ts';
import { updateTopics, topicUpdatedAt } from './portal.ts';
import { safeLink } from './urls.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A web link from the content: an address without a scheme gets https:// (as the header's website link), script
 * and data URLs are refused (''), and only http(s) and mailto remain.
 */
export function webLink(value: string): string {
  const trimmed = value.trim();
  if (/^(javascript|data|vbscript|file|blob):/i.test(trimmed)) return '';
  return safeLink(withScheme(trimmed));
}

/** Banner image size (visitor spec §2): 1280×350, shown at most 350px tall. */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;
/** "Built on" branding logo size (visitor spec §2 footer). */
export const BRANDING_WIDTH = 140;
export const BRANDING_HEIGHT = 34;
/** Product selector tooltip: opens after 500 ms, closes 400 ms after the pointer leaves (visitor spec §2). */
export const TOOLTIP_OPEN_DELAY_MS = 500;
export const TOOLTIP_CLOSE_DELAY_MS = 400;
/** `tcuUid`: the highlighted topic is scrolled into view this far below the top (visitor spec §2). */
export const TOPIC_SCROLL_OFFSET_PX = 200;

/** `/api/share/{orgId}/assets/{assetId}?v={revision}` (visitor spec §7). */
export function assetApiUrl(orgId: string, assetId: string, revision: number): string {
  return `/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(assetId)}?v=${revision}`;
}

/** The banner of a product page: the product's own banner, else the organisation's; null when neither is set. */
export function bannerImage(view: PortalView, product: Product | undefined): { src: string; width: number; height: number } | null {
  const own = product?.banner ? { assetId: product.banner.assetId, revision: product.revision } : undefined;
  const org = view.customization.banner ? { assetId: view.customization.banner.assetId, revision: view.customization.revision } : undefined;
  const chosen = own ?? org;
  if (!chosen) return null;
  return { src: assetApiUrl(view.organization.id, chosen.assetId, chosen.revision), width: BANNER_WIDTH, height: BANNER_HEIGHT };
}

/** One entry of the product selector: a product page, or one of the space's product links (external). */
export interface ProductChoice {
  label: string;
  href: string;
  /** The product shown on this page. */
  current: boolean;
  /** A link of the space (another site), not a product of this portal. */
  external: boolean;
  /** Product slug (products only). */
  slug?: string;
}

/**
 * The product selector's entries: the portal's products in their order (each linking to its page with
 * `product={slug}`), then the space's product links. Empty when there is nothing to choose between.
 */
export function productChoices(view: PortalView, currentProductId: string): ProductChoice[] {
  const products = [...view.products].sort((a, b) => a.position - b.position);
  const links = view.space.productLinks.filter((l) => l.show && webLink(l.link));
  if (products.length < 2 && links.length === 0) return [];
  return [
    ...products.map((p) => ({
      label: p.productName,
      href: `${productPath(view, p.productId)}?product=${encodeURIComponent(productPathSegment(p.productSlug)).replace(/%2B/g, '+')}`,
      current: p.productId === currentProductId,
      external: false,
      slug: p.productSlug,
    })),
    ...links.map((l) => ({ label: l.name, href: webLink(l.link), current: false, external: true })),
  ];
}

/**
 * What the browser needs to honour `product` and `productId` in the URL: each product's slug (as written in
 * links) and page path, by product id.
 */
export function productRoutes(view: PortalView): Record<string, { slug: string; path: string }> {
  return Object.fromEntries(view.products.map((p) => [p.productId, { slug: productPathSegment(p.productSlug), path: productPath(view, p.productId) }]));
}

/** The newest public update and its topic, for the trust-updates bar. */
export function latestUpdate(view: PortalView): { topic: Topic; at: number } | null {
  let best: { topic: Topic; at: number } | null = null;
  for (const topic of updateTopics(view)) {
    const at = topicUpdatedAt(topic);
    if (!best || at > best.at) best = { topic, at };
  }
  return best;
}

/** The trust-updates bar shows while the newest update is less than `days` × 24 hours old (visitor spec §4). */
export function updatesBarVisible(latestAt: number, days: number, now: number): boolean {
  return days > 0 && now - latestAt < days * DAY_MS && latestAt <= now + DAY_MS;
}

/** The window of the trust-updates bar in ms (`customization.updatesBarDays` × 24 h). */
export function updatesBarWindowMs(customization: Pick<Customization, 'updatesBarDays'>): number {
  return customization.updatesBarDays * DAY_MS;
}

// ---------------------------------------------------------------------------------------------------------------
// Welcome modal

/** "Welcome to {org}'s {portal title}" (visitor spec §2). */
export function welcomeTitle(orgName: string, portalTitle: string): string {
  return `Welcome to ${orgName}'s ${portalTitle}`;
}

/** Where the welcome modal's "Let's Go" leads: the configured target when it is a web link, else the page. */
export function welcomeRedirect(customization: Pick<Customization, 'welcomeModal'>): string {
  const target = customization.welcomeModal.redirectUrl.trim();
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  if (target.startsWith('//')) return '';
  return webLink(target);
}

// ---------------------------------------------------------------------------------------------------------------
// Cookie banner and consent

export type CookieBannerType = (typeof COOKIE_BANNER_TYPES)[number];
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The footer's cookie link for the configured banner (visitor spec §2 footer), or null when none is shown. */
export interface CookieLink {
  type: CookieBannerType;
  /** Link text. */
  label: string;
  /** Cookiebot only: also offer the "View Cookie Declaration" dialog. */
  declaration: boolean;
}

/** Link texts per banner type; paypal's and onetrust's are the spec's, the others are product texts. */
export const COOKIE_LINK_LABELS: Record<CookieBannerType, string> = {
  hubspot: 'Cookie Settings',
  cookiebot: 'Cookie Settings',
  dropbox: 'Cookie Policy',
  paypal: 'Manage cookies',
  onetrust: 'Cookies Settings',
};

/** Thrown at build time for a banner type the footer cannot render (visitor spec §2: "an error"). */
export class UnsupportedCookieBannerError extends Error {
  override name = 'UnsupportedCookieBannerError';
  constructor(type: string) {
    super(`Unsupported cookie banner type "${type}". Supported types: ${COOKIE_BANNER_TYPES.join(', ')}.`);
  }
}

/**
 * The footer's cookie link. `null` when no banner is shown.
 * @throws UnsupportedCookieBannerError for a type outside {@link COOKIE_BANNER_TYPES}
 */
export function cookieLink(customization: Pick<Customization, 'scripts'>): CookieLink | null {
  const banner = customization.scripts.cookie_banner;
  if (!banner.show) return null;
  if (!(COOKIE_BANNER_TYPES as readonly string[]).includes(banner.type)) throw new UnsupportedCookieBannerError(banner.type);
  const type = banner.type as CookieBannerType;
  return { type, label: COOKIE_LINK_LABELS[type], declaration: type === 'cookiebot' && banner.showDeclaration && banner.cbid.trim() !== '' };
}

/** A script path as configured: an address without a scheme gets `https://` (visitor spec §3). */
export function scriptUrl(path: string): string {
  const value = path.trim();
  if (!value) return '';
  if (value.startsWith('//')) return `https:${value}`;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** A third-party script loaded only after the visitor consents to its category. */
export interface ConsentScript {
  /** What it is, for the preferences dialog. */
  name: string;
  category: ConsentCategory;
  src: string;
  /** Extra attributes of the `<script>` element (`data-cbid` …). */
  attributes?: Record<string, string>;
  /** A global initialisation the loader runs before the script (`gtag`, `gtm`, `ga`, `intercom`). */
  init?: { kind: 'gtag' | 'gtm' | 'ga' | 'intercom'; id: string };
}

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Every third-party script the customization configures, with its consent category. Analytics tags wait for
 * "analytics", HubSpot for "marketing and advertising", Intercom for "performance and functionality"; the cookie
 * banner provider's own script is "strictly necessary" (it records the choice) but still loads only once the
 * visitor has made one. Ids that are not plain identifiers are ignored rather than put into a URL.
 */
export function consentScripts(customization: Pick<Customization, 'scripts'>): ConsentScript[] {
  const s = customization.scripts;
  const id = (value: string) => (ID.test(value.trim()) ? value.trim() : '');
  const list: ConsentScript[] = [];
  const gtm = id(s.gtm) || id(s.cookie_banner.show ? s.cookie_banner.gtm_id : '');
  if (id(s.gtag)) {
    list.push({
      name: 'Google Analytics',
      category: 'analytics',
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id(s.gtag))}`,
      init: { kind: 'gtag', id: id(s.gtag) },
    });
  }
  if (id(s.google_ua)) {
    list.push({
      name: 'Google Universal Analytics',
      category: 'analytics',
      src: 'https://www.google-analytics.com/analytics.js',
      init: { kind: 'ga', id: id(s.google_ua) },
    });
  }
  if (gtm) {
    list.push({
      name: 'Google Tag Manager',
      category: 'analytics',
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`,
      init: { kind: 'gtm', id: gtm },
    });
  }
  if (id(s.hubspot)) {
    list.push({
      name: 'HubSpot',
      category: 'marketing and advertising',
      src: `https://js.hs-scripts.com/${encodeURIComponent(id(s.hubspot))}.js`,
      attributes: { id: 'hs-script-loader' },
    });
  }
  if (id(s.intercom)) {
    list.push({
      name: 'Intercom',
      category: 'performance and functionality',
      src: `https://widget.intercom.io/widget/${encodeURIComponent(id(s.intercom))}`,
      init: { kind: 'intercom', id: id(s.intercom) },
    });
  }
  const banner = s.cookie_banner;
  if (banner.show) {
    const configured = scriptUrl(banner.cookie_script_path);
    if (banner.type === 'cookiebot' && (configured || id(banner.cbid))) {
      list.push({
        name: 'Cookiebot',
        category: 'strictly necessary',
        src: configured || 'https://consent.cookiebot.com/uc.js',
        attributes: { 'data-cbid': id(banner.cbid), 'data-blockingmode': banner.auto_block_enabled ? 'auto' : 'manual' },
      });
    } else if (banner.type === 'onetrust' && (configured || id(banner.tenant_name))) {
      list.push({
        name: 'OneTrust',
        category: 'strictly necessary',
        src: configured || 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
        attributes: { 'data-domain-script': id(banner.tenant_name) },
      });
    } else if (configured && banner.type !== 'hubspot') {
      list.push({ name: `${banner.type[0]!.toUpperCase()}${banner.type.slice(1)} cookie banner`, category: 'strictly necessary', src: configured });
    }
  }
  return list;
}

/** The tag manager id of the `<noscript>` frame (visitor spec §2 footer), or ''. */
export function tagManagerId(customization: Pick<Customization, 'scripts'>): string {
  const s = customization.scripts;
  const value = (s.gtm || (s.cookie_banner.show ? s.cookie_banner.gtm_id : '')).trim();
  return ID.test(value) ? value : '';
}

/** Whether the page needs the consent manager at all: any script or cookie banner configured. */
export function needsConsent(customization: Pick<Customization, 'scripts'>): boolean {
  return consentScripts(customization).length > 0 || customization.scripts.cookie_banner.show;
}

// ---------------------------------------------------------------------------------------------------------------
// Security review banner

/**
 * "Start your security review" shows when the banner setting is not none and the mode is public-style (visitor
 * spec §2); the static build is the Public mode.
 */
export function showSecurityReviewBanner(view: PortalView): boolean {
  return view.customization.securityReviewBanner !== 'none' && (view.viewer.mode === 'Public' || view.viewer.mode === 'AccountExternal');
}
