import { z } from 'zod';
import { IdSchema, MailboxSchema, SecureLinkSchema, WebLinkSchema, refineWebLink } from './common.ts';

/** Public access levels (visitor spec §3/§4). `Full`: everything public is shown without login. */
export const PUBLIC_ACCESS_LEVELS = ['Full', 'PublicContentOnly', 'Minimal'] as const;
export const PublicAccessLevelSchema = z.enum(PUBLIC_ACCESS_LEVELS);
export type PublicAccessLevel = z.infer<typeof PublicAccessLevelSchema>;

/** Cookie banner providers (visitor spec §3); anything else is an error. */
export const COOKIE_BANNER_TYPES = ['hubspot', 'cookiebot', 'dropbox', 'paypal', 'onetrust'] as const;

/** Cookie consent categories (visitor spec §3), stored locally as a consent record. */
export const CONSENT_CATEGORIES = [
  'strictly necessary',
  'analytics',
  'marketing and advertising',
  'performance and functionality',
  'social media advertising',
] as const;

const ToggleField = z.object({ enabled: z.boolean().default(false), label: z.string().default('') });

/** Optional fields of the access request form (visitor spec §3 "accessRequestFields"). */
export const AccessRequestFieldsSchema = z.object({
  /** Extra checkbox, optionally required. */
  customCheckbox: ToggleField.extend({ required: z.boolean().default(false) }).default({ enabled: false, label: '', required: false }),
  /** Country select. */
  countriesDropdown: ToggleField.default({ enabled: false, label: 'Country' }),
  /** Relationship select. */
  relationshipDropdown: ToggleField.default({ enabled: false, label: 'Relationship' }),
  /** Job title text field. */
  jobTitleTextField: ToggleField.default({ enabled: false, label: 'Job title' }),
  /** Point of contact email field. */
  pointOfContactField: ToggleField.default({ enabled: false, label: 'Point of contact' }),
  /** Product multi-select. */
  accountMemberRequestProducts: ToggleField.default({ enabled: false, label: 'Products' }),
});

/** The cookie banner script settings (visitor spec §3 `cookie_banner`). */
export const CookieBannerSchema = z.object({
  /** Whether to show the banner. */
  show: z.boolean().default(false),
  /** Provider; validated at build time so an unsupported type fails the build with a clear message. */
  type: z.string().default('hubspot'),
  /** Cookiebot: offer the "View Cookie Declaration" dialog. */
  showDeclaration: z.boolean().default(false),
  /** Cookiebot id. */
  cbid: z.string().default(''),
  /** Tag manager id used with the banner. */
  gtm_id: z.string().default(''),
  /** Cookie domain. */
  cookie_domain: z.string().default(''),
  /** Tenant name (dropbox/paypal). */
  tenant_name: z.string().default(''),
  /** Auto-block scripts until consent. */
  auto_block_enabled: z.boolean().default(false),
  /** Script path; an address without a scheme gets https:// prefixed. */
  cookie_script_path: SecureLinkSchema.default(''),
});

/** Third-party scripts; all empty by default so the page sets no cookies and calls no third party. */
export const ScriptsSchema = z.object({
  hubspot: z.string().default(''),
  google_ua: z.string().default(''),
  gtag: z.string().default(''),
  gtm: z.string().default(''),
  intercom: z.string().default(''),
  cookie_banner: CookieBannerSchema.default(CookieBannerSchema.parse({})),
});

const ClickAction = z.enum(['send-email', 'direct-to-site']);

/** Organisation-wide customization of the portal (visitor spec §3 "Customization"). */
export const CustomizationSchema = z.object({
  /** Portal title; default "Trust Center". */
  portalTitle: z.string().trim().max(60).default('Trust Center'),
  /** Show the title in the header. */
  showPortalTitle: z.boolean().default(true),
  /** Where Contact support emails go. */
  supportMailbox: MailboxSchema.default(''),
  /** Security contact (also `/.well-known/security.txt`). */
  securityMailbox: MailboxSchema.default(''),
  /** What anonymous visitors may see. */
  publicAccessLevel: PublicAccessLevelSchema.default('Full'),
  /** Bumped when customization changes; cache key for assets. */
  revision: z.number().int().nonnegative().default(0),
  /** Banner image. */
  banner: z.object({ assetId: IdSchema }).optional(),
  /** Contact support action. */
  contactSupport: z
    .object({ enabled: z.boolean().default(true), onClickAction: ClickAction.default('send-email'), supportUrl: WebLinkSchema.default('') })
    .default({ enabled: true, onClickAction: 'send-email', supportUrl: '' }),
  /** Report issue action. */
  reportIssue: z
    .object({ enabled: z.boolean().default(true), onClickAction: ClickAction.default('send-email'), reportUrl: WebLinkSchema.default('') })
    .default({ enabled: true, onClickAction: 'send-email', reportUrl: '' }),
  /** Analytics and cookie banner scripts. */
  scripts: ScriptsSchema.default(ScriptsSchema.parse({})),
  /** Optional access request fields. */
  accessRequestFields: AccessRequestFieldsSchema.default(AccessRequestFieldsSchema.parse({})),
  /** "Start your security review" banner: none, or shown in public-style modes. */
  securityReviewBanner: z.enum(['none', 'default']).default('default'),
  /** Welcome modal. */
  welcomeModal: z
    .object({
      enabled: z.boolean().default(false),
      redirectUrl: z
        .string()
        .superRefine(refineWebLink({ schemeless: true, sitePath: true }))
        .default(''),
    })
    .default({ enabled: false, redirectUrl: '' }),
  /** Organisation's own terms and privacy policy URLs. */
  termsUrl: WebLinkSchema.default(''),
  privacyUrl: WebLinkSchema.default(''),
  /** Hides the "Built on" branding. */
  disablePoweredBy: z.boolean().default(false),
  /** Feature toggles. */
  subscriptionsEnabled: z.boolean().default(true),
  shareEnabled: z.boolean().default(true),
  commentsEnabled: z.boolean().default(false),
  questionnairesEnabled: z.boolean().default(false),
  bulkDownloadEnabled: z.boolean().default(true),
  tprmEnabled: z.boolean().default(false),
  genAiEnabled: z.boolean().default(false),
  /** Subscribe popover: require agreeing to terms and privacy. */
  subscribeAgreementRequired: z.boolean().default(false),
  /** Free-mail addresses are refused in access requests ("Please use your work email."). */
  blockFreeEmail: z.boolean().default(true),
  /** Trust-updates bar: show when an update is newer than this many days. */
  updatesBarDays: z.number().int().min(0).max(365).default(7),
});
export type Customization = z.output<typeof CustomizationSchema>;
