#!/usr/bin/env node
// The `glasshouse` command (`npm run glasshouse -- <command>`). Node.js runs the TypeScript sources itself
// (type stripping, on by default since Node 22.18 and 23.6), so nothing is compiled at start-up. This file stays
// plain JavaScript that any Node.js can parse: it checks the runtime before anything is read or written, then
// hands over to scripts/cli.ts. Run `glasshouse --help` for the commands.
import { supportedNode, unsupportedNodeMessage } from './lib/node-version.mjs';

if (!supportedNode(process.version)) {
  console.error(`Error: ${unsupportedNodeMessage(process.version)}`);
  process.exit(3); // EXIT.config (scripts/commands/types.ts)
}

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
