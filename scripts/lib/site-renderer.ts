/**
 * Renders a snapshot's pages from a site bundle in a renderer process (`render-worker.ts`), one process per build:
 * a crash or a leak in the pages ends with that process and never takes the server down, and two builds (of the
 * same organisation or not) never share module state.
 *
 * A long-lived process (the server) calls `keepRendererWarm()`: then a renderer is started ahead of time, loads the
 * bundle while nothing is publishing, and waits; a build takes it ready and a new one is started once the build is
 * over. One-off commands start their renderer when they need it, and leave none behind.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderJob, RenderMessage } from './render-worker.ts';
import { REPO_ROOT, pipeLines, type SiteBundle } from './site-bundle.ts';

const WORKER_FILE = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
/** How long after a build a new warm renderer is started (the build's last steps run meanwhile). */
const WARM_DELAY_MS = 1_000;

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
  child: ChildProcess;
  /** Lines printed before a job took it. */
  early: string[];
  onLine: (line: string) => void;
  onMessage: (message: RenderMessage) => void;
  exited: boolean;
  onExit: (code: number | null, signal: NodeJS.Signals | null) => void;
}

function startRenderer(bundleDir: string): Renderer {
  const child = fork(WORKER_FILE, [bundleDir], {
    cwd: REPO_ROOT,
    // The parent's flags (a test runner's loaders, an inspector) are not the renderer's.
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const renderer: Renderer = {
    bundleDir,
    child,
    early: [],
    onLine: (line) => {
      renderer.early.push(line);
      if (renderer.early.length > 40) renderer.early.shift();
    },
    onMessage: () => {},
    exited: false,
    onExit: () => {},
  };
  pipeLines(child.stdout!, (line) => renderer.onLine(line));
  pipeLines(child.stderr!, (line) => renderer.onLine(line));
  child.on('message', (message: RenderMessage) => renderer.onMessage(message));
  child.on('error', (error) => renderer.onLine(`The renderer could not run: ${error.message}`));
  child.on('exit', (code, signal) => {
    renderer.exited = true;
    renderer.onExit(code, signal);
  });
  return renderer;
}

/** Lets a waiting renderer not keep the process alive (and the reverse). */
function holdProcess(renderer: Renderer, hold: boolean): void {
  const handles = [renderer.child, renderer.child.channel, renderer.child.stdout, renderer.child.stderr] as ({ ref?: () => void; unref?: () => void } | null | undefined)[];
  for (const handle of handles) (hold ? handle?.ref : handle?.unref)?.call(handle);
}

let warm = false;
let spare: Renderer | null = null;
let lastBundleDir: string | null = null;
let warmTimer: NodeJS.Timeout | null = null;

/**
 * Keeps one renderer started and waiting from now on (for a long-lived process): of `bundle` at once when given,
 * else from the first build on. `stopWarmRenderer` ends it.
 */
export function keepRendererWarm(bundle?: SiteBundle): void {
  warm = true;
  if (bundle && !(spare && !spare.exited && spare.bundleDir === bundle.dir)) {
    spare?.child.kill();
    spare = startRenderer(bundle.dir);
    holdProcess(spare, false);
  }
}

/** Stops keeping a renderer waiting, and ends the waiting one. */
export function stopWarmRenderer(): void {
  warm = false;
  if (warmTimer) clearTimeout(warmTimer);
  warmTimer = null;
  spare?.child.kill();
  spare = null;
}

/** Starts a spare renderer for `bundleDir` soon, if warm renderers are wanted. */
function scheduleSpare(bundleDir: string): void {
  if (!warm || warmTimer) return;
  warmTimer = setTimeout(() => {
    warmTimer = null;
    if (!warm || (spare && !spare.exited && spare.bundleDir === bundleDir)) return;
    spare?.child.kill();
    spare = startRenderer(bundleDir);
    holdProcess(spare, false);
  }, WARM_DELAY_MS);
  warmTimer.unref();
}

/** A renderer for `bundleDir`: the waiting one when it is of that bundle, else a new one. */
function takeRenderer(bundleDir: string): Renderer {
  if (spare && !spare.exited && spare.bundleDir === bundleDir) {
    const renderer = spare;
    spare = null;
    holdProcess(renderer, true);
    return renderer;
  }
  spare?.child.kill();
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
}

/** Renders every page of the snapshot into `outDir`; resolves with the number of HTML pages written. */
export function renderPages({ bundle, snapshotFile, outDir, site, env = {}, log = () => {} }: RenderPagesOptions): Promise<number> {
  lastBundleDir = bundle.dir;
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
  const job: RenderJob = { type: 'render', snapshotFile: path.resolve(snapshotFile), outDir: path.resolve(outDir), site, env };
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
    renderer.onExit = (code, signal) => {
      if (settled) return;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(new SiteRenderError(`Site build failed: the renderer ${why}.\n${tail.join('\n')}`, tail.join('\n')));
    };
    if (renderer.exited) renderer.onExit(renderer.child.exitCode, renderer.child.signalCode);
    else renderer.child.send(job, (error) => error && renderer.onLine(`The renderer could not take the job: ${error.message}`));
  });
  return done.finally(() => {
    renderer.child.kill();
    if (lastBundleDir) scheduleSpare(lastBundleDir);
  });
}
