import { describe, expect, it } from 'vitest';
import { absoluteUrl, assetUrl, safeLink } from '../../site/lib/urls.ts';

describe('site URL helpers', () => {
  it('builds absolute URLs on the public address', () => {
    expect(absoluteUrl('/item/soc-2', new URL('https://trust.acme.example'))).toBe('https://trust.acme.example/item/soc-2');
    expect(absoluteUrl('/', undefined)).toBe('http://localhost:4321/');
  });

  it('serves bare asset names from the site root and drops foreign schemes', () => {
    expect(assetUrl('assets/logo.svg')).toBe('/assets/logo.svg');
    expect(assetUrl('/assets/logo.svg')).toBe('/assets/logo.svg');
    expect(assetUrl('https://cdn.acme.example/logo.png')).toBe('https://cdn.acme.example/logo.png');
    expect(assetUrl('javascript:alert(1)')).toBe('');
    expect(assetUrl('')).toBe('');
  });

  it('renders only web and mail links from content', () => {
    expect(safeLink(' https://acme.example ')).toBe('https://acme.example');
    expect(safeLink('mailto:security@acme.example')).toBe('mailto:security@acme.example');
    expect(safeLink('javascript:alert(1)')).toBe('');
    expect(safeLink('acme.example')).toBe('');
  });
});
