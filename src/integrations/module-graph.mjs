/**
 * Writes `_astro/module-graph.json` beside the browser's scripts: for each script the build emits, every script
 * it imports statically, at any depth. A page names only its entry scripts; without this list the browser
 * learns of their imports one level at a time (entry, then what it imports, then what those import), a round
 * trip each, which on a phone's slow connection delays the moment a button works. The middleware reads the list
 * to name them all in the page's head at once (src/lib/module-preload.ts).
 */

/** Where the list is served from (dist/client is served as the site's root). */
export const MODULE_GRAPH_FILE = '_astro/module-graph.json';

/** @param {Record<string, { type: string; fileName: string; imports?: string[] }>} bundle */
export function moduleGraph(bundle) {
  /** @type {Map<string, string[]>} */
  const direct = new Map();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') direct.set(output.fileName, output.imports ?? []);
  }
  /** @type {Record<string, string[]>} */
  const graph = {};
  for (const fileName of direct.keys()) {
    const seen = new Set();
    const stack = [...(direct.get(fileName) ?? [])];
    while (stack.length > 0) {
      const next = /** @type {string} */ (stack.pop());
      if (seen.has(next) || next === fileName) continue;
      seen.add(next);
      stack.push(...(direct.get(next) ?? []));
    }
    if (seen.size > 0) graph[`/${fileName}`] = [...seen].sort().map((name) => `/${name}`);
  }
  return graph;
}

/** @returns {import('astro').AstroIntegration} */
export function moduleGraphIntegration() {
  return {
    name: 'module-graph',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'module-graph',
                apply: 'build',
                generateBundle(_options, bundle) {
                  if (this.environment?.name !== 'client') return;
                  this.emitFile({
                    type: 'asset',
                    fileName: MODULE_GRAPH_FILE,
                    source: JSON.stringify(moduleGraph(bundle)),
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
