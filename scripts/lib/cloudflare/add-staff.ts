/**
 * `glasshouse cloudflare add-staff <email>`: adds (or changes the role of) a staff member directly in D1, so the
 * first admin of a deployment can sign in to the Worker's own admin. On a brand-new, empty D1 it also creates the
 * organisation (`--org <slug>`, `--org-name`) with a starter draft — one product named after it — published as
 * revision 1, which the first deploy builds (`glasshouse cloudflare deploy`); staff then fill the draft from the
 * admin and publish.
 */
import { snapshotToRecords } from '../../../content/records.ts';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import { AddStaffSchema } from '../../../edge/services/staff/add-staff.ts';
import { CliError } from '../../commands/types.ts';
import { sqlLiteral } from './sql.ts';
import type { CloudflareTarget } from './target.ts';

export interface AddStaffInD1Options {
  target: CloudflareTarget;
  email: string;
  role: string;
  name?: string;
  /** The organisation's slug (required when D1 has several, or none yet). */
  orgSlug?: string;
  /** The name of an organisation created here (default: the slug). */
  orgName?: string;
  now?: number;
}

export interface AddStaffInD1Result {
  org: { id: string; slug: string };
  /** The organisation was created (D1 had none with that slug). */
  createdOrg: boolean;
  /** The address was staff already (its role was changed). */
  existed: boolean;
}

/** The minimal valid content of a new organisation: itself, and one product named after it. */
export function starterSnapshot(org: { id: string; slug: string; name: string }) {
  return SnapshotSchema.parse({
    organization: { id: org.id, slug: org.slug, name: org.name },
    space: { defaultProductId: 'main' },
    products: [{ productId: 'main', productName: org.name, productSlug: org.slug }],
  });
}

function newStaffId(): string {
  return `stf_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function addStaffInD1({ target, email, role, name, orgSlug, orgName, now = Date.now() }: AddStaffInD1Options): Promise<AddStaffInD1Result> {
  const input = AddStaffSchema.parse({ email, role, name });
  const [orgs] = await target.query(['SELECT id, slug FROM organizations ORDER BY created_at, id']);
  let org = orgSlug ? orgs!.find((o) => o.slug === orgSlug) : orgs![0];
  const statements: string[] = [];
  let createdOrg = false;
  if (!org) {
    if (!orgSlug) {
      throw new CliError(
        'D1 has no organisation yet: give one with --org <slug> (and --org-name "<name>") to create it, or copy one with `glasshouse cloudflare push`.',
      );
    }
    if (!/^[a-z0-9-]{1,64}$/.test(orgSlug)) throw new CliError(`"${orgSlug}" is not a valid organisation slug: use lowercase letters, digits and hyphens.`);
    if (orgs!.length > 0 && orgName === undefined) {
      throw new CliError(`D1 has no organisation "${orgSlug}" (it has ${orgs!.map((o) => String(o.slug)).join(', ')}). Pass --org-name to create it.`);
    }
    const created = { id: `org_${orgSlug}`, slug: orgSlug, name: orgName?.trim() || orgSlug };
    const records = snapshotToRecords(starterSnapshot(created));
    statements.push(
      `INSERT INTO organizations (id, slug, name, custom_domains, created_at) VALUES (${sqlLiteral(created.id)}, ${sqlLiteral(created.slug)}, ${sqlLiteral(created.name)}, '[]', ${now})`,
      ...records.map(
        (r) =>
          `INSERT INTO draft_records (org_id, collection, record_id, position, data, updated_at, updated_by) VALUES (${sqlLiteral(created.id)}, ${sqlLiteral(r.collection)}, ${sqlLiteral(r.recordId)}, ${r.position}, ${sqlLiteral(JSON.stringify(r.data))}, ${now}, 'cli')`,
      ),
      `INSERT INTO draft_state (org_id, version, updated_at) VALUES (${sqlLiteral(created.id)}, 1, ${now})`,
      `INSERT INTO revisions (org_id, number, snapshot, created_at, created_by, status, note) VALUES (${sqlLiteral(created.id)}, 1, ${sqlLiteral(JSON.stringify(starterSnapshot(created)))}, ${now}, 'cli', 'live', 'Starter content')`,
    );
    org = created;
    createdOrg = true;
  }
  const orgId = String(org.id);
  const [existing] = createdOrg
    ? [[]]
    : await target.query([`SELECT id FROM staff_users WHERE org_id = ${sqlLiteral(orgId)} AND email = ${sqlLiteral(input.email)}`]);
  statements.push(
    `INSERT INTO staff_users (id, org_id, email, role, name, created_at) VALUES (${sqlLiteral(newStaffId())}, ${sqlLiteral(orgId)}, ${sqlLiteral(input.email)}, ${sqlLiteral(input.role)}, ${sqlLiteral(input.name ?? '')}, ${now}) ` +
      `ON CONFLICT (org_id, email) DO UPDATE SET role = excluded.role${input.name === undefined ? '' : ', name = excluded.name'}`,
  );
  await target.execute(statements);
  return { org: { id: orgId, slug: String(org.slug) }, createdOrg, existed: (existing?.length ?? 0) > 0 };
}
