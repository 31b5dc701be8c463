/**
 * Names every script a page will run in its head at once (`<link rel="modulepreload">`), so that the browser
 * fetches them side by side instead of one import level per round trip. On a 400 ms connection the catalogue
 * pages' scripts are three levels deep: two round trips saved before Add to Cart works.
 *
 * The build writes which scripts each script imports (src/integrations/module-graph.mjs); this module decides,
 * for the scripts and islands of one page, which links to add. Islands hydrated on load or when the browser is
 * idle are preloaded with what they import; one hydrated only when scrolled into view is left to load then.
 */

/** For each script the build emitted, every script it imports statically (absolute paths). */
export type ModuleGraph = Record<string, string[]>;

/** A script of the build's, as the page names it: nothing else is linked. */
const BUILT_SCRIPT = /^\/_astro\/[\w.-]+\.js$/;

/** The islands that surely run on this page, soon after it loads. */
const EAGER_ISLANDS = new Set(['load', 'idle']);

export function isEagerIsland(client: string | null): boolean {
  return client !== null && EAGER_ISLANDS.has(client);
}

/**
 * The scripts to preload before a `<script src>` or an island of the page: the given scripts themselves unless
 * `alreadyLoading` (a script tag loads itself), and everything they import, skipping what the page has already
 * named. `named` is the page's running set, updated here.
 */
export function preloadsFor(
  graph: ModuleGraph,
  scripts: readonly (string | null)[],
  named: Set<string>,
  alreadyLoading: boolean,
): string[] {
  const links: string[] = [];
  for (const script of scripts) {
    if (!script || !BUILT_SCRIPT.test(script)) continue;
    const wanted = alreadyLoading ? (graph[script] ?? []) : [script, ...(graph[script] ?? [])];
    if (alreadyLoading) named.add(script);
    for (const path of wanted) {
      if (named.has(path) || !BUILT_SCRIPT.test(path)) continue;
      named.add(path);
      links.push(path);
    }
  }
  return links;
}

export function preloadTags(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
}
