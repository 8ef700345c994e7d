/**
 * Who a search or an AI answer is for (visitor spec §4 "Search backend", "AI answers"):
 *
 * - staff of the organisation previewing as an account and/or permission profile (query `accountId`,
 *   `permissionProfileId`): Preview mode, as that account or profile — the query is honoured only with a staff
 *   session of the organisation;
 * - staff without a preview: Main mode (everything; no AI answers, which the spec keeps out of Main);
 * - an account member (the account session cookie decides; a query `accountId` never changes whose view it is):
 *   AccountExternal, or the public view while a required NDA is not accepted;
 * - anyone else: a public visitor, who searches only what the public page shows and gets no AI answers.
 */
import type { Viewer } from '../../../content/policy.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { AppDeps } from '../../deps.ts';
import { readAccountSession } from '../access/resolve-account-session.ts';
import { readAccessSettings } from '../access/access-settings.ts';
import { readNdaStatus } from '../access/read-nda-status.ts';
import { optionalStaff } from '../documents/document-access.ts';

export interface SearchRequester {
  viewer: Viewer;
  /** Semantic search is this viewer's backend: AccountExternal, or Preview as an account or profile. */
  semantic: boolean;
}

export interface SearchQueryScope {
  accountId?: string;
  permissionProfileId?: string;
}

export async function resolveSearchRequester(
  request: Request,
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>,
  orgId: string,
  scope: SearchQueryScope,
): Promise<SearchRequester> {
  const staff = await optionalStaff(request, deps, orgId);
  if (staff) {
    if (scope.accountId || scope.permissionProfileId) {
      return { viewer: { mode: 'Preview', accountId: scope.accountId, permissionProfileId: scope.permissionProfileId }, semantic: true };
    }
    return { viewer: { mode: 'Main', permissions: staff.permissions }, semantic: false };
  }
  const session = await readAccountSession(request, deps);
  if (session && session.orgId === orgId && !session.ndaPending) {
    const settings = await readAccessSettings({ db: deps.db, orgId });
    const nda = await readNdaStatus({ db: deps.db, session, ndaRequired: settings.ndaRequired });
    if (!(nda.required && !nda.passed)) {
      return { viewer: { mode: 'AccountExternal', accountId: session.accountId, permissionProfileId: session.permissionProfileId }, semantic: true };
    }
  }
  return { viewer: { mode: 'Public' }, semantic: false };
}

/**
 * Why AI answers are refused to the requester (visitor spec §4), or null when they are available: never for a
 * public visitor (UNAUTHENTICATED) or staff in Main mode (ACCOUNT_EXTERNAL_ONLY); otherwise only with the data
 * store set up, generative AI enabled in the customization and Trust Center AI in the plan. The viewer checks need
 * no snapshot, so a caller may ask before loading one (`snapshot` null) and again once it has it.
 */
export function aiAnswersRefusal(
  requester: SearchRequester,
  dataStore: boolean,
  snapshot: Snapshot | null,
): 'UNAUTHENTICATED' | 'ACCOUNT_EXTERNAL_ONLY' | 'AI_ANSWERS_UNAVAILABLE' | null {
  if (requester.viewer.mode === 'Public') return 'UNAUTHENTICATED';
  if (requester.viewer.mode === 'Main' || !requester.semantic) return 'ACCOUNT_EXTERNAL_ONLY';
  if (!dataStore) return 'AI_ANSWERS_UNAVAILABLE';
  if (snapshot && !(snapshot.customization.genAiEnabled && snapshot.plan.features.includes('trustCenterAi'))) return 'AI_ANSWERS_UNAVAILABLE';
  return null;
}

/** Whether AI answers are available to the requester. */
export function aiAvailable(snapshot: Snapshot, requester: SearchRequester, dataStore: boolean): boolean {
  return aiAnswersRefusal(requester, dataStore, snapshot) === null;
}
