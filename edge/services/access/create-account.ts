/** Opens an account (approved; its domains trimmed, lowercased and deduplicated) and returns it. */
import type { Db } from '../../db/types.ts';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export interface NewAccount {
  name: string;
  domains?: string[];
  permissionProfileId: string;
  expiresAt?: number | null;
  ndaOnFile?: boolean;
}

export async function createAccount({ db, orgId, account, now }: { db: Db; orgId: string; account: NewAccount; now: number }): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      id: newId('acc'),
      orgId,
      name: account.name.trim(),
      domains: [...new Set((account.domains ?? []).map((d) => d.trim().toLowerCase()).filter(Boolean))],
      permissionProfileId: account.permissionProfileId,
      expiresAt: account.expiresAt ?? null,
      ndaOnFile: account.ndaOnFile ?? false,
      reviewStatus: 'approved',
      createdAt: now,
    })
    .returning();
  return row!;
}
