/**
 * The page's scripts named at once (src/lib/module-preload.ts) from the build's import graph
 * (src/integrations/module-graph.mjs): every level of imports, each script once, nothing from elsewhere, and
 * islands that wait to be scrolled into view left out.
 */
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../../src/integrations/module-graph.mjs';
import { isEagerIsland, preloadsFor, preloadTags } from '../../src/lib/module-preload';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports });

describe('the module graph of the build', () => {
  const graph = moduleGraph({
    a: chunk('_astro/Layout.js', ['_astro/shopping.js']),
    b: chunk('_astro/shopping.js', ['_astro/cart.js', '_astro/session.js']),
    c: chunk('_astro/cart.js', ['_astro/stock.js']),
    d: chunk('_astro/stock.js'),
    e: chunk('_astro/session.js', ['_astro/shopping.js']),
    f: { type: 'asset', fileName: '_astro/module-graph.json' },
  });

  it('lists every import at any depth, once, for each script that imports anything', () => {
    expect(graph['/_astro/Layout.js']).toEqual([
      '/_astro/cart.js',
      '/_astro/session.js',
      '/_astro/shopping.js',
      '/_astro/stock.js',
    ]);
    expect(graph['/_astro/cart.js']).toEqual(['/_astro/stock.js']);
    expect(graph['/_astro/stock.js']).toBeUndefined();
  });

  it('ends on import cycles, and never lists a script as its own import', () => {
    expect(graph['/_astro/session.js']).toEqual(['/_astro/cart.js', '/_astro/shopping.js', '/_astro/stock.js']);
  });
});

describe('the preloads of a page', () => {
  const graph = {
    '/_astro/Layout.js': ['/_astro/cart.js', '/_astro/shopping.js'],
    '/_astro/Island.js': ['/_astro/cart.js', '/_astro/react.js'],
  };

  it("names a script tag's imports but not the script itself, and each script once per page", () => {
    const named = new Set<string>();
    expect(preloadsFor(graph, ['/_astro/Layout.js'], named, true)).toEqual(['/_astro/cart.js', '/_astro/shopping.js']);
    expect(preloadsFor(graph, ['/_astro/client.js', '/_astro/Island.js'], named, false)).toEqual([
      '/_astro/client.js',
      '/_astro/Island.js',
      '/_astro/react.js',
    ]);
    expect(preloadsFor(graph, ['/_astro/Layout.js'], named, true)).toEqual([]);
  });

  it('links nothing but scripts of the build', () => {
    const hostile = ['https://elsewhere.example/x.js', '/_astro/a.js"><script>alert(1)</script>', null, '/api/x'];
    expect(preloadsFor({ '/_astro/x.js': ['/_astro/"onload="x.js'] }, hostile, new Set(), false)).toEqual([]);
    expect(preloadTags(['/_astro/a.js'])).toBe('<link rel="modulepreload" href="/_astro/a.js">');
  });

  it('preloads islands hydrated on load or when idle, not those waiting to be scrolled into view', () => {
    expect(isEagerIsland('load')).toBe(true);
    expect(isEagerIsland('idle')).toBe(true);
    expect(isEagerIsland('visible')).toBe(false);
    expect(isEagerIsland(null)).toBe(false);
  });
});
