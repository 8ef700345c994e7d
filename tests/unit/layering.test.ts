/**
 * The layers of the code base, read from the source tree: each rule lists the imports that break it, so a failure
 * names the file and the import to move.
 *
 *   content/          the content model (and search records, local search, Markdown): imports nothing of the
 *                     edge, the portal or the admin
 *   edge/lib/         pure helpers both services and middleware use
 *   edge/services/    the operations, in entity folders (`subscriptions/subscribe.ts`): no middleware, no routes
 *   edge/middleware/  request guards and readers, built on services
 *   edge/routes/      parse → call a service → return: no database
 *   scripts/          the CLI on top: the edge never imports it
 *
 * The edge imports nothing of the portal (`site/`) or the admin, except its site build (`edge/node/site-build/`),
 * which builds the portal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every TypeScript source file under `dir` (repository-relative, `/`-separated). */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The module specifiers a file imports or re-exports (static, side-effect and dynamic imports), comments left out. */
function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const pattern of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

interface Import {
  file: string;
  specifier: string;
  /** The repository-relative path a relative specifier points at; the package name otherwise. */
  target: string;
}

function importsUnder(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(readFileSync(path.join(ROOT, file), 'utf8')).map((specifier) => ({
      file,
      specifier,
      target: specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : specifier,
    })),
  );
}

/** `file → specifier` lines of the imports that break a rule. */
function offending(imports: Import[], breaks: (target: string) => boolean): string[] {
  return imports.filter((i) => breaks(i.target)).map((i) => `${i.file} → ${i.specifier}`);
}

const under = (dir: string) => (target: string) => target === dir || target.startsWith(`${dir}/`);

describe('layering', () => {
  it('finds static, dynamic and re-exported imports, not commented ones', () => {
    const source = [
      "import { a } from './a.ts';",
      'import type {',
      '  B,',
      "} from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "// import { f } from './f.ts';",
      "/** import { g } from './g.ts'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts']);
  });

  it('no route imports the database: routes call services', () => {
    const breaks = (target: string) => target === 'drizzle-orm' || target.startsWith('drizzle-orm/') || under('edge/db')(target);
    expect(offending(importsUnder('edge/routes'), breaks)).toEqual([]);
  });

  it('services sit in entity folders: no operation file loose in edge/services/', () => {
    const loose = sourceFiles('edge/services').filter((file) => path.posix.dirname(file) === 'edge/services');
    expect(loose).toEqual([]);
  });

  it('no service, route, middleware or pure helper imports a Node built-in: Node-only code is in edge/node/', () => {
    const breaks = (target: string) => target.startsWith('node:');
    const imports = ['edge/services', 'edge/routes', 'edge/middleware', 'edge/lib'].flatMap(importsUnder);
    expect(offending(imports, breaks)).toEqual([]);
  });

  it('no service imports middleware or routes', () => {
    const breaks = (target: string) => under('edge/middleware')(target) || under('edge/routes')(target);
    expect(offending(importsUnder('edge/services'), breaks)).toEqual([]);
  });

  it('the pure helpers import no service, middleware or route', () => {
    const breaks = (target: string) => ['edge/services', 'edge/middleware', 'edge/routes'].some((dir) => under(dir)(target));
    expect(offending(importsUnder('edge/lib'), breaks)).toEqual([]);
  });

  it('no middleware imports a route', () => {
    expect(offending(importsUnder('edge/middleware'), under('edge/routes'))).toEqual([]);
  });

  it('no edge code imports the scripts', () => {
    expect(offending(importsUnder('edge'), under('scripts'))).toEqual([]);
  });

  it('the content model imports nothing of the edge, the portal or the admin', () => {
    const breaks = (target: string) => ['edge', 'site', 'admin'].some((dir) => under(dir)(target));
    expect(offending(importsUnder('content'), breaks)).toEqual([]);
  });

  it('the edge imports nothing of the portal or the admin, except the site build', () => {
    const breaks = (target: string) => under('site')(target) || under('admin')(target);
    const imports = importsUnder('edge').filter((i) => !i.file.startsWith('edge/node/site-build/'));
    expect(offending(imports, breaks)).toEqual([]);
  });
});

/** The modules a file loads when it is evaluated: static imports and re-exports, not type-only or dynamic ones. */
function loadedOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const pattern of [/^\s*(?:import|export)\s+(?!type\s)[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** The packages `entry` loads before it runs, each with the chain of files that loads it. */
function packagesLoadedBy(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const via = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of loadedOf(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const chain = [...via.get(file)!, specifier];
      if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, chain);
        continue;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!via.has(target) && /\.(ts|tsx|mts)$/.test(target)) {
        via.set(target, [...via.get(file)!, target]);
        queue.push(target);
      }
    }
  }
  return packages;
}

describe('loading on first use', () => {
  // The file formats a server reads or writes now and then (questionnaires, PDFs, the API description) cost it
  // memory for as long as it runs: they are imported where they are used (`await import(…)`), not at start-up.
  const ON_FIRST_USE = ['@e965/xlsx', '@xmldom/xmldom', 'pdf-lib', 'zod-openapi'];

  it('reads what a file loads: static imports and re-exports, not type-only or dynamic ones', () => {
    const source = [
      "import { a } from 'a';",
      "import type { B } from 'b';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "import 'e';",
      "const f = await import('f');",
      "import g, {\n  type H,\n} from '@g/g/sub';",
    ].join('\n');
    expect(loadedOf(source)).toEqual(['a', './c.ts', '@g/g/sub', 'e']);
  });

  it.each(['scripts/commands/start.ts', 'edge/worker.ts'])('%s starts without the file-format libraries', (entry) => {
    const packages = packagesLoadedBy(entry);
    // The walk reaches the libraries every request needs (a check that it follows the imports at all).
    expect(packages.has('drizzle-orm')).toBe(true);
    const loaded = ON_FIRST_USE.filter((name) => packages.has(name)).map((name) => packages.get(name)!.join(' → '));
    expect(loaded).toEqual([]);
  });
});
