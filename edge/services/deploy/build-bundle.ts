/**
 * What a CI build downloads from the Worker to build one frozen revision (`glasshouse build --from`): the
 * revision's facts and the list of public assets, its snapshot JSON, and each asset's bytes. The site build
 * renders only `publicView(snapshot)`; documents stay in R2 behind the edge, so no document is ever downloaded.
 */
import { orgAssetsPrefix, orgAssetKey } from '../../blobs/keys.ts';
import type { BlobObject, BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import type { Organization } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { BuildBundle } from '../../../content/contracts/publishing.ts';
import { getRevision, readRevisionSnapshotText } from '../revisions/read-revision.ts';

/**
 * `GET /api/deploy/:org/revisions/:n`: the publishing contract's `BuildBundle`. Its `publicUrl` is the Worker's
 * `PUBLIC_URL` (wrangler.toml's `[vars]` is the one place to set it).
 */
export async function readBuildBundle({
  db,
  blobs,
  org,
  revision,
  publicUrl,
}: {
  db: Db;
  blobs?: BlobStore;
  org: Organization;
  revision: number;
  publicUrl: string;
}): Promise<BuildBundle> {
  const row = await getRevision({ db, orgId: org.id, number: revision });
  if (!row) throw appError('REVISION_NOT_FOUND');
  const prefix = orgAssetsPrefix(org.id);
  const keys = (await blobs?.list?.(prefix)) ?? [];
  return { orgId: org.id, orgSlug: org.slug, orgName: org.name, revision, status: row.status, publicUrl, assets: keys.map((key) => key.slice(prefix.length)) };
}

/** The revision's snapshot as stored (JSON text). @throws REVISION_NOT_FOUND */
export async function readBuildSnapshot({ db, org, revision }: { db: Db; org: Organization; revision: number }): Promise<string> {
  const text = await readRevisionSnapshotText({ db, orgId: org.id, number: revision });
  if (text === null) throw appError('REVISION_NOT_FOUND');
  return text;
}

/** One public asset's bytes. @throws NOT_FOUND for a path that is no asset of the organisation. */
export async function readBuildAsset({ blobs, org, path }: { blobs?: BlobStore; org: Organization; path: string }): Promise<BlobObject> {
  let key: string;
  try {
    key = orgAssetKey(org.id, path);
  } catch {
    throw appError('NOT_FOUND');
  }
  const object = blobs ? await blobs.get(key) : null;
  if (!object) throw appError('NOT_FOUND');
  return object;
}
