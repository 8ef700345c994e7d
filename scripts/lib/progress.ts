/**
 * Phases of a long-running command (`publish`, `build`, `import`, `backup` …), with their progress and timings.
 *
 * On a terminal each phase is one live line, redrawn in place with a spinner, its progress and the time so far,
 * that settles into `✔ <title> · <detail> · 1.2 s` (or `✖ … failed after 1.2 s`). Anywhere else (CI, a pipe, a log
 * file) each phase prints plain lines: `<title>…` when it starts and `<title>: done in 1.2 s` when it ends.
 *
 *   const progress = createProgress(io);
 *   const pages = await progress.phase('Building the site', async (step) => {
 *     step.update(12, 40, 'pages');
 *     return build();
 *   });
 *   progress.done('Revision 4 is live');   // the last line, with the total time
 */
import type { Io } from '../commands/types.ts';

export interface PhaseStep {
  /**
   * Progress inside the phase: `done` out of `total` (when known) `unit`s, e.g. `update(12, 40, 'pages')`. On a
   * terminal the live line shows it; plain output shows only the final count.
   */
  update(done: number, total?: number, unit?: string): void;
  /** Replaces the phase's detail text (shown after the title), e.g. the revision being built. */
  detail(text: string): void;
}

export interface PhaseSequence {
  enter(title: string): PhaseStep;
  end(ok?: boolean): void;
}

export interface Progress {
  /** Runs `fn` as a named phase and returns its result; a phase that throws is shown as failed and rethrows. */
  phase<T>(title: string, fn: (step: PhaseStep) => Promise<T> | T): Promise<T>;
  /**
   * Phases driven by events rather than by one function (a build reporting its stages): `enter(title)` ends the
   * open phase as done and starts the next; `end(ok)` ends the open one (`ok = false`: as failed).
   */
  sequence(): PhaseSequence;
  /** A line between phases (e.g. a warning, or build output with --verbose), printed above the live line. */
  info(line: string): void;
  /** The closing line, with the time since `createProgress`. */
  done(line: string): void;
}

export interface ProgressOptions {
  /** Redraw a live line (default `io.tty`). */
  tty?: boolean;
  /** The clock in ms (tests pass a fake one). */
  now?: () => number;
  /** How often the live line is redrawn, in ms (default 100). */
  intervalMs?: number;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const CLEAR_LINE = '\r\x1b[2K';

/** `1.2 s`, `850 ms`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

export function createProgress(
  io: Io,
  { tty = io.tty === true && typeof io.write === 'function', now = () => performance.now(), intervalMs = 100 }: ProgressOptions = {},
): Progress {
  const started = now();
  /** Redraws the open phase's live line (terminal only). */
  let redraw: (() => void) | null = null;

  const write = (text: string) => io.write?.(text);
  const println = (line: string) => {
    if (redraw) write(CLEAR_LINE);
    io.out(line);
    redraw?.();
  };

  /** Starts a phase: its live line (terminal) or its first plain line; `finish` prints its last line. */
  function open(title: string): { step: PhaseStep; finish(ok: boolean): void } {
    const phaseStart = now();
    let count: { done: number; total?: number; unit?: string } | null = null;
    let detailText = '';
    let frame = 0;
    const countText = () => (count ? `${count.done}${count.total !== undefined ? `/${count.total}` : ''}${count.unit ? ` ${count.unit}` : ''}` : '');
    const parts = (...extra: string[]) => [title, detailText, countText(), ...extra].filter(Boolean).join(' · ');
    const draw = () => write(`${CLEAR_LINE}${SPINNER[frame++ % SPINNER.length]} ${parts(formatDuration(now() - phaseStart))}`);

    let timer: ReturnType<typeof setInterval> | undefined;
    if (tty) {
      redraw = draw;
      draw();
      timer = setInterval(draw, intervalMs);
      timer.unref?.();
    } else {
      io.out(`${title}…`);
    }
    let finished = false;
    return {
      step: {
        update(done, total, unit) {
          count = { done, total, unit };
        },
        detail(text) {
          detailText = text;
        },
      },
      finish(ok) {
        if (finished) return;
        finished = true;
        const took = formatDuration(now() - phaseStart);
        if (timer) clearInterval(timer);
        redraw = null;
        if (tty) {
          write(CLEAR_LINE);
          io.out(ok ? `✔ ${parts(took)}` : `✖ ${parts(`failed after ${took}`)}`);
        } else {
          const summary = [detailText, countText()].filter(Boolean).join(', ');
          io.out(ok ? `${title}: done in ${took}${summary ? ` (${summary})` : ''}` : `${title}: failed after ${took}`);
        }
      },
    };
  }

  return {
    async phase(title, fn) {
      const { step, finish } = open(title);
      try {
        const result = await fn(step);
        finish(true);
        return result;
      } catch (error) {
        finish(false);
        throw error;
      }
    },
    sequence() {
      let current: ReturnType<typeof open> | null = null;
      return {
        enter(title) {
          current?.finish(true);
          current = open(title);
          return current.step;
        },
        end(ok = true) {
          current?.finish(ok);
          current = null;
        },
      };
    },
    info(line) {
      println(line);
    },
    done(line) {
      println(`${line} (${formatDuration(now() - started)} in all)`);
    },
  };
}
