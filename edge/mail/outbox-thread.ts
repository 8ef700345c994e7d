/**
 * The outbox's own thread (`outbox-worker.ts`) for a long-lived process: messages are composed and written there,
 * off the thread that answers requests. One thread per process, started with the first message sent to it and
 * ended after `IDLE_MS` with nothing to do; while a message is on its way it keeps the process alive, otherwise it does not.
 * A thread that stops fails the messages it held (their senders see the error) and the next message starts another.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeMessage } from './eml.ts';
import type { OutboxJob, OutboxReply } from './outbox-worker.ts';
import type { MailMessage } from './types.ts';

const WORKER_FILE = fileURLToPath(new URL('./outbox-worker.ts', import.meta.url));

/** An idle thread ends after this long (its memory goes back; starting one again takes a few tens of ms). */
const IDLE_MS = 3_000;

/**
 * A small young generation: composing allocates only short-lived objects, and the default would let the thread keep
 * tens of megabytes it does not need.
 */
const LIMITS = { maxYoungGenerationSizeMb: 4 };

interface Waiting {
  resolve(path: string): void;
  reject(error: Error): void;
}

interface OutboxThread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  idle: ReturnType<typeof setTimeout> | undefined;
}

let current: OutboxThread | null = null;
let lastId = 0;

function startThread(): OutboxThread {
  // The parent's flags (a test runner's loaders, an inspector) are not the thread's.
  const worker = new Worker(WORKER_FILE, { execArgv: [], resourceLimits: LIMITS });
  const thread: OutboxThread = { worker, waiting: new Map(), idle: undefined };
  const stopped = (error: Error) => {
    if (current === thread) current = null;
    clearTimeout(thread.idle);
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  };
  worker.on('message', (reply: OutboxReply) => {
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

/** Messages of this process on their way, on either thread. */
let onTheirWay = 0;

/**
 * `writeMessage` of `eml.ts` for a long-lived process: a message that comes while another is on its way, or while the
 * thread is still there, goes to the thread; a message alone is composed and written on the caller's thread, so a
 * process sending little mail never starts the thread. Answers the written path.
 */
export async function writeMessageInBurst(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  const offThread = onTheirWay > 0 || current !== null;
  onTheirWay++;
  try {
    return offThread ? await writeMessageOffThread(dir, msg, from, date) : await writeMessage(dir, msg, from, date);
  } finally {
    onTheirWay--;
  }
}

/** `writeMessage` of `eml.ts` on the outbox's thread: composes `msg` and writes it into `dir`; answers its path. */
function writeMessageOffThread(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  current ??= startThread();
  const thread = current;
  clearTimeout(thread.idle);
  thread.worker.ref();
  const id = ++lastId;
  return new Promise<string>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, dir, msg, from, date: date.getTime() } satisfies OutboxJob);
  });
}
