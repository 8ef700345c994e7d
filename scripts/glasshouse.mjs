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

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
// Loading the commands allocates a lot of short-lived memory (Node re-reads large package.json files, such as
// drizzle-orm's, for every module inside them), and V8 would grow its young generation to over 100 MB for it and
// keep that for the life of the process. Growing it no further than its start size keeps the server's memory
// about a third smaller, for a few more (short) collections.
setFlagsFromString('--semi-space-growth-factor=1');
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
