/**
 * Bytes shipped per route: the HTML document, every script the page can load (following the module graph)
 * and every stylesheet, each as raw, gzip and brotli sizes.
 *
 * The local server does not compress, so the sizes are computed here from the bytes, one file at a time (as a
 * browser downloads them). Levels: gzip 9 and brotli 11, the best the edge (or precompression) can do.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';

export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = 11;

export function sizes(buf) {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  return {
    raw: b.length,
    gzip: zlib.gzipSync(b, { level: GZIP_LEVEL }).length,
    brotli: zlib.brotliCompressSync(b, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }).length,
  };
}

const sum = (items) =>
  items.reduce((t, i) => ({ raw: t.raw + i.raw, gzip: t.gzip + i.gzip, brotli: t.brotli + i.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

// ---------------------------------------------------------------------------------------------------------
// HTML: a small tokenizer that skips comments and keeps <script>/<style> bodies whole.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", '#34': '"' };
function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    const k = e.toLowerCase();
    if (k in ENTITIES) return ENTITIES[k];
    if (k.startsWith('#x')) return String.fromCodePoint(parseInt(k.slice(2), 16));
    if (k.startsWith('#')) return String.fromCodePoint(parseInt(k.slice(1), 10));
    return m;
  });
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
function parseAttrs(s) {
  const attrs = {};
  for (const m of s.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** Yields { tag, attrs, body } for every element start tag (body only for script and style). */
