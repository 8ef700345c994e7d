/** A member's newest acceptance of the NDA, if any. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { ndaAcceptances, type NdaAcceptanceRow } from '../../db/schema.ts';

export async function findLatestNdaAcceptance({
  db,
  orgId,
  accountId,
  email,
}: {
  db: Db;
  orgId: string;
  accountId: string;
  email: string;
}): Promise<NdaAcceptanceRow | null> {
  const [row] = await latestAcceptanceQuery(db).all({ orgId, accountId, email });
  return row ?? null;
}

/** {@link findLatestNdaAcceptance}'s read, built once per database. */
const latestAcceptanceQuery = (db: Db) =>
  preparedQuery(db, 'nda-latest-acceptance', (db) =>
    db
      .select()
      .from(ndaAcceptances)
      .where(
        and(
          eq(ndaAcceptances.orgId, sql.placeholder('orgId')),
          eq(ndaAcceptances.accountId, sql.placeholder('accountId')),
          eq(ndaAcceptances.email, sql.placeholder('email')),
        ),
      )
      .orderBy(desc(ndaAcceptances.acceptedAt))
      .limit(1)
      .prepare(),
  );
