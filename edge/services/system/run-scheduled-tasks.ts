/**
 * Work that runs on a schedule rather than on a request: the Node server's interval, the Worker's Cron Trigger and
 * `glasshouse run-scheduled` all call {@link runScheduledTasks}. Each task is idempotent, so running it twice, or
 * late, does no harm.
 *
 * - questionnaire drafting that no worker is holding (a restart, a Worker that ran out of budget) goes on;
 * - expiry reminders of items and documents are sent when due.
 */
import type { AppDeps } from '../../deps.ts';
import { runExpiryReminders } from '../expiry/expiring.ts';
import { resumeStalledAssists } from '../questionnaire-assist/advance-assist.ts';

export interface ScheduledRun {
  /** Questionnaires whose drafting was resumed. */
  resumed: number;
  /** Expiry reminder emails sent. */
  reminders: number;
}

export async function runScheduledTasks(deps: Pick<AppDeps, 'db' | 'blobs' | 'mail' | 'config' | 'log' | 'now'>): Promise<ScheduledRun> {
  const result: ScheduledRun = { resumed: 0, reminders: 0 };
  try {
    result.resumed = await resumeStalledAssists({ db: deps.db, blobs: deps.blobs, config: deps.config, log: deps.log, now: () => deps.now() });
  } catch (error) {
    deps.log('Could not resume questionnaire drafting', error);
  }
  try {
    result.reminders = await runExpiryReminders({ db: deps.db, mail: deps.mail, config: deps.config, log: deps.log, now: deps.now() });
  } catch (error) {
    deps.log('Could not send expiry reminders', error);
  }
  return result;
}