export function* tags(html) {
  for (const m of html.matchAll(TOKEN)) {
    if (m[0].startsWith('<!--')) continue;
    if (m[1]) yield { tag: m[1].toLowerCase(), attrs: parseAttrs(m[2]), body: m[3] };
    else yield { tag: m[4].toLowerCase(), attrs: parseAttrs(m[5]), body: null };
  }
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);
const isJsType = (type) => JS_TYPES.has((type ?? '').trim().toLowerCase());
const relTokens = (rel) => (rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** What an HTML document references directly: scripts (external/inline), stylesheets (external/inline). */
export function discover(html) {
  const scripts = []; // { url } | { inline, module }
  const styles = []; // { url } | { inline }
  for (const { tag, attrs, body } of tags(html)) {
    if (tag === 'script') {
      if (!isJsType(attrs.type)) continue; // JSON, ld+json, importmap, templates: data, not code
      const module = (attrs.type ?? '').trim().toLowerCase() === 'module';
      if (attrs.src) scripts.push({ url: attrs.src, via: module ? 'script[type=module]' : 'script[src]' });
      else if (body?.trim()) scripts.push({ inline: body, module, via: 'inline <script>' });
    } else if (tag === 'style') {
      if (body?.trim()) styles.push({ inline: body, via: 'inline <style>' });
    } else if (tag === 'link') {
      const rel = relTokens(attrs.rel);
      if (!attrs.href) continue;
      if (rel.includes('modulepreload')) scripts.push({ url: attrs.href, via: 'modulepreload' });
      else if (rel.includes('preload') && (attrs.as ?? '').toLowerCase() === 'script')
        scripts.push({ url: attrs.href, via: 'preload as=script' });
      else if (rel.includes('stylesheet')) styles.push({ url: attrs.href, via: 'link[rel=stylesheet]' });
      else if (rel.includes('preload') && (attrs.as ?? '').toLowerCase() === 'style')
        styles.push({ url: attrs.href, via: 'preload as=style' });
    } else if (tag === 'astro-island') {
      for (const a of ['component-url', 'renderer-url', 'before-hydration-url']) {
        if (attrs[a]) scripts.push({ url: attrs[a], via: `astro-island ${a}` });
      }
    }
  }
  return { scripts, styles };
}

// ---------------------------------------------------------------------------------------------------------
// JavaScript module graph.

const Q = `(["'\`])([^"'\`\\n]+?)\\1`; // a quoted string without interpolation
const JS_REFS = [
  [new RegExp(`\\bfrom\\s*${Q}`, 'g'), 'import'], // import x from "./a.js", export * from "./a.js", import{a}from"./a.js"
  [new RegExp(`(?:^|[^.\\w$])import\\s*${Q}`, 'g'), 'import'], // import "./a.js" (side effect)
  [new RegExp(`(?:^|[^.\\w$])import\\s*\\(\\s*${Q}\\s*[,)]`, 'g'), 'dynamic import'], // import("./a.js")
  [new RegExp(`new\\s+URL\\s*\\(\\s*${Q}\\s*,\\s*import\\.meta\\.url`, 'g'), 'new URL(…, import.meta.url)'],
];
/** References that load a file only when the code asks for it. */
const ON_DEMAND = new Set(['dynamic import', 'vite preload map']);
// Vite's preload map for dynamic imports: const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/x.js",...])))
const VITE_MAP_DEPS = /m\.f\s*\|\|\s*\(\s*m\.f\s*=\s*\[([^\]]*)\]/g;

/** Specifiers referenced by a JS source: [{ spec, base: 'file' | 'root', how }]. */
export function jsReferences(code) {
  const refs = [];
  for (const [re, how] of JS_REFS) for (const m of code.matchAll(re)) refs.push({ spec: m[2], base: 'file', how });
  for (const m of code.matchAll(VITE_MAP_DEPS)) {
    for (const s of m[1].matchAll(/(["'`])([^"'`]+)\1/g))
      refs.push({ spec: s[2], base: 'root', how: 'vite preload map' });
  }
  return refs;
}

// @import "x.css"; @import url(x.css);
const CSS_IMPORT = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/g;

const looksRelative = (spec) => /^(\.{1,2}\/|\/(?!\/))/.test(spec) || /^https?:\/\//.test(spec);
const kindOf = (pathname) => (/\.(m?js|jsx)$/i.test(pathname) ? 'js' : /\.css$/i.test(pathname) ? 'css' : null);

// ---------------------------------------------------------------------------------------------------------
// Fetching assets: from the server (what it really serves), falling back to dist/client on disk.

export function makeLoader({ origin, clientDir }) {
  const cache = new Map();
  return function load(href) {
    if (!cache.has(href)) {
      cache.set(
        href,
        (async () => {
          const url = new URL(href);
          if (url.origin !== origin) return { ok: false, error: 'other origin: not fetched' };
          try {
            const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
            const buf = Buffer.from(await res.arrayBuffer());
            if (res.ok) return { ok: true, buf, type: res.headers.get('content-type') ?? '', from: 'server' };
          } catch {}
          const file = join(clientDir, decodeURIComponent(url.pathname));
          if (file.startsWith(clientDir) && existsSync(file)) {
            return { ok: true, buf: await readFile(file), type: '', from: 'dist/client' };
          }
          return { ok: false, error: 'not found (server or dist/client)' };
        })(),
      );
    }
    return cache.get(href);
  };
}

/**
 * Measures one route's bytes. `htmlBuf` is the document as served, `pageUrl` its absolute URL.
 * Returns { html, js: { files, total, count }, css: { files, total, count }, missing }.
 */
export async function measureBytes({ htmlBuf, pageUrl, origin, load }) {
  const { scripts, styles } = discover(htmlBuf.toString('utf8'));
  const root = origin + '/';
  const js = new Map(); // key -> entry
  const css = new Map();
  const missing = [];
  const queue = [];
  /** Static edges between JS files (key -> keys), to tell the first load from what is loaded on demand. */
  const staticEdges = new Map();
  const roots = [];

  const enqueue = (kind, spec, base, via, from) => {
    let url;
    try {
      url = new URL(spec, base);
    } catch {
      return;
    }
    url.hash = '';
    const key = url.href;
    const map = kind === 'css' ? css : js;
    if (map.has(key)) return;
    map.set(key, { url: url.origin === origin ? url.pathname + url.search : url.href, via, from, pending: true });
    queue.push({ kind, key });
  };

  const followJs = (code, fileUrl, fromLabel) => {
    for (const { spec, base, how } of jsReferences(code)) {
      if (!looksRelative(spec) && base === 'file') continue; // bare specifiers, words in strings
      const resolved = new URL(spec, base === 'root' ? root : fileUrl);
      const kind = kindOf(resolved.pathname);
      if (!kind) continue;
      resolved.hash = '';
      if (kind === 'js' && !ON_DEMAND.has(how)) {
        if (!staticEdges.has(fileUrl)) staticEdges.set(fileUrl, []);
        staticEdges.get(fileUrl).push(resolved.href);
      }
      enqueue(kind, resolved.href, resolved.href, how, fromLabel);
    }
  };
  // An inline script's references resolve against the page but are edges from the script itself.
  const followJsFrom = (code, baseUrl, fromKey, fromLabel) => {
    for (const { spec, base, how } of jsReferences(code)) {
      if (!looksRelative(spec) && base === 'file') continue;
      const resolved = new URL(spec, base === 'root' ? root : baseUrl);
      const kind = kindOf(resolved.pathname);
      if (!kind) continue;
      resolved.hash = '';
      if (kind === 'js' && !ON_DEMAND.has(how)) {
        if (!staticEdges.has(fromKey)) staticEdges.set(fromKey, []);
        staticEdges.get(fromKey).push(resolved.href);
      }
      enqueue(kind, resolved.href, resolved.href, how, fromLabel);
    }
  };
  const followCss = (text, fileUrl, fromLabel) => {
    for (const m of text.matchAll(CSS_IMPORT)) enqueue('css', m[2], fileUrl, '@import', fromLabel);
  };

  let inlineJs = 0;
  for (const s of scripts) {
    if (s.url) {
      enqueue('js', s.url, pageUrl, s.via, 'page');
      roots.push(new URL(s.url, pageUrl).href);
    } else {
      const key = `inline:js:${inlineJs++}`;
      roots.push(key);
      js.set(key, {
        url: `(inline script #${inlineJs}${s.module ? ', module' : ''})`,
        via: s.via,
        from: 'page',
        ...sizes(s.inline),
      });
      followJsFrom(s.inline, pageUrl, key, 'inline script');
    }
  }
  let inlineCss = 0;
  for (const s of styles) {
    if (s.url) enqueue('css', s.url, pageUrl, s.via, 'page');
    else {
      const key = `inline:css:${inlineCss++}`;
      css.set(key, { url: `(inline style #${inlineCss})`, via: s.via, from: 'page', ...sizes(s.inline) });
      followCss(s.inline, pageUrl, 'inline style');
    }
  }

  while (queue.length) {
    const { kind, key } = queue.shift();
    const map = kind === 'css' ? css : js;
    const entry = map.get(key);
    const got = await load(key);
    delete entry.pending;
    if (!got.ok) {
      map.delete(key);
      missing.push({ kind, url: entry.url, via: entry.via, error: got.error });
      continue;
    }
    Object.assign(entry, sizes(got.buf));
    const text = got.buf.toString('utf8');
    if (kind === 'js') followJs(text, key, entry.url);
    else followCss(text, key, entry.url);
  }

  // The first load: the page's scripts and what they import statically. The rest (dynamic imports and their
  // preload lists) is fetched only when the code asks for it, and is reported apart as `onDemand`.
  const eager = new Set();
  const walk = [...roots];
  while (walk.length) {
    const key = walk.pop();
    if (eager.has(key)) continue;
    eager.add(key);
    walk.push(...(staticEdges.get(key) ?? []));
  }
  for (const [key, entry] of js) if (!eager.has(key)) entry.onDemand = true;
  const files = (map) => [...map.values()].sort((a, b) => b.brotli - a.brotli);
  const jsFiles = files(js).filter((file) => !file.onDemand);
  const lazyFiles = files(js).filter((file) => file.onDemand);
  const cssFiles = files(css);
  return {
    html: sizes(htmlBuf),
    js: { count: jsFiles.length, total: sum(jsFiles), files: jsFiles },
    onDemand: { count: lazyFiles.length, total: sum(lazyFiles), files: lazyFiles },
    css: { count: cssFiles.length, total: sum(cssFiles), files: cssFiles },
    missing,
  };
}
