import { z } from 'zod';
import { EmailSchema, IdSchema } from './common.ts';

/** Permissions of staff (admin spec §6). */
export const PERMISSIONS = ['statuspage:edit', 'assets:edit', 'files:view', 'files:download'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Staff roles and the permissions each grants. */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ['statuspage:edit', 'files:view', 'files:download'],
  viewer: ['files:view'],
};
/** Only admins publish, manage staff and settings. */
export function canPublish(role: Role): boolean {
  return role === 'admin' || role === 'editor';
}

/** A staff user of the organisation. */
export const StaffUserSchema = z.object({
  id: IdSchema,
  email: EmailSchema,
  role: z.enum(ROLES),
  /** Display name shown in "Modified at {date} by {name}". */
  name: z.string().default(''),
});
export type StaffUser = z.output<typeof StaffUserSchema>;

/** Plan features that gate parts of the product (admin spec §6). */
export const PLAN_FEATURES = [
  'sectionCustomization',
  'restrictedFiles',
  'bridgeLetter',
  'integrations',
  'trustCenterAi',
  'replaceIcons',
  'renameCards',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export const PlanSchema = z.object({
  /** Plan name, e.g. Growth. */
  name: z.string().default('Growth'),
  /** Features included. */
  features: z.array(z.enum(PLAN_FEATURES)).default([...PLAN_FEATURES]),
});
