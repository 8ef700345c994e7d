/**
 * Staff decline an access request with a reason (`POST /api/admin/access/requests/:id/decline`); a blocked domain
 * also blocks the domain for later requests. The requester is told by email.
 */
import { and, eq } from 'drizzle-orm';
import type { DeclineFeedback } from '../../../content/contracts/access.ts';
import { accessRequests, type AccessRequestRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { requestDeclinedEmail } from './access-mail.ts';
import { readAccessSettings, saveAccessSettings } from './access-settings.ts';
import { emailDomain, isFreeMail } from './free-mail.ts';
import { type DecisionDeps, requirePendingAccessRequest } from './pending-access-request.ts';

export interface DeclineOptions extends DecisionDeps {
  requestId: string;
  reason: DeclineFeedback;
  note?: string;
}

/** Declines a pending request; `request_declined_blocked_domain` also adds the email's domain to the blocked list. */
export async function declineAccessRequest({
  db,
  mail,
  now,
  log = console.error,
  org,
  by,
  requestId,
  reason,
  note,
}: DeclineOptions): Promise<AccessRequestRow> {
  const at = now();
  const request = await requirePendingAccessRequest({ db, orgId: org.id, requestId });
  const [decided] = await db
    .update(accessRequests)
    .set({ status: 'declined', feedback: reason, declineNote: note?.trim() || null, decidedAt: at, decidedBy: by })
    .where(and(eq(accessRequests.id, request.id), eq(accessRequests.status, 'pending')))
    .returning();
  if (!decided) throw appError('ACCESS_REQUEST_DECIDED');
  if (reason === 'request_declined_blocked_domain' && !isFreeMail(request.email)) {
    const settings = await readAccessSettings({ db, orgId: org.id });
    const domain = emailDomain(request.email);
    if (!settings.blockedDomains.includes(domain)) {
      await saveAccessSettings({ db, orgId: org.id, settings: { ...settings, blockedDomains: [...settings.blockedDomains, domain] }, by, now: at });
    }
  }
  await appendAudit({
    db,
    orgId: org.id,
    action: 'access.decline',
    actor: `staff:${by}`,
    subject: request.email,
    data: { requestId: request.id, kind: request.kind, reason, note: note?.trim() || null },
    now: at,
  });
  try {
    await mail.send(requestDeclinedEmail({ to: request.email, orgName: org.name }));
  } catch (error) {
    log('Could not send the decline email', error);
  }
  return decided;
}
