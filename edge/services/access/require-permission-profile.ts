/**
 * Refuses a permission profile the published portal does not have (no profile given: nothing to check).
 * @throws PERMISSION_PROFILE_NOT_FOUND
 */
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { liveSnapshot } from './live-snapshot.ts';

export async function requirePermissionProfile({ db, orgId, profileId }: { db: Db; orgId: string; profileId: string | undefined }): Promise<void> {
  if (profileId === undefined) return;
  const snapshot = await liveSnapshot({ db, orgId });
  if (!snapshot?.permissionProfiles.some((p) => p.id === profileId)) throw appError('PERMISSION_PROFILE_NOT_FOUND');
}
