/**
 * The account a requester belongs to, if any (visitor spec §3 matching reasons): an account listing the email's
 * domain (or a parent domain) wins over one with the same name as the company. Revoked accounts never match.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { domainCovers, emailDomain } from './free-mail.ts';

export type MatchingReason = 'website-domain-match' | 'account-name-match';

export async function matchAccount({
  db,
  orgId,
  email,
  companyName,
  freeMail,
}: {
  db: Db;
  orgId: string;
  email: string;
  companyName: string;
  freeMail: boolean;
}): Promise<{ account: AccountRow; reason: MatchingReason } | null> {
  const rows = (await db.select().from(accounts).where(eq(accounts.orgId, orgId)).orderBy(asc(accounts.createdAt))).filter((a) => a.revokedAt === null);
  const domain = emailDomain(email);
  if (!freeMail) {
    const byDomain = rows.find((a) => (a.domains ?? []).some((d) => domainCovers(d, domain)));
    if (byDomain) return { account: byDomain, reason: 'website-domain-match' };
  }
  const name = companyName.trim().toLowerCase();
  const byName = name ? rows.find((a) => a.name.trim().toLowerCase() === name) : undefined;
  return byName ? { account: byName, reason: 'account-name-match' } : null;
}
