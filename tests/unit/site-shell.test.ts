import { describe, expect, it } from 'vitest';
import { CustomizationSchema, SnapshotSchema, publicView, type SnapshotInput } from '../../content/index.ts';
import { CONSENT_STORAGE_KEY, consentRecord, parseConsentRecord, scriptsToLoad } from '../../site/lib/consent.ts';
import {
  UnsupportedCookieBannerError,
  bannerImage,
  consentScripts,
  cookieLink,
  latestUpdate,
  needsConsent,
  productChoices,
  productRoutes,
  scriptUrl,
  showSecurityReviewBanner,
  tagManagerId,
  updatesBarVisible,
  welcomeRedirect,
  welcomeTitle,
} from '../../site/lib/shell.ts';
import { fixtureSnapshot } from '../integration/build-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
const view = (input: SnapshotInput = fixtureSnapshot()) => publicView(SnapshotSchema.parse(input));
const customization = (input: Record<string, unknown> = {}) => CustomizationSchema.parse(input);
const banner = (cookie_banner: Record<string, unknown>, scripts: Record<string, unknown> = {}) => customization({ scripts: { ...scripts, cookie_banner } });

function twoProducts(): SnapshotInput {
  const input = fixtureSnapshot();
  input.products!.push({ productId: 'prod-two', productName: 'Acme Data Warehouse', productSlug: 'data warehouse', position: 1 });
  input.space = { defaultProductId: 'prod-main', productLinks: [{ link: 'status.acme.example', name: 'Status' }] };
  return input;
}

/** The two-product view with a link the content model refuses today but an older snapshot may hold. */
function withStoredBadLink() {
  const v = view(twoProducts());
  v.space.productLinks.push({ link: 'javascript:alert(1)', name: 'Bad', show: true });
  return v;
}

describe('banner image', () => {
  it('is read from the assets API at 1280×350 with the revision as cache key; the product banner wins', () => {
    const input = fixtureSnapshot();
    input.customization = { ...input.customization, banner: { assetId: 'org_banner' }, revision: 4 };
    expect(bannerImage(view(input), view(input).products[0])).toEqual({ src: '/api/share/org-acme/assets/org_banner?v=4', width: 1280, height: 350 });
    input.products![0] = { ...input.products![0]!, banner: { assetId: 'product_banner' }, revision: 9 };
    expect(bannerImage(view(input), view(input).products[0])?.src).toBe('/api/share/org-acme/assets/product_banner?v=9');
  });

  it('is absent when neither the organisation nor the product has one', () => {
    expect(bannerImage(view(), view().products[0])).toBeNull();
  });
});

describe('product selector', () => {
  it('has nothing to choose with one product and no links', () => {
    expect(productChoices(view(), 'prod-main')).toEqual([]);
  });

  it('lists products (each with product={slug}, spaces as plus) then the shown product links with a scheme', () => {
    const choices = productChoices(withStoredBadLink(), 'prod-two');
    expect(choices).toEqual([
      { label: 'Acme Platform', href: '/?product=acme-platform', current: false, external: false, slug: 'acme-platform' },
      { label: 'Acme Data Warehouse', href: '/product/data+warehouse/?product=data+warehouse', current: true, external: false, slug: 'data warehouse' },
      { label: 'Status', href: 'https://status.acme.example', current: false, external: true },
    ]);
  });

  it('maps product ids to their slug and page for productId= and product= in the address', () => {
    expect(productRoutes(view(twoProducts()))).toEqual({
      'prod-main': { slug: 'acme-platform', path: '/' },
      'prod-two': { slug: 'data+warehouse', path: '/product/data+warehouse/' },
    });
  });
});

describe('trust-updates bar', () => {
  it('shows while the newest update is within updatesBarDays × 24 h', () => {
    const latest = latestUpdate(view());
    expect(latest?.topic.id).toBe('topic-1');
    const at = latest!.at;
    expect(updatesBarVisible(at, 7, at + 7 * DAY - 1)).toBe(true);
    expect(updatesBarVisible(at, 7, at + 7 * DAY)).toBe(false);
    expect(updatesBarVisible(at, 0, at)).toBe(false);
  });

  it('has no update to show when there are no public updates', () => {
    const input = fixtureSnapshot();
    input.topics = [];
    expect(latestUpdate(view(input))).toBeNull();
  });
});

describe('welcome modal', () => {
  it("is titled Welcome to {org}'s {portal title} and leads to a safe redirect target", () => {
    expect(welcomeTitle('Acme Cloud', 'Trust Center')).toBe("Welcome to Acme Cloud's Trust Center");
    expect(welcomeRedirect(customization({ welcomeModal: { enabled: true, redirectUrl: 'acme.example/start' } }))).toBe('https://acme.example/start');
    expect(welcomeRedirect(customization({ welcomeModal: { enabled: true, redirectUrl: '/item/soc-2' } }))).toBe('/item/soc-2');
    // Refused by the content model; a snapshot saved before may still hold them.
    expect(welcomeRedirect({ welcomeModal: { enabled: true, redirectUrl: 'javascript:alert(1)' } })).toBe('');
    expect(welcomeRedirect({ welcomeModal: { enabled: true, redirectUrl: '//evil.example' } })).toBe('');
  });
});

