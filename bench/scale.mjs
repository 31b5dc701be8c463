/**
 * The `scale` part: the same routes on the demo database and on a database grown to 20,000 products and 200,000
 * orders (`npm run db:scale`), one request at a time, side by side: p50 and p99 latency, HTML bytes and the D1
 * rows read per request (the server's `X-D1-Rows-Read` header, which it sends when asked with `X-D1-Read-Count`),
 * with the ratio.
 * Loopback only; every loop is bounded in count and in time.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { assertLoopback, percentile } from './load.mjs';
import { runLogged, tail } from './server.mjs';

// The routes measured at both sizes. `signIn: 'merchant'`: as the signed-in demo merchant (Kebun Hijau Farm,
// who holds a fifth of the orders at scale).
export const SCALE_ROUTES = [
  { path: '/' },
  { path: '/?q=fish' },
  { path: '/?q=ch' }, // one or two letters: the words that start with them (migrations/0027)
  { path: '/?q=k' },
  { path: '/?q=ikan' }, // a Malay name that also finds the English one (src/lib/search-terms.ts SEARCH_SYNONYMS)
  { path: '/?q=kangkong' }, // a typo: the words filed under their deletion keys (migrations/0033)
  { path: '/api/suggest?q=ud' }, // suggestions as one types
  { path: '/sitemap.xml' },
  { path: '/sitemaps/products-1.xml' },
  { path: '/?category=seafood&sort=price-low' },
  { path: '/?sort=popular&page=3' },
  { path: '/product/veg-kangkung' },
  { path: '/seller/kebun-hijau' },
  { path: '/api/products?ids=veg-kangkung,fish-kerapu,meat-lembu' }, // what the cart and wishlist read
  { path: '/seller-dashboard', signIn: 'merchant' },
  { path: '/seller/orders', signIn: 'merchant' },
  { path: '/seller/orders?q=aisyah', signIn: 'merchant' },
  { path: '/seller/manage-products', signIn: 'merchant' },
  { path: '/seller/analytics?period=1y', signIn: 'merchant' },
  { path: '/seller/payouts', signIn: 'merchant' }, // the balance, the statement's weeks and the latest week's lines
  { path: '/seller/payouts?page=3', signIn: 'merchant' }, // a later page of a week's lines
  { path: '/seller/payouts.csv', signIn: 'merchant' }, // this week's lines as CSV
];

export const SCALE_DEFAULTS = { products: 20_000, orders: 200_000, requests: 20, warmup: 2, routeSeconds: 30 };
const MARKER = 'scale-database.json';
const ROWS_HEADER = 'x-d1-rows-read';

/**
 * Makes the scale database in `stateDir` unless one of that size is already there (made by an earlier run:
 * it takes a minute or two), then brings it up to date with the migrations of this work tree.
 */
export async function ensureScaleDatabase({ root, stateDir, products, orders, logDir, onSpawn }) {
  const env = { ...process.env, MARKET_STATE_DIR: stateDir };
  let made = null;
  const marker = existsSync(join(stateDir, MARKER)) ? JSON.parse(await readFile(join(stateDir, MARKER), 'utf8')) : null;
  if (!(marker?.complete && marker.products === products && marker.orders === orders)) {
    const args = ['run', 'db:scale', '--', '--products', String(products), '--orders', String(orders)];
    const r = await runLogged('npm', args, { cwd: root, env, logFile: join(logDir, 'db-scale.log'), onSpawn });
    if (r.code !== 0) throw new Error(`npm run db:scale failed:\n${await tail(join(logDir, 'db-scale.log'), 20)}`);
    made = { ms: r.ms };
  }
  const setup = await runLogged('npm', ['run', 'db:setup'], {
    cwd: root,
    env,
    logFile: join(logDir, 'db-scale-setup.log'),
    onSpawn,
  });
  if (setup.code !== 0)
    throw new Error(
      `npm run db:setup on the scale database failed:\n${await tail(join(logDir, 'db-scale-setup.log'), 20)}`,
    );
  const info = JSON.parse(await readFile(join(stateDir, MARKER), 'utf8'));
  return { made, products: info.products, orders: info.orders, counts: info.counts, generationSeconds: info.seconds };
}

function getOnce(agent, url, headers) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        const rows = res.headers[ROWS_HEADER];
        resolve({ status: res.statusCode, ms: ms(), bytes, rowsRead: rows === undefined ? null : Number(rows) });
      });
      res.on('error', (e) => resolve({ error: String(e), ms: ms() }));
    });
    // Generous: at scale some pages take many seconds today; that is what this part measures.
    req.setTimeout(300_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ error: String(e.message ?? e), ms: ms() }));
  });
}

/**
 * One route, one request at a time over one keep-alive connection: `warmup` requests, then up to `requests`,
 * stopping early (after at least 3) once `routeSeconds` have passed, so that a page taking seconds cannot hold the
 * bench for long.
 */
