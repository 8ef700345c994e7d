/**
 * Gated access, staff side. Reading needs any staff session; decisions and account changes need
 * `statuspage:edit` (editors and admins); settings, the NDA text and the audit log are for admins.
 *
 *   GET    /api/admin/access/requests?status=pending|approved|declined|all   → { requests }
 *   POST   /api/admin/access/requests/:id/approve   { accountId? | newAccount?, permissionProfileId?, expiresAt?, ndaOnFile? }
 *   POST   /api/admin/access/requests/:id/decline   { reason, note? }
 *   GET    /api/admin/access/accounts               → { accounts, permissionProfiles }
 *   POST   /api/admin/access/accounts               { name, domains, permissionProfileId, expiresAt, ndaOnFile }
 *   PUT    /api/admin/access/accounts/:id           { name?, domains?, permissionProfileId?, expiresAt?, ndaOnFile? }
 *   POST   /api/admin/access/accounts/:id/revoke | /restore
 *   POST   /api/admin/access/accounts/:id/members   { email, firstName?, lastName? } (emails a sign-in link)
 *   DELETE /api/admin/access/accounts/:id/members/:memberId
 *   GET    /api/admin/access/settings  ·  PATCH/PUT (admin) the fields to change — secrets are never sent back; an
 *                                      empty secret keeps the old one
 *   GET    /api/admin/access/nda       ·  PUT { text } (admin) — a changed text is a new version
 *   GET    /api/admin/access/audit?after=&limit=  (admin) → { entries, verification }
 *   GET    /api/admin/access/blocked-attempts     (admin) → { attempts }: counters of the abuse limits that refused
 *                                                 requests in the last 24 hours
 */
import type { z } from 'zod';
import {
  AccountInputSchema,
  AccountUpdateSchema,
  ApproveSchema,
  DeclineSchema,
  MemberInputSchema,
  NdaTextSchema,
  type AccessSettingsAnswer,
  type AccountAnswer,
  type Approval,
  type AuditLog,
  type Declined,
  type MemberAnswer,
} from '../../content/contracts/access.ts';
import { orgMailing } from '../deps.ts';
import { readJson, readMergePatch } from '../middleware/body.ts';
import { assertJson, requireEditor, requireRole, requireStaff } from '../middleware/with-staff.ts';
import type { AppRequest, RegisterRoutes } from '../router.ts';
import { readAccessSettings, redactSettings, updateAccessSettings } from '../services/access/access-settings.ts';
import { addAccount } from '../services/access/add-account.ts';
import { addAccountMember } from '../services/access/add-account-member.ts';
import { approveAccessRequest } from '../services/access/approve-access-request.ts';
import { declineAccessRequest } from '../services/access/decline-access-request.ts';
import { requireAccount } from '../services/access/get-account.ts';
import { REQUEST_FILTERS, listAccessRequests } from '../services/access/list-access-requests.ts';
import { listAccounts } from '../services/access/list-accounts.ts';
import { requirePermissionProfile } from '../services/access/require-permission-profile.ts';
import { liveSnapshot } from '../services/access/live-snapshot.ts';
import { readCurrentNda } from '../services/access/read-current-nda.ts';
import { saveNdaText } from '../services/access/save-nda-text.ts';
import { readAudit, verifyAudit } from '../services/audit/audit-log.ts';
import { removeAccountMember } from '../services/access/remove-account-member.ts';
import { restoreAccount } from '../services/access/restore-account.ts';
import { revokeAccount } from '../services/access/revoke-account.ts';
import { updateAccount } from '../services/access/update-account.ts';
import { listBlockedAttempts } from '../services/limits/abuse-limits.ts';
import { requireOrganization } from '../services/organizations/get-organization.ts';