describe('cookie link per banner type', () => {
  it('is absent without a banner', () => {
    expect(cookieLink(customization())).toBeNull();
    expect(cookieLink(banner({ show: false, type: 'unknown' }))).toBeNull();
  });

  it.each([
    ['hubspot', 'Cookie Settings'],
    ['cookiebot', 'Cookie Settings'],
    ['dropbox', 'Cookie Policy'],
    ['paypal', 'Manage cookies'],
    ['onetrust', 'Cookies Settings'],
  ])('%s: "%s"', (type, label) => {
    expect(cookieLink(banner({ show: true, type }))).toEqual({ type, label, declaration: false });
  });

  it('offers the Cookiebot declaration only when asked for and a Cookiebot id is set', () => {
    expect(cookieLink(banner({ show: true, type: 'cookiebot', showDeclaration: true, cbid: 'abc-123' }))?.declaration).toBe(true);
    expect(cookieLink(banner({ show: true, type: 'cookiebot', showDeclaration: true, cbid: '' }))?.declaration).toBe(false);
    expect(cookieLink(banner({ show: true, type: 'onetrust', showDeclaration: true, cbid: 'x' }))?.declaration).toBe(false);
  });

  it('fails for an unsupported banner type with a clear message', () => {
    expect(() => cookieLink(banner({ show: true, type: 'quantcast' }))).toThrow(UnsupportedCookieBannerError);
    expect(() => cookieLink(banner({ show: true, type: 'quantcast' }))).toThrow(
      'Unsupported cookie banner type "quantcast". Supported types: hubspot, cookiebot, dropbox, paypal, onetrust.',
    );
  });
});

describe('third-party scripts and consent', () => {
  it('configures nothing by default: no consent manager, no scripts, no tag manager frame', () => {
    expect(consentScripts(customization())).toEqual([]);
    expect(needsConsent(customization())).toBe(false);
    expect(tagManagerId(customization())).toBe('');
  });

  it('gives each configured script its category and ignores ids that are not identifiers', () => {
    const scripts = consentScripts(customization({ scripts: { gtag: 'G-ABC123', gtm: 'GTM-XYZ', hubspot: '4711', intercom: 'app"><script>', google_ua: '' } }));
    expect(scripts.map((s) => [s.name, s.category])).toEqual([
      ['Google Analytics', 'analytics'],
      ['Google Tag Manager', 'analytics'],
      ['HubSpot', 'marketing and advertising'],
    ]);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(tagManagerId(customization({ scripts: { gtm: 'GTM-XYZ' } }))).toBe('GTM-XYZ');
  });

  it("loads the banner provider's script as strictly necessary, with https:// added to a bare script path", () => {
    expect(scriptUrl('cdn.example/banner.js')).toBe('https://cdn.example/banner.js');
    expect(scriptUrl('//cdn.example/banner.js')).toBe('https://cdn.example/banner.js');
    const cookiebot = consentScripts(banner({ show: true, type: 'cookiebot', cbid: 'abc-123' }));
    expect(cookiebot).toEqual([
      {
        name: 'Cookiebot',
        category: 'strictly necessary',
        src: 'https://consent.cookiebot.com/uc.js',
        attributes: { 'data-cbid': 'abc-123', 'data-blockingmode': 'manual' },
      },
    ]);
    const paypal = consentScripts(banner({ show: true, type: 'paypal', cookie_script_path: 'www.paypalobjects.example/banner.js' }));
    expect(paypal[0]).toMatchObject({ category: 'strictly necessary', src: 'https://www.paypalobjects.example/banner.js' });
    expect(needsConsent(banner({ show: true, type: 'dropbox' }))).toBe(true);
  });

  it('stores the choice as a consent record and loads only the allowed categories, nothing before a choice', () => {
    const scripts = consentScripts(customization({ scripts: { gtag: 'G-1', hubspot: '42', cookie_banner: { show: true, type: 'cookiebot', cbid: 'cb' } } }));
    expect(scriptsToLoad(scripts, null)).toEqual([]);
    const rejected = consentRecord([], new Date('2026-11-21T10:00:00Z'));
    expect(rejected.categories).toEqual({
      'strictly necessary': true,
      analytics: false,
      'marketing and advertising': false,
      'performance and functionality': false,
      'social media advertising': false,
    });
    expect(scriptsToLoad(scripts, rejected).map((s) => s.name)).toEqual(['Cookiebot']);
    const analytics = consentRecord(['analytics', 'nonsense'], new Date('2026-11-21T10:00:00Z'));
    expect(scriptsToLoad(scripts, analytics).map((s) => s.name)).toEqual(['Google Analytics', 'Cookiebot']);
    expect(parseConsentRecord(JSON.stringify(analytics))).toEqual(analytics);
  });

  it('treats a missing, malformed or old record as no decision', () => {
    expect(CONSENT_STORAGE_KEY).toBe('glasshouse:consent');
    expect(parseConsentRecord(null)).toBeNull();
    expect(parseConsentRecord('{nope')).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ version: 0, categories: {}, decidedAt: '' }))).toBeNull();
  });
});

describe('security review banner', () => {
  it('shows in the public view unless the setting is none', () => {
    expect(showSecurityReviewBanner(view())).toBe(true);
    const input = fixtureSnapshot();
    input.customization = { ...input.customization, securityReviewBanner: 'none' };
    expect(showSecurityReviewBanner(view(input))).toBe(false);
  });
});