export async function measureRoute(url, { headers = {}, warmup, requests, routeSeconds }) {
  assertLoopback(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warmup; i++) await getOnce(agent, url, headers);
    const deadline = performance.now() + routeSeconds * 1000;
    const samples = [];
    for (let i = 0; i < requests; i++) {
      samples.push(await getOnce(agent, url, headers));
      if (samples.length >= 3 && performance.now() > deadline) break;
    }
    const good = samples.filter((s) => !s.error && s.status >= 200 && s.status < 300);
    // Latency of the answers that succeeded: a quick error page must not make a route look fast.
    const times = good.map((s) => s.ms).sort((a, b) => a - b);
    const rows = good
      .map((s) => s.rowsRead)
      .filter((r) => r !== null)
      .sort((a, b) => a - b);
    const bytes = good.map((s) => s.bytes).sort((a, b) => a - b);
    const statuses = {};
    for (const s of samples) statuses[s.error ? 'error' : s.status] = (statuses[s.error ? 'error' : s.status] ?? 0) + 1;
    return {
      requests: samples.length,
      warmup,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      htmlBytes: percentile(bytes, 50),
      rowsRead: rows.length ? percentile(rows, 50) : null,
      rowsReadMax: rows.length ? rows[rows.length - 1] : null,
      statuses,
      errors: samples.length - good.length,
      slowestFailureMs: Math.max(0, ...samples.filter((s) => !good.includes(s)).map((s) => s.ms)) || null,
    };
  } finally {
    agent.destroy();
  }
}

/** Measures every route on both servers, demo first then scale, route by route. */
export async function scaleBench({ demo, scale, routes, opts, progress = () => {} }) {
  const measured = [];
  for (const route of routes) {
    const side = async (server) => {
      // X-D1-Read-Count asks the server to count the D1 rows the request reads (src/middleware.ts).
      const headers = { 'X-D1-Read-Count': '1', ...(route.signIn ? { cookie: server.cookies[route.signIn] } : {}) };
      return measureRoute(server.origin + route.path, { headers, ...opts });
    };
    const atDemo = await side(demo);
    const atScale = await side(scale);
    measured.push({
      path: route.path,
      signIn: route.signIn ?? null,
      demo: atDemo,
      scale: atScale,
      ratio: ratios(atDemo, atScale),
    });
    progress(route.path);
  }
  return measured;
}

const ratio = (a, b) => (a == null || b == null || a === 0 ? null : b / a);
function ratios(demo, scale) {
  return {
    p50: ratio(demo.p50Ms, scale.p50Ms),
    p99: ratio(demo.p99Ms, scale.p99Ms),
    htmlBytes: ratio(demo.htmlBytes, scale.htmlBytes),
    rowsRead: ratio(demo.rowsRead, scale.rowsRead),
  };
}

const ms = (n) => (n == null ? '—' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
/** A latency, or `failed` when no request of the route succeeded. */
const latency = (side, key) => (side[key] == null && side.errors ? 'failed' : ms(side[key]));
const size = (n) =>
  n == null ? '—' : n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`;
const rows = (n) => (n == null ? '—' : Math.round(n).toLocaleString('en-US'));
const times = (r) => (r == null ? '—' : `${r >= 10 ? r.toFixed(0) : r.toFixed(1)}×`);

/** The printed table: one line per route, demo | scale | ratio for each figure. */
export function scaleTable(measured, info) {
  const head = [
    'route',
    'p50 demo',
    'p50 scale',
    '×',
    'p99 demo',
    'p99 scale',
    '×',
    'HTML demo',
    'HTML scale',
    '×',
    'rows demo',
    'rows scale',
    '×',
    'n',
  ];
  const lines = [head];
  for (const m of measured) {
    const d = m.demo;
    const s = m.scale;
    lines.push([
      m.path + (m.signIn ? ' *' : ''),
      latency(d, 'p50Ms'),
      latency(s, 'p50Ms'),
      times(m.ratio.p50),
      latency(d, 'p99Ms'),
      latency(s, 'p99Ms'),
      times(m.ratio.p99),
      size(d.htmlBytes),
      size(s.htmlBytes),
      times(m.ratio.htmlBytes),
      rows(d.rowsRead),
      rows(s.rowsRead),
      times(m.ratio.rowsRead),
      `${d.requests}/${s.requests}`,
    ]);
  }
  const widths = head.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const text = lines.map((l, n) => {
    const line = l.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
    return n === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
  });
  const notes = [
    `demo: the demo data; scale: ${info.products.toLocaleString('en-US')} products and ${info.orders.toLocaleString('en-US')} orders more (npm run db:scale).`,
    '* as the signed-in demo merchant. n: requests measured (demo/scale), after warm-up; p50 and p99 of those that succeeded.',
    'HTML: bytes of the response as served (uncompressed).',
    `rows: D1 rows read per request (median of the server's X-D1-Rows-Read header; — when the server does not send it).`,
  ];
  const errors = measured.flatMap((m) =>
    ['demo', 'scale']
      .filter((k) => m[k].errors)
      .map(
        (k) =>
          `WARNING: ${m.path} at ${k} size: ${m[k].errors} of ${m[k].requests} requests failed or were not 2xx ${JSON.stringify(m[k].statuses)} (the slowest after ${ms(m[k].slowestFailureMs)})`,
      ),
  );
  return [...text, '', ...notes, ...errors].join('\n');
}
