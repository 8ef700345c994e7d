/**
 * A member accepts the clickwrap NDA by typing their name: the acceptance keeps their name, email, time, IP address,
 * user agent and the SHA-256 of the exact text, and is audited as `nda.accept`.
 */
import type { Db } from '../../db/types.ts';
import { ndaAcceptances, type NdaAcceptanceRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { appendAudit } from '../audit/audit-log.ts';
import type { AccountSession } from './resolve-account-session.ts';
import { readCurrentNda } from './read-current-nda.ts';

export interface AcceptNdaOptions {
  db: Db;
  session: AccountSession;
  /** The name typed by the signer. */
  name: string;
  /** The version the member read; must be the one in force. */
  version: number;
  ip: string;
  userAgent: string;
  orgName: string;
  now: number;
}

/**
 * Records the member's acceptance of the NDA version in force.
 * @throws NDA_CHANGED (409) when `version` is not the current version.
 */
export async function acceptNda({ db, session, name, version, ip, userAgent, orgName, now }: AcceptNdaOptions): Promise<NdaAcceptanceRow> {
  const nda = await readCurrentNda({ db, orgId: session.orgId, orgName, now });
  if (nda.version !== version) throw appError('NDA_CHANGED', { version: nda.version });
  const [row] = await db
    .insert(ndaAcceptances)
    .values({
      id: newId('nda'),
      orgId: session.orgId,
      accountId: session.accountId,
      email: session.memberEmail,
      name,
      ndaVersion: nda.version,
      textSha256: nda.sha256,
      ip: ip.slice(0, 100),
      userAgent: userAgent.slice(0, 500),
      acceptedAt: now,
    })
    .returning();
  await appendAudit({
    db,
    orgId: session.orgId,
    action: 'nda.accept',
    actor: session.memberEmail,
    subject: session.accountId,
    data: { name, version: nda.version, sha256: nda.sha256, ip: row!.ip, userAgent: row!.userAgent },
    now,
  });
  return row!;
}
