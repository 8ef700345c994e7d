import { describe, expect, it } from 'vitest';
import { createProgress, formatDuration } from '../../scripts/lib/progress.ts';
import type { Io } from '../../scripts/commands/types.ts';

function recorder(tty: boolean) {
  const lines: string[] = [];
  const raw: string[] = [];
  const io: Io = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`), tty, write: (text) => raw.push(text) };
  let clock = 0;
  return { io, lines, raw, tick: (ms: number) => (clock += ms), now: () => clock };
}

describe('createProgress', () => {
  it('prints plain lines with each phase and its time when not on a terminal', async () => {
    const r = recorder(false);
    const progress = createProgress(r.io, { now: r.now });
    await progress.phase('Opening the database', () => r.tick(40));
    const pages = await progress.phase('Building the site', (step) => {
      step.update(12, 40, 'pages');
      r.tick(12_300);
      step.update(40, 40, 'pages');
      return 40;
    });
    expect(pages).toBe(40);
    await expect(
      progress.phase('Indexing for search', () => {
        r.tick(1500);
        throw new Error('Pagefind failed');
      }),
    ).rejects.toThrow('Pagefind failed');
    progress.done('Finished');
    expect(r.lines).toEqual([
      'Opening the database…',
      'Opening the database: done in 40 ms',
      'Building the site…',
      'Building the site: done in 12.3 s (40/40 pages)',
      'Indexing for search…',
      'Indexing for search: failed after 1.5 s',
      'Finished (13.8 s in all)',
    ]);
    expect(r.raw).toEqual([]);
  });

  it('redraws one live line per phase on a terminal and settles it with a mark and the time', async () => {
    const r = recorder(true);
    const progress = createProgress(r.io, { now: r.now, intervalMs: 5 });
    await progress.phase('Building the site', async (step) => {
      step.detail('revision 4');
      step.update(3, undefined, 'pages');
      r.tick(2000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      progress.info('a warning');
    });
    const phases = progress.sequence();
    phases.enter('Indexing for search');
    r.tick(300);
    phases.enter('Making it live');
    r.tick(10);
    phases.end(false);
    expect(r.lines).toEqual([
      'a warning',
      '✔ Building the site · revision 4 · 3 pages · 2.0 s',
      '✔ Indexing for search · 300 ms',
      '✖ Making it live · failed after 10 ms',
    ]);
    // The live line was drawn (spinner, title, progress, time) and cleared before each printed line.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the live line is drawn with ANSI escape sequences
    expect(r.raw.some((text) => /^\r\x1b\[2K. Building the site · revision 4 · 3 pages · 2\.0 s$/.test(text))).toBe(true);
    expect(r.raw.filter((text) => text === '\r\x1b[2K').length).toBeGreaterThanOrEqual(4);
  });

  it('formats durations as people read them', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
