/**
 * A member of an expired account asks for more time (`POST /api/statuspage/share/{accountId}/external/extend-access`).
 * Answers with the extension codes of visitor spec §3: success (a pending `extend` request for staff),
 * already-has-access, already-requested, or error.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accessRequests, type Organization } from '../../db/schema.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import { appError } from '../../errors.ts';
import type { Mailer } from '../../mail/types.ts';
import { appendAudit } from '../audit.ts';
import { notifyNewRequest } from './access-notify.ts';
import { readAccessSettings } from './access-settings.ts';
import { accountState, findMemberByEmail, newId } from './accounts.ts';

export interface RequestExtensionOptions {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => number;
  log?: LogFn;
  org: Pick<Organization, 'id' | 'name' | 'customDomains'>;
  accountId: string;
  /** The member asking (from their session, or the address they signed in with). */
  email: string;
}

/**
 * @throws EXTEND_ALREADY_HAS_ACCESS (409, extendCode already-has-access); EXTEND_ALREADY_REQUESTED (409, extendCode
 * already-requested); FORBIDDEN (403, extendCode error) when the address is not a member of the account; EXTEND_FAILED (500) for a revoked one.
 */
export async function requestExtension({ db, mail, config, now, log, org, accountId, email }: RequestExtensionOptions): Promise<{ code: 'success' }> {
  const found = await findMemberByEmail({ db, orgId: org.id, email });
  if (!found || found.account.id !== accountId) throw appError('FORBIDDEN', { extendCode: 'error' });
  const state = accountState(found.account, now());
  if (state === 'active') throw appError('EXTEND_ALREADY_HAS_ACCESS', { extendCode: 'already-has-access' });
  if (state === 'revoked') throw appError('EXTEND_FAILED', { extendCode: 'error' });
  const pending = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, org.id), eq(accessRequests.kind, 'extend'), eq(accessRequests.accountId, accountId), eq(accessRequests.email, found.member.email), eq(accessRequests.status, 'pending')))
    .limit(1);
  if (pending.length > 0) throw appError('EXTEND_ALREADY_REQUESTED', { extendCode: 'already-requested' });
  const [row] = await db
    .insert(accessRequests)
    .values({
      id: newId('req'),
      orgId: org.id,
      kind: 'extend',
      email: found.member.email,
      firstName: found.member.firstName,
      lastName: found.member.lastName,
      companyName: found.account.name,
      status: 'pending',
      accountId,
      matchedAccountId: accountId,
      createdAt: now(),
    })
    .returning();
  await appendAudit({ db, orgId: org.id, action: 'access.extend_request', actor: found.member.email, subject: accountId, data: { requestId: row!.id }, now: now() });
  const settings = await readAccessSettings({ db, orgId: org.id });
  await notifyNewRequest({ db, mail, config, log, org, settings, request: row!, accountName: found.account.name });
  return { code: 'success' };
}
