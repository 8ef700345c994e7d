import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown } from '../../content/markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown formatting and safe links', () => {
    const html = renderMarkdown('We keep **data** safe. [Policy](https://acme.example/policy) and [FAQ](#faq).');
    expect(html).toContain('<strong>data</strong>');
    expect(html).toContain('<a href="https://acme.example/policy">Policy</a>');
    expect(html).toContain('<a href="#faq">FAQ</a>');
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<div');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops links that could run script or leave for another site in disguise', () => {
    for (const source of [
      '[x](javascript:alert(1))',
      '[x](javascript&#58;alert(1))',
      '[x](data:text/html,hi)',
      '[x](//evil.example)',
      '[x](/&#47;evil.example)',
    ]) {
      expect(renderMarkdown(source), source).not.toContain('<a');
    }
  });

  it('renders images as their alt text, loading nothing', () => {
    const html = renderMarkdown('![Our <office>](https://tracker.example/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('Our &lt;office&gt;');
  });
});

describe('isSafeHref', () => {
  it('accepts web, mail and in-site targets only', () => {
    expect(['https://a.example', 'HTTP://a.example', 'mailto:a@b.example', '/item/x', '#top', '?q=1', '../x'].every(isSafeHref)).toBe(true);
    expect(['javascript:1', 'vbscript:1', 'data:x', '//a.example', '/\\a.example', 'relative/path'].some(isSafeHref)).toBe(false);
  });
});
