#!/usr/bin/env node
// The `glasshouse` command (`npm run glasshouse -- <command>`). Node.js runs the TypeScript sources itself
// (type stripping, on by default since Node 22.18 and 23.6), so nothing is compiled at start-up. This file stays
// plain JavaScript that any Node.js can parse: it checks the runtime before anything is read or written, then
// hands over to scripts/cli.ts. Run `glasshouse --help` for the commands.
import { setFlagsFromString } from 'node:v8';
import { supportedNode, unsupportedNodeMessage } from './lib/node-version.mjs';

if (!supportedNode(process.version)) {
  console.error(`Error: ${unsupportedNodeMessage(process.version)}`);
  process.exit(3); // EXIT.config (scripts/commands/types.ts)
}

// The server runs many threads that allocate (libuv's pool, V8's helpers, a renderer thread for every publish), and
// glibc gives each thread a malloc arena of its own: memory freed in one arena is not reused by the others, so the
// server's resident memory grew by tens of megabytes over its first publishes. Two arenas keep it flat. glibc reads
// MALLOC_ARENA_MAX when a process starts, so the server process replaces itself (same pid, same arguments) with it
// set. Linux only; an operator's own MALLOC_ARENA_MAX is kept.
if (process.argv[2] === 'start' && process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: '2' });
}

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
// Loading the commands allocates a lot of short-lived memory (Node re-reads large package.json files, such as
// drizzle-orm's, for every module inside them), and V8 would grow its young generation to over 100 MB for it and
// keep that for the life of the process. Growing it no further than its start size keeps the server's memory
// about a third smaller, for a few more (short) collections.
setFlagsFromString('--semi-space-growth-factor=1');
// V8 lets the old generation grow to up to four times what the last full collection kept before it collects again.
// A publish leaves a few megabytes of garbage there (its snapshot, search index and records), so back-to-back
// publishes piled up well over 100 MB of it in the server before a collection ran. Growing by half at most collects
// it sooner, at the cost of more full collections (mostly concurrent) under a heavy load.
setFlagsFromString('--heap-growing-percent=50');
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