export const registerAdminAccessRoutes: RegisterRoutes = (router, deps) => {
  const { db, config, now } = deps;

  const admin = async (request: Request) => {
    assertJson(request);
    return requireRole(await requireStaff(request, deps), 'admin');
  };

  router.get('/api/admin/access/requests', async (request) => {
    const staff = await requireStaff(request, deps);
    const status = (REQUEST_FILTERS as readonly string[]).includes(String(request.query.status))
      ? (request.query.status as (typeof REQUEST_FILTERS)[number])
      : 'pending';
    return { requests: await listAccessRequests({ db, orgId: staff.orgId, status }) };
  });

  /**
   * A decision on the access request `:id` by an editor: its body parsed with `schema`, and what deciding needs —
   * the deps, the session's organisation and who decides.
   */
  const decision = async <S extends z.ZodType>(request: AppRequest, schema: S) => {
    assertJson(request);
    const staff = await requireEditor(request, deps);
    const input = await readJson(request, schema);
    const org = await requireOrganization({ db, id: staff.orgId });
    return Object.assign({ ...orgMailing(deps, org), by: staff.email, requestId: request.params.id! }, input);
  };

  router.post('/api/admin/access/requests/:id/approve', async (request): Promise<Approval> => approveAccessRequest(await decision(request, ApproveSchema)));

  router.post(
    '/api/admin/access/requests/:id/decline',
    async (request): Promise<Declined> => ({
      request: await declineAccessRequest(await decision(request, DeclineSchema)),
    }),
  );

  router.get('/api/admin/access/accounts', async (request) => {
    const staff = await requireStaff(request, deps);
    const snapshot = await liveSnapshot({ db, orgId: staff.orgId });
    return {
      accounts: await listAccounts({ db, orgId: staff.orgId, now: now() }),
      permissionProfiles: (snapshot?.permissionProfiles ?? []).map((p) => ({ id: p.id, name: p.name })),
    };
  });

  router.post('/api/admin/access/accounts', async (request): Promise<AccountAnswer> => {
    assertJson(request);
    const staff = await requireEditor(request, deps);
    const input = await readJson(request, AccountInputSchema);
    return { account: await addAccount({ db, orgId: staff.orgId, input, by: staff.email, now }) };
  });

  router.put('/api/admin/access/accounts/:id', async (request): Promise<AccountAnswer> => {
    assertJson(request);
    const staff = await requireEditor(request, deps);
    const existing = await requireAccount({ db, orgId: staff.orgId, accountId: request.params.id! });
    const input = await readJson(request, AccountUpdateSchema);
    await requirePermissionProfile({ db, orgId: staff.orgId, profileId: input.permissionProfileId });
    return { account: await updateAccount({ db, orgId: staff.orgId, account: existing, changes: input, by: staff.email, now: now() }) };
  });

  for (const action of ['revoke', 'restore'] as const) {
    router.post(`/api/admin/access/accounts/:id/${action}`, async (request): Promise<AccountAnswer> => {
      assertJson(request);
      const staff = await requireEditor(request, deps);
      const existing = await requireAccount({ db, orgId: staff.orgId, accountId: request.params.id! });
      const change = action === 'revoke' ? revokeAccount : restoreAccount;
      return { account: await change({ db, orgId: staff.orgId, account: existing, by: staff.email, now: now() }) };
    });
  }

  router.post('/api/admin/access/accounts/:id/members', async (request): Promise<MemberAnswer> => {
    assertJson(request);
    const staff = await requireEditor(request, deps);
    const account = await requireAccount({ db, orgId: staff.orgId, accountId: request.params.id! });
    const input = await readJson(request, MemberInputSchema);
    const org = await requireOrganization({ db, id: staff.orgId });
    return { member: await addAccountMember({ ...orgMailing(deps, org), account, member: input, by: staff.email }) };
  });

  router.delete('/api/admin/access/accounts/:id/members/:memberId', async (request) => {
    const staff = await requireEditor(request, deps);
    const account = await requireAccount({ db, orgId: staff.orgId, accountId: request.params.id! });
    await removeAccountMember({ db, orgId: staff.orgId, accountId: account.id, memberId: request.params.memberId!, by: staff.email, now: now() });
    return { ok: true };
  });

  router.get('/api/admin/access/settings', async (request): Promise<AccessSettingsAnswer> => {
    const staff = await requireStaff(request, deps);
    return { settings: redactSettings(await readAccessSettings({ db, orgId: staff.orgId })) };
  });

  // Only the fields sent change (JSON Merge Patch); `{}` changes nothing. PUT does the same as PATCH.
  for (const method of ['put', 'patch'] as const) {
    router[method]('/api/admin/access/settings', async (request): Promise<AccessSettingsAnswer> => {
      const staff = await admin(request);
      const settings = await updateAccessSettings({ db, orgId: staff.orgId, patch: await readMergePatch(request), by: staff.email, now: now() });
      return { settings: redactSettings(settings) };
    });
  }

  router.get('/api/admin/access/nda', async (request) => {
    const staff = await requireStaff(request, deps);
    const nda = await readCurrentNda({ db, orgId: staff.orgId, orgName: (await requireOrganization({ db, id: staff.orgId })).name, now: now() });
    return { version: nda.version, text: nda.text, sha256: nda.sha256, createdAt: nda.createdAt };
  });

  router.put('/api/admin/access/nda', async (request) => {
    const staff = await admin(request);
    const { text } = await readJson(request, NdaTextSchema);
    const nda = await saveNdaText({ db, orgId: staff.orgId, text, by: staff.email, now: now() });
    return { version: nda.version, text: nda.text, sha256: nda.sha256, createdAt: nda.createdAt };
  });

  // Requests the abuse limits refused, per counter, over the last day (the first refusal of each window is also in
  // the audit log as `security.rate_limited`).
  router.get('/api/admin/access/blocked-attempts', async (request) => {
    const staff = requireRole(await requireStaff(request, deps), 'admin');
    return { attempts: await listBlockedAttempts({ db, orgId: staff.orgId, since: now() - 24 * 60 * 60 * 1000, overrides: config.limits }) };
  });

  router.get('/api/admin/access/audit', async (request) => {
    const staff = requireRole(await requireStaff(request, deps), 'admin');
    const after = Math.max(0, Number(request.query.after) || 0);
    const limit = Math.min(500, Math.max(1, Number(request.query.limit) || 100));
    const log: AuditLog = {
      entries: await readAudit({ db, orgId: staff.orgId, afterSeq: after, limit }),
      verification: await verifyAudit({ db, orgId: staff.orgId }),
    };
    return log;
  });
};
