/**
 * Spends a staff sign-in link and starts a server-side staff session (12 hours idle, 7 days at most).
 */
import type { Db } from '../../db/types.ts';
import type { Organization } from '../../db/schema.ts';
import type { ClientInfo } from '../../lib/client.ts';
import { forgetMail } from '../limits/abuse-limits.ts';
import { createSession } from '../sessions/session-store.ts';
import { findStaffByEmail } from './find-staff.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';
import { spendMagicLink } from '../tokens/magic-link.ts';
import { STAFF_LINK_PURPOSE } from './request-staff-login.ts';

export interface ConsumeStaffLoginResult {
  /** Value for the session cookie. */
  sessionToken: string;
  userId: string;
  org: Organization;
}

/** Starts a staff session; returns the token for the cookie. */
export async function startStaffSession({
  db,
  userId,
  orgId,
  now,
  client,
}: {
  db: Db;
  userId: string;
  orgId: string;
  now: number;
  client?: ClientInfo;
}): Promise<string> {
  const { token } = await createSession({ db, kind: 'staff', orgId, userId, now, ip: client?.ip, userAgent: client?.userAgent });
  return token;
}

/**
 * Spends a sign-in token: it must exist, be a staff link, unused and unexpired, and its address must still be a
 * staff member of the organisation. The token is marked used in the same statement that checks it, so two
 * concurrent clicks sign in at most once.
 * @returns the new session, or `null` for an invalid, used or expired link.
 */
export async function consumeStaffLogin({
  db,
  now,
  token,
  client,
}: {
  db: Db;
  now: () => number;
  token: string;
  client?: ClientInfo;
}): Promise<ConsumeStaffLoginResult | null> {
  const at = now();
  const link = await spendMagicLink({ db, token, purpose: STAFF_LINK_PURPOSE, at });
  if (!link) return null;

  // The link was used: the next sign-in request mails a new one at once.
  await forgetMail({ db, action: 'staff-login', orgId: link.orgId, email: link.email });
  const org = await getOrganizationById({ db, id: link.orgId });
  const staff = org ? await findStaffByEmail({ db, orgId: link.orgId, email: link.email }) : null;
  if (!org || !staff) return null;
  const sessionToken = await startStaffSession({ db, userId: staff.id, orgId: org.id, now: at, client });
  return { sessionToken, userId: staff.id, org };
}
