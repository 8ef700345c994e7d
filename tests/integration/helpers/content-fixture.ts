/**
 * A small, valid content snapshot for draft, publish and import tests (organisation `org_acme`, the default
 * test organisation of `makeTestApp`), and a staff session for admin routes.
 */
import type { SnapshotInput } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../../edge/db/types.ts';
import { STAFF_SESSION_COOKIE } from '../../../edge/services/staff/staff-session-cookie.ts';
import { startStaffSession } from '../../../edge/services/staff/consume-staff-login.ts';
import { addStaff } from '../../../edge/services/staff/add-staff.ts';

export function smallSnapshot(overrides: Partial<SnapshotInput> = {}): SnapshotInput {
  return {
    organization: { id: 'org_acme', slug: 'acme', name: 'Acme' },
    space: { defaultProductId: 'main' },
    products: [{ productId: 'main', productName: 'Acme Cloud', productSlug: 'acme-cloud' }],
    cards: [
      { productId: 'main', kind: 'policies' },
      { productId: 'main', kind: 'dataSecurity' },
    ],
    items: [
      { itemUid: 'itm_enc', productId: 'main', cardKind: 'dataSecurity', title: 'Encryption at rest', slug: 'encryption' },
      { itemUid: 'itm_pwd', productId: 'main', cardKind: 'policies', title: 'Password policy', slug: 'password-policy' },
    ],
    ...overrides,
  };
}

/** Adds a staff member and returns the `Cookie` header value of a valid session for them. */
export async function staffCookie(db: Db, orgId: string, email: string, role: 'admin' | 'editor' | 'viewer', now: number): Promise<string> {
  const user = await addStaff({ db, orgId, email, role, now });
  const token = await startStaffSession({ db, userId: user.id, orgId, now });
  return `${STAFF_SESSION_COOKIE}=${token}`;
}
