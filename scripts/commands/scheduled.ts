/**
 * `glasshouse run-scheduled`: runs the scheduled tasks once — expiry reminders that are due, and questionnaire
 * drafting left unfinished — as the server's interval and the Worker's Cron Trigger do.
 */
import { createConfig } from '../../edge/deps.ts';
import { createNodeMailer } from '../../edge/mail/node.ts';
import { runScheduledTasks } from '../../edge/services/system/run-scheduled-tasks.ts';
import { openContext, type CommandInput } from './shared.ts';

/** `glasshouse run-scheduled` */
export async function runRunScheduled({ env, io }: CommandInput): Promise<void> {
  const ctx = await openContext(env);
  try {
    const log = (...args: unknown[]) => io.err(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
    const mail = createNodeMailer({ outboxDir: ctx.config.outboxDir, smtpUrl: ctx.config.smtpUrl, from: ctx.config.mailFrom, log });
    const run = await runScheduledTasks({
      db: ctx.db,
      blobs: ctx.blobs,
      mail,
      config: createConfig({ publicUrl: ctx.config.publicUrl, defaultOrgSlug: ctx.config.defaultOrg, search: ctx.config.search }),
      log,
      now: Date.now,
    });
    io.out(`Sent ${run.reminders} expiry reminder${run.reminders === 1 ? '' : 's'}; resumed ${run.resumed} questionnaire${run.resumed === 1 ? '' : 's'}.`);
  } finally {
    ctx.close();
  }
}
