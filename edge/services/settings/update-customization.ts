/**
 * Saving the portal customization (visitor spec §3 "Customization") from the admin's settings: the whole
 * customization as the editor left it, normalised and checked, then written to the draft with its `revision`
 * bumped (the cache key of the banner and other customization assets).
 *
 * Normalising: website addresses written without a scheme get `https://` (`withScheme`): the cookie script path,
 * the support and report-issue sites, the welcome modal's target, the terms and privacy pages. Checking, beyond
 * the schema: mailboxes are emails; a "direct to site" action needs its site; the cookie banner type is one of
 * the supported providers.
 */
import { MESSAGES } from '../../../content/messages.ts';
import { EMAIL_PATTERN, withScheme } from '../../../content/schemas/common.ts';
import { COOKIE_BANNER_TYPES, CustomizationSchema, type Customization } from '../../../content/schemas/customization.ts';
import type { Db } from '../../db/types.ts';
import { parseWith } from '../../middleware/body.ts';
import { editDraft } from '../edit-draft.ts';

/** Product text: the spec names the supported providers but does not word the refusal. */
export const UNSUPPORTED_COOKIE_BANNER = `Choose a cookie banner provider: ${COOKIE_BANNER_TYPES.join(', ')}`;

const isUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The customization an editor may send, with the rules of the settings form. */
export const CustomizationUpdateSchema = CustomizationSchema.superRefine((c, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (c.supportMailbox && !EMAIL_PATTERN.test(c.supportMailbox)) issue(['supportMailbox'], MESSAGES.emailInvalid);
  if (c.securityMailbox && !EMAIL_PATTERN.test(c.securityMailbox)) issue(['securityMailbox'], MESSAGES.emailInvalid);
  if (c.contactSupport.enabled && c.contactSupport.onClickAction === 'direct-to-site' && !isUrl(c.contactSupport.supportUrl)) {
    issue(['contactSupport', 'supportUrl'], MESSAGES.invalidUrl);
  }
  if (c.reportIssue.enabled && c.reportIssue.onClickAction === 'direct-to-site' && !isUrl(c.reportIssue.reportUrl)) {
    issue(['reportIssue', 'reportUrl'], MESSAGES.invalidUrl);
  }
  if (!(COOKIE_BANNER_TYPES as readonly string[]).includes(c.scripts.cookie_banner.type)) issue(['scripts', 'cookie_banner', 'type'], UNSUPPORTED_COOKIE_BANNER);
});

/** The customization with every website address given a scheme. */
export function normaliseCustomization(c: Customization): Customization {
  return {
    ...c,
    supportMailbox: c.supportMailbox.trim().toLowerCase(),
    securityMailbox: c.securityMailbox.trim().toLowerCase(),
    contactSupport: { ...c.contactSupport, supportUrl: withScheme(c.contactSupport.supportUrl) },
    reportIssue: { ...c.reportIssue, reportUrl: withScheme(c.reportIssue.reportUrl) },
    welcomeModal: { ...c.welcomeModal, redirectUrl: withScheme(c.welcomeModal.redirectUrl) },
    termsUrl: withScheme(c.termsUrl),
    privacyUrl: withScheme(c.privacyUrl),
    scripts: { ...c.scripts, cookie_banner: { ...c.scripts.cookie_banner, cookie_script_path: withScheme(c.scripts.cookie_banner.cookie_script_path) } },
  };
}

export interface UpdateCustomizationOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  /** The customization as sent (input form: defaults may be left out). */
  customization: unknown;
  expectedVersion?: number;
}

/**
 * Writes the customization to the draft and returns it as saved.
 * @throws VALIDATION_FAILED with the first rule's message; CONFLICT for a stale `expectedVersion`.
 */
export async function updateCustomization({ db, orgId, by, now, customization, expectedVersion }: UpdateCustomizationOptions): Promise<Customization> {
  const checked = parseWith(CustomizationUpdateSchema, normaliseCustomization(parseWith(CustomizationSchema, customization)));
  const { snapshot } = await editDraft({ db, orgId, by, now, expectedVersion }, (current) => ({
    changes: { put: [{ collection: 'customization', data: { ...checked, revision: current.customization.revision + 1 } }] },
  }));
  return snapshot.customization;
}
