/**
 * `glasshouse audit verify|export`: checks the hash chain of the audit log, or writes it as JSON Lines.
 *
 *   glasshouse audit verify [--org <slug>]                → exit 1 and the problems when a row was edited or deleted
 *   glasshouse audit export [--org <slug>] [--out <file>] → one JSON object per line (stdout by default)
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { auditOrgIds, readAudit, verifyAudit } from '../../edge/services/audit/audit-log.ts';
import { getOrganizationBySlug } from '../../edge/services/organizations/get-organization.ts';
import { CliError, UsageError, openContext, stringOption, type CliContext, type CommandInput } from './shared.ts';

async function orgIdsOf(ctx: CliContext, slug: string | undefined): Promise<string[]> {
  if (!slug) return auditOrgIds({ db: ctx.db });
  const org = await getOrganizationBySlug({ db: ctx.db, slug });
  if (!org) throw new CliError(`No organisation with the slug "${slug}".`);
  return [org.id];
}

/** `glasshouse audit verify|export` */
export async function runAudit({ positionals, values, env, io }: CommandInput): Promise<void> {
  const [action] = positionals;
  if (action !== 'verify' && action !== 'export')
    throw new UsageError('Choose "verify" or "export": glasshouse audit verify|export [--org <slug>] [--out <file>]');
  const ctx = await openContext(env);
  try {
    const orgIds = await orgIdsOf(ctx, stringOption(values, 'org'));
    if (action === 'verify') {
      let broken = 0;
      for (const orgId of orgIds) {
        const result = await verifyAudit({ db: ctx.db, orgId });
        if (result.ok) io.out(`${orgId}: ${result.rows} entries, chain intact.`);
        else {
          broken++;
          io.out(`${orgId}: ${result.rows} entries, ${result.problems.length} problem(s):`);
          for (const problem of result.problems) io.out(`  row ${problem.seq}: ${problem.message}`);
        }
      }
      if (orgIds.length === 0) io.out('The audit log is empty.');
      if (broken > 0) throw new CliError(`The audit log of ${broken} organisation(s) was tampered with.`);
      return;
    }
    const file = stringOption(values, 'out');
    const stream = file ? createWriteStream(file, { encoding: 'utf8' }) : null;
    let count = 0;
    for (const orgId of orgIds) {
      for (let after = 0; ; ) {
        const entries = await readAudit({ db: ctx.db, orgId, afterSeq: after, limit: 1000 });
        if (entries.length === 0) break;
        for (const entry of entries) {
          const line = JSON.stringify({ ...entry, time: new Date(entry.at).toISOString() });
          if (stream) {
            if (!stream.write(`${line}\n`)) await once(stream, 'drain');
          } else io.out(line);
          count++;
        }
        after = entries[entries.length - 1]!.seq;
      }
    }
    if (stream) {
      stream.end();
      await once(stream, 'finish');
      io.err(`Wrote ${count} audit entries to ${file}.`);
    }
  } finally {
    ctx.close();
  }
}
