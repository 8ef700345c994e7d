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
