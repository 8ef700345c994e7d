/**
 * Saving the portal customization (visitor spec §3 "Customization") from the admin's settings: the fields the
 * editor changed, merged into the draft's customization (JSON Merge Patch), normalised and checked, then written to
 * the draft with its `revision` bumped (the cache key of the banner and other customization assets).
 *
 * Normalising: website addresses written without a scheme get `https://` (`withScheme`): the cookie script path,
 * the support and report-issue sites, the welcome modal's target, the terms and privacy pages. Checking, beyond
 * the schema (which already keeps links to http(s) and mailboxes to email addresses): a "direct to site" action
 * needs its site; the cookie banner type is one of the supported providers.
 */
import { CustomizationUpdateSchema } from '../../../content/contracts/settings.ts';
import { withScheme } from '../../../content/schemas/common.ts';
import { CustomizationSchema, type Customization } from '../../../content/schemas/customization.ts';
import type { Db } from '../../db/types.ts';
import { parseWith } from '../../lib/parse.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { jsonEqual, mergePatch, type JsonObject } from '../../../content/merge-patch.ts';

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
  /**
   * The fields to change (JSON Merge Patch, RFC 7396): objects merge member by member, `null` restores a field's
   * default, anything not named keeps its value. `{}` changes nothing.
   */
  patch: JsonObject;
  expectedVersion?: number;
}

/**
 * Applies `patch` to the draft's customization and returns it as saved. A patch that changes nothing writes
 * nothing (the draft version and the customization's `revision` stay).
 * @throws VALIDATION_FAILED with the first rule's message; CONFLICT for a stale `expectedVersion`.
 */
export async function updateCustomization({ db, orgId, by, now, patch, expectedVersion }: UpdateCustomizationOptions): Promise<Customization> {
  const current = (await readDraft({ db, orgId })).customization;
  const next = checkedCustomization(mergePatch(current, patch));
  if (jsonEqual({ ...next, revision: current.revision }, current)) return current;
  const { snapshot } = await editDraft({ db, orgId, by, now, expectedVersion }, (draft) => ({
    changes: {
      put: [
        { collection: 'customization', data: { ...checkedCustomization(mergePatch(draft.customization, patch)), revision: draft.customization.revision + 1 } },
      ],
    },
  }));
  return snapshot.customization;
}

/** A whole customization, parsed, normalised and checked with the settings form's rules. */
function checkedCustomization(value: unknown): Customization {
  return parseWith(CustomizationUpdateSchema, normaliseCustomization(parseWith(CustomizationSchema, value)));
}
