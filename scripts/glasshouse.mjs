#!/usr/bin/env node
// The `glasshouse` command (`npm run glasshouse -- <command>`): registers tsx so the TypeScript sources run as
// they are, then hands over to scripts/cli.ts. Run `glasshouse --help` for the commands.
import { register } from 'tsx/esm/api';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
