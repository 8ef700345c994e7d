/**
 * The outbox's thread (started by `outbox-thread.ts`): says it is ready once its modules are loaded, then composes
 * each message it is sent and writes it into the outbox folder, answering the file's path or the error. The file is
 * written with a blocking call (`writeMessageBlocking`): this thread has nothing else to do meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { writeMessageBlocking } from './eml.ts';
import type { MailMessage } from './types.ts';

/** A message to write: `date` in ms since the epoch. */
export interface OutboxJob {
  id: number;
  dir: string;
  msg: MailMessage;
  from: string;
  date: number;
}

export type OutboxReply = { ready: true } | { id: number; path: string } | { id: number; error: { message: string; code?: string } };

const port = parentPort;
port?.on('message', (job: OutboxJob) => {
  writeMessageBlocking(job.dir, job.msg, job.from, new Date(job.date)).then(
    (path) => port.postMessage({ id: job.id, path } satisfies OutboxReply),
    (error: unknown) => {
      const { message = String(error), code } = (error ?? {}) as { message?: string; code?: string };
      port.postMessage({ id: job.id, error: { message, ...(typeof code === 'string' ? { code } : {}) } } satisfies OutboxReply);
    },
  );
});
port?.postMessage({ ready: true } satisfies OutboxReply);
