/** The permission profile an account made without staff gets: one the snapshot has. */
import type { Snapshot } from '../../../content/schemas/snapshot.ts';

/** A permission profile id that exists in the snapshot: `wanted`, else `fallback`, else the first profile. */
export function resolveProfileId(snapshot: Snapshot | null, wanted: string | undefined, fallback = ''): string {
  const ids = new Set((snapshot?.permissionProfiles ?? []).map((p) => p.id));
  if (wanted && ids.has(wanted)) return wanted;
  if (fallback && ids.has(fallback)) return fallback;
  return snapshot?.permissionProfiles[0]?.id ?? wanted ?? fallback;
}
