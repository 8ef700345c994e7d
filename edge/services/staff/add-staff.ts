/**
 * Staff users of an organisation: the people who may sign in to `/admin`. Used by the CLI
 * (`glasshouse add-staff <email> --role admin|editor|viewer`) and by the sign-in routes.
 */
import { z } from 'zod';
import { EmailSchema } from '../../../content/schemas/common.ts';
import { ROLES, type Role } from '../../../content/schemas/staff.ts';
import type { Db } from '../../db/types.ts';
import { staffUsers, type StaffUser } from '../../db/schema.ts';

export const AddStaffSchema = z.object({
  email: EmailSchema,
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
});

export interface AddStaffOptions {
  db: Db;
  orgId: string;
  email: string;
  role: Role | string;
  /** Display name; when omitted, an existing name is kept (a new user gets none and is shown by email). */
  name?: string;
  /** Current time in ms (defaults to the clock). */
  now?: number;
}

/** A new staff user id: `stf_` and 16 random bytes as hex. */
function newStaffId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `stf_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Adds a staff user, or changes the role of an existing one (matched by organisation and email, case-insensitively).
 * @throws a zod error (with the message of the failing rule) when the email or role is invalid.
 */
export async function addStaff({ db, orgId, email, role, name, now = Date.now() }: AddStaffOptions): Promise<StaffUser> {
  const input = AddStaffSchema.parse({ email, role, name });
  const [row] = await db
    .insert(staffUsers)
    .values({ id: newStaffId(), orgId, email: input.email, role: input.role, name: input.name ?? '', createdAt: now })
    .onConflictDoUpdate({
      target: [staffUsers.orgId, staffUsers.email],
      set: input.name === undefined ? { role: input.role } : { role: input.role, name: input.name },
    })
    .returning();
  return row!;
}
