import { describe, expect, it } from 'vitest';
import { measurePage, staticImports, type ReadFile } from '../../bench/page-weight.ts';
import { loadScriptsAfterPaint } from '../../edge/node/site-build/after-paint-scripts.ts';

const files: Record<string, string> = {
  '/': `<html><head><link rel="stylesheet" href="/_astro/a.css"><style>.x{color:red}</style>
    <script>var inline = 1;</script><script type="application/json">{"data":"not code"}</script>
    <script type="module" src="/_astro/page.js"></script></head>
    <body><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island></body></html>`,
  '/_astro/a.css': 'body{margin:0}',
  '/_astro/page.js': 'import{a as b}from"./shared.js";import"./side.js";const later=()=>import("./lazy.js");',
  '/_astro/shared.js': 'export const a=1;',
  '/_astro/side.js': 'console.log(1)',
  '/_astro/lazy.js': 'export default 2',
  '/_astro/Island.js': 'import{a}from"./shared.js";import{c}from"./react.js";',
  '/_astro/react.js': 'export const c=3;'.repeat(50),
  '/_astro/client.js': 'export default 4',
};
const read: ReadFile = async (path) => (path in files ? new TextEncoder().encode(files[path]) : null);

describe('page weight', () => {
  it('finds static imports but not dynamic ones', () => {
    expect(staticImports('import{a}from"./x.js";import "./y.js";export{b}from\'./z.js\';import("./lazy.js")')).toEqual(['./x.js', './y.js', './z.js']);
  });

  it('counts inline scripts and the static module graph as critical, islands and dynamic imports as deferred', async () => {
    const weight = await measurePage(read, '/');
    expect(weight.criticalFiles.sort()).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/side.js']);
    const inline = 'var inline = 1;'.length;
    const graph = ['/_astro/page.js', '/_astro/shared.js', '/_astro/side.js'].reduce((n, f) => n + files[f]!.length, 0);
    expect(weight.criticalJs.raw).toBe(inline + graph);
    expect(weight.inlineJs.raw).toBe(inline); // the JSON data script is not code
    const deferred = ['/_astro/lazy.js', '/_astro/Island.js', '/_astro/react.js', '/_astro/client.js'].reduce((n, f) => n + files[f]!.length, 0);
    expect(weight.deferredJs.raw).toBe(deferred); // shared.js is already counted as critical
    expect(weight.css.raw).toBe('body{margin:0}'.length + '.x{color:red}'.length);
    expect(weight.html.gzip).toBeGreaterThan(0);
    expect(weight.html.gzip).toBeLessThan(weight.html.raw);
  });

  it('counts the scripts a page imports once painted as critical too, with their graph', async () => {
    const painted: Record<string, string> = { ...files, '/': loadScriptsAfterPaint(files['/']!.replace('</head>\n    <body>', '</head><body>')) };
    expect(painted['/']).not.toContain('src="/_astro/page.js"');
    const weight = await measurePage(async (path) => (path in painted ? new TextEncoder().encode(painted[path]) : null), '/');
    expect(weight.criticalFiles.sort()).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/side.js']);
    expect(weight.criticalJs.raw).toBeGreaterThan(weight.inlineJs.raw + files['/_astro/page.js']!.length);
  });
});
