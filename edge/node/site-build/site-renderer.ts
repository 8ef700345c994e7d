/**
 * Renders a snapshot's pages from a site bundle in a renderer thread (`render-worker.ts`), one worker thread per
 * build: an error or a leak in the pages ends with that thread and never takes the server down (its memory is
 * bounded by `RENDER_LIMITS`), and two builds (of the same organisation or not) never share module state. A thread
 * rather than a process: no second Node runtime in memory, the main cost of a publish's peak memory.
 *
 * A long-lived process (the server) calls `keepRendererWarm()`: then a renderer is started ahead of time, loads the
 * bundle while nothing is publishing, and waits; a build takes it ready and starts a new one once the whole build
 * is over (`refillWarmRenderer`). One-off commands start their renderer when they need it, and leave none behind.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderMessage, RenderWorkerData } from './render-worker.ts';
import { pipeLines, type SiteBundle } from './site-bundle.ts';

const WORKER_FILE = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
/**
 * The renderer's heap: a small young generation (V8 would grow it to tens of megabytes while the bundle loads, and
 * keep them), and an old generation far above what rendering a large organisation needs, below what would hurt
 * the server. A thread over the limit ends with ERR_WORKER_OUT_OF_MEMORY; the build fails, the server stays up.
 */
const RENDER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 1024 };

/** The renderer failed or crashed; `output` holds its last lines. */
export class SiteRenderError extends Error {
  override name = 'SiteRenderError';
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

interface Renderer {
  bundleDir: string;
  worker: Worker;
  /** Lines printed before a job took it. */
  early: string[];
  onLine: (line: string) => void;
  onMessage: (message: RenderMessage) => void;
  exited: boolean;
  exitCode: number | null;
  onExit: (code: number) => void;
}

function startRenderer(bundleDir: string): Renderer {
  const worker = new Worker(WORKER_FILE, {
    workerData: { bundleDir } satisfies RenderWorkerData,
    // The parent's flags (a test runner's loaders, an inspector) are not the renderer's.
    execArgv: [],
    // A copy of the environment of its own: the pages' variables never reach the server's.
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdout: true,
    stderr: true,
    resourceLimits: RENDER_LIMITS,
  });
  const renderer: Renderer = {
    bundleDir,
    worker,
    early: [],
    onLine: (line) => {
      renderer.early.push(line);
      if (renderer.early.length > 40) renderer.early.shift();
    },
    onMessage: () => {},
    exited: false,
    exitCode: null,
    onExit: () => {},
  };
  pipeLines(worker.stdout, (line) => renderer.onLine(line));
  pipeLines(worker.stderr, (line) => renderer.onLine(line));
  worker.on('message', (message: RenderMessage) => renderer.onMessage(message));
  worker.on('error', (error: Error) => renderer.onLine(`The renderer failed: ${error.stack ?? error.message}`));
  worker.on('exit', (code) => {
    renderer.exited = true;
    renderer.exitCode = code;
    renderer.onExit(code);
  });
  return renderer;
}

/** Lets a waiting renderer not keep the process alive (and the reverse). */
function holdProcess(renderer: Renderer, hold: boolean): void {
  if (hold) renderer.worker.ref();
  else renderer.worker.unref();
}

let warm = false;
let spare: Renderer | null = null;

/**
 * Keeps one renderer started and waiting from now on (for a long-lived process): of `bundle` at once when given,
 * else from the first build on. `stopWarmRenderer` ends it.
 */
export function keepRendererWarm(bundle?: SiteBundle): void {
  warm = true;
  if (bundle && !(spare && !spare.exited && spare.bundleDir === bundle.dir)) {
    void spare?.worker.terminate();
    spare = startRenderer(bundle.dir);
    holdProcess(spare, false);
  }
}

/** Stops keeping a renderer waiting, and ends the waiting one. */
export function stopWarmRenderer(): void {
  warm = false;
  void spare?.worker.terminate();
  spare = null;
}

/**
 * Starts the next waiting renderer of `bundleDir`, if warm renderers are wanted and none is waiting. The build
 * calls it once it is over, not when its pages are rendered: loading a bundle while Pagefind indexes and the files
 * are compressed would add a second renderer's memory to the publish's peak.
 */
export function refillWarmRenderer(bundleDir: string): void {
  if (!warm || (spare && !spare.exited && spare.bundleDir === bundleDir)) return;
  void spare?.worker.terminate();
  spare = startRenderer(bundleDir);
  holdProcess(spare, false);
}

/** A renderer for `bundleDir`: the waiting one when it is of that bundle, else a new one. */
function takeRenderer(bundleDir: string): Renderer {
  if (spare && !spare.exited && spare.bundleDir === bundleDir) {
    const renderer = spare;
    spare = null;
    holdProcess(renderer, true);
    return renderer;
  }
  void spare?.worker.terminate();
  spare = null;
  return startRenderer(bundleDir);
}

export interface RenderPagesOptions {
  bundle: SiteBundle;
  snapshotFile: string;
  /** Folder holding the bundle's static files; the pages are written into it. */
  outDir: string;
  /** The portal's public address. */
  site: string;
  /** Environment the pages read (e.g. the manifest key's public half for `trust.json`). */
  env?: Record<string, string>;
  /** Receives the renderer's lines (one per page written, warnings). */
  log?: (line: string) => void;
  /** Finish the pages in the renderer thread once they are written (`finish-pages.ts`). */
  finish?: RenderJob['finish'];
}

/**
 * Renders every page of the snapshot into `outDir` (and finishes them, with `finish`); resolves with the number of
 * HTML pages written once the thread's job is done.
 */
export function renderPages({ bundle, snapshotFile, outDir, site, env = {}, log = () => {}, finish }: RenderPagesOptions): Promise<number> {
  const renderer = takeRenderer(bundle.dir);
  const tail = [...renderer.early];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  for (const line of renderer.early) log(line);
  renderer.onLine = (line) => {
    keep(line);
    log(line);
  };
  const job: RenderJob = { type: 'render', snapshotFile: path.resolve(snapshotFile), outDir: path.resolve(outDir), site, env, ...(finish ? { finish } : {}) };
  const done = new Promise<number>((resolve, reject) => {
    let settled = false;
    renderer.onMessage = (message) => {
      if (message.type === 'log') renderer.onLine(message.line);
      else if (message.type === 'done') {
        settled = true;
        resolve(message.pages);
      } else if (message.type === 'failed') {
        settled = true;
        keep(message.message);
        reject(new SiteRenderError(`Site build failed: ${message.message}`, tail.join('\n')));
      }
    };
    renderer.onExit = (code) => {
      if (settled) return;
      reject(new SiteRenderError(`Site build failed: the renderer stopped (exit code ${code}).\n${tail.join('\n')}`, tail.join('\n')));
    };
    if (renderer.exited) renderer.onExit(renderer.exitCode ?? 1);
    else renderer.worker.postMessage(job);
  });
  return done.finally(() => void renderer.worker.terminate());
}
