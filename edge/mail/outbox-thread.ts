/**
 * The outbox's own thread (`outbox-worker.ts`) for a long-lived process: messages are composed and written there,
 * off the thread that answers requests. One thread per process, started by the first burst of messages and ended
 * after `IDLE_MS` with nothing to do; while a message is on its way it keeps the process alive, otherwise it does not.
 * Starting one takes a hundred milliseconds or more (a new isolate loads the mail modules): until it says it is
 * ready, messages are still written on the caller's thread, so none waits for it. A thread that stops fails the
 * messages it held (their senders see the error) and the next burst starts another.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeMessage } from './eml.ts';
import type { OutboxJob, OutboxReply } from './outbox-worker.ts';
import type { MailMessage } from './types.ts';

const WORKER_FILE = fileURLToPath(new URL('./outbox-worker.ts', import.meta.url));

/**
 * An idle thread ends after this long, and its memory goes back. Starting one again takes a hundred ms or more, and
 * its first messages run on code not yet optimised, so bursts a few seconds apart would each pay for a start if it
 * ended sooner. A site build ends a resting thread at once (`endOutboxThread`), so its 20 MB are not held while the
 * build uses the most memory.
 */
const IDLE_MS = 30_000;

/**
 * A bounded young generation: composing allocates only short-lived objects, and the default would let the thread
 * keep tens of megabytes it does not need. At 4 MB the thread spent a quarter of its time collecting under a burst
 * of subscriptions; 16 MB is held only while the thread runs (it ends after `IDLE_MS`).
 */
const LIMITS = { maxYoungGenerationSizeMb: 16 };

interface Waiting {
  resolve(path: string): void;
  reject(error: Error): void;
}

interface OutboxThread {
  worker: Worker;
  /** Whether the thread has loaded its modules and takes messages. */
  ready: boolean;
  /** Resolves when the thread is ready; rejects if it stops before. */
  started: Promise<void>;
  waiting: Map<number, Waiting>;
  idle: ReturnType<typeof setTimeout> | undefined;
}

let current: OutboxThread | null = null;
let lastId = 0;

function startThread(): OutboxThread {
  // The parent's flags (a test runner's loaders, an inspector) are not the thread's.
  const worker = new Worker(WORKER_FILE, { execArgv: [], resourceLimits: LIMITS });
  let onReady!: () => void;
  let onStopped!: (error: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onStopped = reject;
  });
  // Nobody need wait for the start: a thread that never gets ready is seen by `stopped` below.
  started.catch(() => {});
  const thread: OutboxThread = { worker, ready: false, started, waiting: new Map(), idle: undefined };
  const stopped = (error: Error) => {
    if (current === thread) current = null;
    clearTimeout(thread.idle);
    onStopped(error);
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  };
  // Starting, it keeps the process alive no more than when resting.
  worker.unref();
  worker.on('message', (reply: OutboxReply) => {
    if ('ready' in reply) {
      thread.ready = true;
      onReady();
      if (thread.waiting.size === 0) rest(thread);
      return;
    }
    const waiting = thread.waiting.get(reply.id);
    if (!waiting) return;
    thread.waiting.delete(reply.id);
    if ('path' in reply) waiting.resolve(reply.path);
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.code ? { code: reply.error.code } : {}));
    if (thread.waiting.size === 0) rest(thread);
  });
  worker.on('error', (error: Error) => stopped(error));
  worker.on('exit', (code) => stopped(new Error(`The outbox thread stopped (exit code ${code}).`)));
  return thread;
}

/** Nothing on its way: the thread no longer keeps the process alive, and ends unless a message comes soon. */
function rest(thread: OutboxThread): void {
  thread.worker.unref();
  thread.idle = setTimeout(() => {
    if (thread.waiting.size > 0) return;
    if (current === thread) current = null;
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idle.unref();
}

/** Whether the thread is there (started and not ended). */
export function outboxThreadRunning(): boolean {
  return current !== null;
}

/** Resolves once the thread that is there takes messages (at once when there is none); rejects if it stops first. */
export function outboxThreadStarted(): Promise<void> {
  return current?.started ?? Promise.resolve();
}

/**
 * Ends the thread now, as its idle time would, unless a message is on its way there: before a site build, which needs
 * the memory more (the next burst starts another thread); tests; a process's end.
 */
export async function endOutboxThread(): Promise<void> {
  const thread = current;
  if (!thread || thread.waiting.size > 0) return;
  current = null;
  clearTimeout(thread.idle);
  await thread.worker.terminate();
}

/** Messages of this process on their way, on either thread. */
let onTheirWay = 0;

/**
 * `writeMessage` of `eml.ts` for a long-lived process: a message that comes while another is on its way starts the
 * thread, and goes to it once it is ready (as does every message while it is there); a message alone, or one that
 * comes while the thread is still starting, is composed and written on the caller's thread, so a process sending
 * little mail never starts the thread, and no message waits for its start. Answers the written path.
 */
export async function writeMessageInBurst(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  if (onTheirWay > 0) current ??= startThread();
  const offThread = current?.ready === true;
  onTheirWay++;
  try {
    return offThread ? await writeMessageOffThread(dir, msg, from, date) : await writeMessage(dir, msg, from, date);
  } finally {
    onTheirWay--;
  }
}

/** `writeMessage` of `eml.ts` on the outbox's thread: composes `msg` and writes it into `dir`; answers its path. */
function writeMessageOffThread(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  const thread = current!;
  clearTimeout(thread.idle);
  thread.worker.ref();
  const id = ++lastId;
  return new Promise<string>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, dir, msg, from, date: date.getTime() } satisfies OutboxJob);
  });
}
