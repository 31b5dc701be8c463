#!/usr/bin/env node
/**
 * Performance bench: bytes shipped, Lighthouse (mobile) and server load per route, against the built worker
 * served by workerd through `astro preview`, with a throw-away database. See bench/README.md.
 *
 *   npm run bench                       build, then everything
 *   npm run bench -- --no-build         use the existing dist/
 *   npm run bench -- --only=bytes       only bytes shipped (also: lighthouse, load, network, mix, scale; comma-separated)
 *   npm run bench -- network            a first and a second product page visit on an emulated slow phone link
 *   npm run bench -- scale              the same as --only=scale: demo size against 20,000 products / 200,000 orders
 *   npm run bench -- photos             the shop with 12 MP photos: first views at 375 px, Lighthouse, what the editor sends
 *
 * A measurement, not a test: exits 0 when a budget is missed (printing OVER BUDGET lines); non-zero only when
 * the bench itself cannot run (build fails, server does not start).
 */

// ---------------------------------------------------------------------------------------------------------
// Budgets per kind of page (from the architecture). Keys are explained in bench/report.mjs (CHECKS):
// sizes in KB (1024 bytes) brotli; lighthouseMin is the minimum performance score; lcpMs maximum; clsMax and
// renderP50Ms are strict (<). A missing key means no budget for that figure.
const ALL = { htmlBrotliKB: 14, cssBrotliKB: 15, clsMax: 0.02, renderP50Ms: 5 };
export const KINDS = {
  listing: { ...ALL, jsBrotliKB: 75, lighthouseMin: 100, lcpMs: 1200 },
  product: { ...ALL, jsBrotliKB: 75, lighthouseMin: 100, lcpMs: 1800 },
  store: { ...ALL, jsBrotliKB: 75, lighthouseMin: 100, lcpMs: 1800 },
  'buyer-app': { ...ALL, jsBrotliKB: 100, lighthouseMin: 95, lcpMs: 1800 },
  seller: { ...ALL, jsBrotliKB: 150, lighthouseMin: 90, lcpMs: 2500 },
  analytics: { ...ALL, jsBrotliKB: 250 },
};

// The routes measured: one line each. Optional: `budgets: { lcpMs: 1500 }` overrides the kind's budgets for
// that route; `signIn: 'merchant'` measures it as the signed-in demo merchant (its session cookie is sent with
// every request of the bytes, Lighthouse and load figures).
export const ROUTES = [
  { path: '/', kind: 'listing' },
  { path: '/product/veg-kangkung', kind: 'product' },
  { path: '/seller/kebun-hijau', kind: 'store' },
  { path: '/track-order', kind: 'buyer-app' },
  { path: '/orders/ORD-2024-001234568/track', kind: 'buyer-app' },
  { path: '/login', kind: 'buyer-app' },
  { path: '/seller-dashboard', kind: 'seller', signIn: 'merchant' },
  { path: '/seller/manage-products', kind: 'seller', signIn: 'merchant' },
  { path: '/seller/analytics', kind: 'analytics', signIn: 'merchant' },
];

const ACCOUNTS = { merchant: { email: 'merchant@labuanmarket.example', password: 'Pasar-Seller-2025' } };

// Defaults of the measurement itself (each can be changed with a flag, see --help).
const DEFAULTS = { port: 4399, runs: 3, connections: 10, duration: 10, requests: 200, warmup: 20 };
// ---------------------------------------------------------------------------------------------------------

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeLoader, measureBytes, GZIP_LEVEL, BROTLI_QUALITY } from './bytes.mjs';
import { evaluate, overBudgetLines, routeReport } from './report.mjs';
import { freePort, runLogged, snapshotProject, startPreview, tail } from './server.mjs';
import { cookiesFrom } from './mix.mjs';
import { SCALE_DEFAULTS, SCALE_ROUTES, ensureScaleDatabase, scaleBench, scaleTable } from './scale.mjs';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(BENCH_DIR);
const RESULTS_FILE = join(BENCH_DIR, 'results.json');
const PARTS = ['bytes', 'lighthouse', 'load', 'network', 'scale', 'mix', 'photos'];

function parseArgs(argv) {
  const opts = {
    ...DEFAULTS,
    build: true,
    only: new Set(PARTS),
    routes: null,
    files: true,
    keepTmp: false,
    lighthouseRaw: false,
    scale: { ...SCALE_DEFAULTS },
  };
  const named = argv.filter((arg) => PARTS.includes(arg)); // `npm run bench -- scale`: the parts named, as --only
  if (named.length) opts.only = new Set(named);
  for (const arg of argv.filter((a) => !PARTS.includes(a))) {
    const [k, v] = arg.replace(/^--/, '').split(/=(.*)/s);
    const num = () => {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`--${k} needs a positive number`);
      return n;
    };
    switch (k) {
      case 'no-build':
        opts.build = false;
        break;
      case 'only': {
        const parts = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = parts.filter((p) => !PARTS.includes(p));
        if (!parts.length || bad.length) throw new Error(`--only takes ${PARTS.join(', ')} (comma-separated)`);
        opts.only = new Set(parts);
        break;
      }
      case 'route':
        (opts.routes ??= []).push(...v.split(','));
        break;
      case 'runs':
        opts.runs = num();
        break;
      case 'connections':
        opts.connections = num();
        break;
      case 'duration':
        opts.duration = Math.min(num(), 60);
        break;
      case 'requests':
        opts.requests = num();
        break;
      case 'warmup':
        opts.warmup = num();
        break;
      case 'port':
        opts.port = num();
        break;
      case 'no-files':
        opts.files = false;
        break;
      case 'keep-tmp':
        opts.keepTmp = true;
        break;
      case 'lighthouse-raw':
        opts.lighthouseRaw = true;
        break;
      case 'scale-products':
        opts.scale.products = Math.round(num());
        break;
      case 'scale-orders':
        opts.scale.orders = Math.round(num());
        break;
      case 'scale-requests':
        opts.scale.requests = Math.min(Math.round(num()), 200);
        break;
      case 'scale-warmup':
        opts.scale.warmup = Math.min(Math.round(num()), 20);
        break;
      case 'scale-seconds':
        opts.scale.routeSeconds = Math.min(num(), 300);
        break;
      case 'help':
      // biome-ignore lint/suspicious/noFallthroughSwitchClause: help ends the process
      case 'h':
        console.log(`usage: npm run bench -- [part ...] [--no-build] [--only=${PARTS.join(',')}] [--route=/path]
  [--runs=${DEFAULTS.runs}] [--connections=${DEFAULTS.connections}] [--duration=${DEFAULTS.duration}] [--requests=${DEFAULTS.requests}] [--warmup=${DEFAULTS.warmup}]
  [--port=${DEFAULTS.port}] [--lighthouse-raw] [--no-files] [--keep-tmp]
  scale part: [--scale-products=${SCALE_DEFAULTS.products}] [--scale-orders=${SCALE_DEFAULTS.orders}] [--scale-requests=${SCALE_DEFAULTS.requests}]
  [--scale-warmup=${SCALE_DEFAULTS.warmup}] [--scale-seconds=${SCALE_DEFAULTS.routeSeconds} (per route and size, after at least 3 requests)]`);
        process.exit(0);
      default:
        throw new Error(`unknown option ${arg} (see --help)`);
    }
  }
  return opts;
}

const log = (...a) => console.log(...a);
const step = (msg) => process.stdout.write(`• ${msg}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function firstStaticAsset(clientDir) {
  // A small static file, to time the preview server's round trip without any rendering (a baseline).
  const walk = async (dir, rel = '') => {
    const out = [];
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (
        e.name.startsWith('.') ||
        e.name.startsWith('_headers') ||
        e.name.startsWith('_redirects') ||
        e.name === '_routes.json'
      )
        continue;
      if (e.isDirectory()) out.push(...(await walk(join(dir, e.name), `${rel}/${e.name}`)));
      else out.push(`${rel}/${e.name}`);
    }
    return out;
  };
  const files = await walk(clientDir);
  return files.find((f) => /favicon/.test(f)) ?? files.find((f) => /\.svg$/.test(f)) ?? files[0] ?? null;
}

/** Signs in once per account that `routes` need; returns the Cookie header per account. */
async function signInAll(origin, routes) {
  const cookies = {};
  for (const who of new Set(routes.map((r) => r.signIn).filter(Boolean))) {
    const res = await fetch(`${origin}/_actions/auth.signIn`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[who]),
    });
    if (res.status !== 200) throw new Error(`signing in as ${who} on ${origin}: HTTP ${res.status}`);
    cookies[who] = cookiesFrom(res);
  }
  return cookies;
}

// The 1-minute load average before the bench starts: other work on the machine skews every timing figure.
const busy = (loadavg) => loadavg[0] > os.cpus().length * 0.5;
const BUSY_WARNING =
  'WARNING: the machine is busy (1-min load average above half the CPUs): timings will be pessimistic.';

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.error(
      `Node ${process.version}: astro and lighthouse need Node ≥ 22. Run it with \`npm run bench\` (Node 24).`,
    );
    process.exit(1);
  }
  const started = performance.now();
  // The per-route figures (bytes, Lighthouse, load) use ROUTES; the scale part its own list. Run alone, the scale
  // part skips the per-route section.
  const perRoute = ['bytes', 'lighthouse', 'load'].some((p) => opts.only.has(p));
  const routes = ROUTES.filter(
    (r) => (perRoute || opts.only.has('mix')) && (!opts.routes || opts.routes.includes(r.path)),
  ).map((r) => {
    if (!KINDS[r.kind]) throw new Error(`route ${r.path}: unknown kind ${r.kind}`);
    return { ...r, budgets: { ...KINDS[r.kind], ...(r.budgets ?? {}) } };
  });
  const scaleRoutes = opts.only.has('scale')
    ? SCALE_ROUTES.filter((r) => !opts.routes || opts.routes.includes(r.path))
    : [];
  if (
    !routes.length &&
    !scaleRoutes.length &&
    !opts.only.has('mix') &&
    !opts.only.has('network') &&
    !opts.only.has('photos')
  )
    throw new Error('no route selected');

  const tmp = await mkdtemp(join(os.tmpdir(), 'bench-'));
  const stateDir = join(tmp, 'state');
  await mkdir(stateDir);
  const env = { ...process.env, MARKET_STATE_DIR: stateDir };
  // Stops what the bench started (server, browser, proxy) and removes the temp dir. Memoized: the signal
  // handler and main's `finally` may both call it; both must wait for the same cleanup to end.
  const cleanups = [];
  let cleaning = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const fn of cleanups.reverse())
        await Promise.resolve()
          .then(fn)
          .catch(() => {});
      if (!opts.keepTmp) await rm(tmp, { recursive: true, force: true }).catch(() => {});
      else log(`(kept ${tmp})`);
    })());
  let interrupted = null;
  const checkpoint = () => {
    if (interrupted) throw new Error(`interrupted (${interrupted})`);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, async () => {
      interrupted = sig;
      console.error(`\n${sig}: stopping…`);
      await cleanup();
      process.exit(130);
    });
  }

  const meta = { dbSetup: null, build: null };
  const loadStart = os.loadavg();
  try {
    log(
      `bench: ${routes.length} route${routes.length === 1 ? '' : 's'}${scaleRoutes.length ? ` (+ ${scaleRoutes.length} at two sizes)` : ''}, parts: ${[...opts.only].join(', ')}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadStart.map((x) => x.toFixed(2)).join(' ')}`,
    );
    if (busy(loadStart)) log(BUSY_WARNING);

    // 1. Build, database, server.
    if (opts.build) {
      step('npm run build … ');
      const r = await runLogged('npm', ['run', 'build'], {
        cwd: ROOT,
        env,
        logFile: join(tmp, 'build.log'),
        onSpawn: (stop) => cleanups.push(stop),
      });
      if (r.code !== 0) {
        log('FAILED');
        console.error(await tail(join(tmp, 'build.log'), 40));
        throw new Error('build failed');
      }
      meta.build = { ms: r.ms };
      log(`done in ${seconds(r.ms)}`);
    } else if (!existsSync(join(ROOT, 'dist', 'server'))) {
      throw new Error('--no-build, but there is no dist/server: run `npm run build` first');
    }
    // Serve a private copy of the build: others may rebuild dist/ in this work tree while the bench runs.
    const app = await snapshotProject(ROOT, join(tmp, 'app'));
    const clientDir = join(app, 'dist', 'client');
    checkpoint();
    step(`npm run db:setup (MARKET_STATE_DIR=${stateDir}) … `);
    const db = await runLogged('npm', ['run', 'db:setup'], {
      cwd: ROOT,
      env,
      logFile: join(tmp, 'db.log'),
      onSpawn: (stop) => cleanups.push(stop),
    });
    meta.dbSetup = { ok: db.code === 0, ms: db.ms };
    if (db.code === 0) log(`done in ${seconds(db.ms)}`);
    else {
      log(`FAILED (exit ${db.code}); measuring anyway:`);
      console.error((await tail(join(tmp, 'db.log'), 15)).replace(/^/gm, '    '));
      meta.dbSetup.log = await tail(join(tmp, 'db.log'), 15);
    }

    checkpoint();
    const port = await freePort(opts.port);
    step(`astro preview on 127.0.0.1:${port} … `);
    const server = await startPreview({
      root: app,
      port,
      env,
      logFile: join(tmp, 'preview.log'),
      onSpawn: (stop) => cleanups.push(stop),
    });
    const origin = server.origin;
    log('answering');

    // 2. Sign in where a route needs it, then fetch each route once: status and the HTML for the bytes.
    const cookies = await signInAll(origin, [...routes, ...scaleRoutes]);
    for (const route of routes)
      if (route.signIn) route.headers = { ...(route.headers ?? {}), cookie: cookies[route.signIn] };
    for (const route of routes) {
      route.url = origin + route.path;
      try {
        const res = await fetch(route.url, {
          redirect: 'manual',
          headers: route.headers ?? {},
          signal: AbortSignal.timeout(30_000),
        });
        route.httpStatus = res.status;
        route.contentType = res.headers.get('content-type');
        route.htmlBuf = Buffer.from(await res.arrayBuffer());
        if (res.status >= 200 && res.status < 300) route.status = 'ok';
        else {
          route.status = 'error';
          route.error = `HTTP ${res.status}${res.headers.get('location') ? ' → ' + res.headers.get('location') : ''}`;
        }
      } catch (err) {
        route.status = 'error';
        route.error = `request failed: ${err.message}`;
      }
    }
    const okRoutes = routes.filter((r) => r.status === 'ok');
    for (const r of routes) if (r.status !== 'ok') log(`  ${r.path}: ${r.error} — will not be measured`);

    checkpoint();
    // 3. Bytes shipped.
    if (opts.only.has('bytes')) {
      step('bytes … ');
      const load = makeLoader({ origin, clientDir });
      for (const route of okRoutes) {
        route.bytes = await measureBytes({ htmlBuf: route.htmlBuf, pageUrl: route.url, origin, load });
      }
      log('done');
    }

    checkpoint();
    // 4. Lighthouse.
    let lighthouseInfo = null;
    if (opts.only.has('lighthouse') && okRoutes.length) {
      const { openLighthouse } = await import('./lighthouse.mjs');
      step(
        `Lighthouse, ${opts.runs} run${opts.runs === 1 ? '' : 's'} × ${okRoutes.length} route${okRoutes.length === 1 ? '' : 's'}:`,
      );
      // Through a local compressing proxy (as the edge compresses), unless --lighthouse-raw.
      let lhOrigin = origin;
      if (!opts.lighthouseRaw) {
        const { startEdgeProxy } = await import('./edge-proxy.mjs');
        const proxy = await startEdgeProxy(origin);
        cleanups.push(proxy.close);
        lhOrigin = proxy.origin;
      }
      const lh = await openLighthouse();
      cleanups.push(lh.close);
      const { version } = JSON.parse(await readFile(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'));
      lighthouseInfo = {
        version,
        chrome: lh.chromeVersion,
        config: 'default (mobile, simulated throttling), performance only',
        runs: opts.runs,
        servedBy: opts.lighthouseRaw
          ? 'astro preview directly (uncompressed)'
          : 'astro preview behind a local compressing proxy (brotli/gzip, like the edge)',
      };
      for (const route of okRoutes) {
        checkpoint();
        const t = performance.now();
        route.lighthouse = await lh.measure(lhOrigin + route.path, opts.runs, { headers: route.headers });
        process.stdout.write(` ${route.path} ${seconds(performance.now() - t)};`);
      }
      await lh.close();
      log('');
    }

    checkpoint();
    // 5. Server render time and load.
    let baseline = null;
    if (opts.only.has('load') && okRoutes.length) {
      const { renderTime, loadTest } = await import('./load.mjs');
      const asset = await firstStaticAsset(clientDir);
      if (asset) {
        baseline = {
          path: asset,
          ...(await renderTime(origin + asset, { warmup: opts.warmup, requests: opts.requests })),
        };
      }
      step(
        `server: ${opts.requests} sequential requests, then ${opts.connections} conn × ${opts.duration} s per route:`,
      );
      for (const route of okRoutes) {
        checkpoint();
        route.render = await renderTime(route.url, {
          warmup: opts.warmup,
          requests: opts.requests,
          headers: route.headers,
        });
        route.load = await loadTest(route.url, {
          connections: opts.connections,
          duration: opts.duration,
          headers: route.headers,
        });
        process.stdout.write(` ${route.path};`);
      }
      log('');
    }

    checkpoint();
    // 5b. The slow phone link: a first and a second product page, in Chromium with network emulation.
    let network = null;
    if (opts.only.has('network')) {
      const { networkBench } = await import('./network.mjs');
      const { startEdgeProxy } = await import('./edge-proxy.mjs');
      const proxy = await startEdgeProxy(origin);
      cleanups.push(proxy.close);
      step('network: a first and a second product page visit on a slow link … ');
      network = await networkBench({ proxy });
      await proxy.close();
      log('done');
    }

    checkpoint();
    // 6. Scale: the same routes on the demo database (this server) and on a grown one (a second server), side by
    // side; before the mixed load, which sells the demo stock.
    let scale = null;
    if (scaleRoutes.length) {
      const stateDir = join(ROOT, '.wrangler', 'scale');
      const { products, orders } = opts.scale;
      step(
        `scale database (${products.toLocaleString('en-US')} products, ${orders.toLocaleString('en-US')} orders, in .wrangler/scale) … `,
      );
      const info = await ensureScaleDatabase({
        root: ROOT,
        stateDir,
        products,
        orders,
        logDir: tmp,
        onSpawn: (stop) => cleanups.push(stop),
      });
      log(info.made ? `made in ${seconds(info.made.ms)}` : 'already there');
      checkpoint();
      const scalePort = await freePort(port + 1);
      step(`astro preview on the scale database, 127.0.0.1:${scalePort} … `);
      const scaleServer = await startPreview({
        root: app,
        port: scalePort,
        env: { ...process.env, MARKET_STATE_DIR: stateDir },
        logFile: join(tmp, 'preview-scale.log'),
        onSpawn: (stop) => cleanups.push(stop),
        // At scale the listing may take seconds today: probe what the cart reads instead.
        probePath: SCALE_ROUTES.find((r) => r.path.startsWith('/api/'))?.path ?? '/',
      });
      log('answering');
      const scaleCookies = await signInAll(scaleServer.origin, scaleRoutes);
      const o = opts.scale;
      step(
        `scale: ${o.warmup} warm-up + up to ${o.requests} sequential requests (at most ${o.routeSeconds} s) per route and size:`,
      );
      const measured = await scaleBench({
        demo: { origin, cookies },
        scale: { origin: scaleServer.origin, cookies: scaleCookies },
        routes: scaleRoutes,
        opts: { warmup: o.warmup, requests: o.requests, routeSeconds: o.routeSeconds },
        progress: (path) => process.stdout.write(` ${path};`),
      });
      log('');
      await scaleServer.stop();
      scale = {
        database: {
          products: info.products,
          orders: info.orders,
          rows: info.counts,
          generationSeconds: info.generationSeconds,
          madeThisRun: Boolean(info.made),
        },
        options: { warmup: o.warmup, maxRequests: o.requests, routeSeconds: o.routeSeconds },
        rowsReadHeader: 'X-D1-Rows-Read',
        routes: measured,
      };
    }

    checkpoint();
    // 7. Mixed load: the catalogue walk, then checkouts racing for stock (last: it sells the stock it measures).
    let mix = null;
    if (opts.only.has('mix')) {
      const { catalogueMix, checkoutMix } = await import('./mix.mjs');
      const { tsImport } = await import('tsx/esm/api');
      const { DEMO_PRODUCTS } = await tsImport('../src/data/demo/catalogue.ts', import.meta.url);
      step(`mixed load, ${opts.connections} conn × ${opts.duration} s: catalogue … `);
      const catalogue = await catalogueMix(origin, { connections: opts.connections, duration: opts.duration });
      process.stdout.write('checkout … ');
      const checkout = await checkoutMix(origin, {
        connections: opts.connections,
        duration: opts.duration,
        productIds: DEMO_PRODUCTS.map((p) => p.id),
      });
      mix = { catalogue, checkout };
      log('done');
    }

    checkpoint();
    // 7b. Photos: products of the bench's own with 12 MP JPEGs (last: they join the listing the other parts measure).
    let photos = null;
    if (opts.only.has('photos')) {
      const { photosBench } = await import('./photos.mjs');
      const { startEdgeProxy } = await import('./edge-proxy.mjs');
      const { openLighthouse } = await import('./lighthouse.mjs');
      const proxy = await startEdgeProxy(origin);
      cleanups.push(proxy.close);
      const lh = await openLighthouse();
      cleanups.push(lh.close);
      step('photos: ');
      photos = await photosBench({
        origin,
        proxyOrigin: proxy.origin,
        lighthouse: lh,
        runs: opts.runs,
        progress: (text) => process.stdout.write(text),
      });
      await lh.close();
      await proxy.close();
      log('done');
    }

    checkpoint();
    await server.stop();

    // 8. Report.
    for (const route of routes) route.checks = evaluate(route);
    for (const route of routes) log(routeReport(route, opts));
    if (baseline) {
      log(
        `\nBaseline (no rendering): static ${baseline.path} over the same server, 1 conn: p50 ${baseline.p50Ms.toFixed(2)} ms, p99 ${baseline.p99Ms.toFixed(2)} ms.`,
      );
      log('The render figures include this proxy/loopback overhead of `astro preview`.');
    }
    if (network) {
      const { networkTable } = await import('./network.mjs');
      log(`\n${networkTable(network)}`);
    }
    if (photos) log(`\n${(await import('./photos.mjs')).photosTable(photos)}`);
    if (scale) {
      log(
        `\n== scale: demo size against ${scale.database.products.toLocaleString('en-US')} products / ${scale.database.orders.toLocaleString('en-US')} orders, one request at a time ${'='.repeat(20)}`,
      );
      log(scaleTable(scale.routes, scale.database));
    }
    if (mix) {
      const c = mix.catalogue;
      const k = mix.checkout;
      log(`\nMixed load (${os.cpus().length} CPUs, ${c.connections} connections, ${c.durationS} s each):`);
      log(
        `  catalogue (${c.paths.length} routes in turn): ${c.reqPerSec.toFixed(0)} req/s, p50 ${c.latencyP50Ms} ms, p99 ${c.latencyP99Ms} ms, ${c.non2xx} non-2xx, ${c.errors} errors, ${c.timeouts} timeouts`,
      );
      log(
        `  checkout (${k.connections} buyers, 1-unit orders over ${k.products} products): ${k.reqPerSec.toFixed(1)} req/s, p50 ${k.latencyP50Ms?.toFixed(1)} ms, p99 ${k.latencyP99Ms?.toFixed(1)} ms; ${k.placed} orders placed, ${k.outOfStock} refused for stock, ${k.otherRefusals} other refusals, ${k.errors} errors; stock ${k.stockBefore} → ${k.stockAfter}; oversold: ${k.oversold.length ? JSON.stringify(k.oversold) : 'none'}`,
      );
    }
    const over = [
      ...overBudgetLines(routes),
      ...(network ? (await import('./network.mjs')).networkOverBudget(network) : []),
      ...(photos ? (await import('./photos.mjs')).photosOverBudget(photos) : []),
    ];
    const routeErrors = routes
      .filter((r) => r.status !== 'ok')
      .map((r) => `ROUTE ERROR: ${r.path} (${r.kind}) ${r.error}`);
    const warnings = [
      ...okRoutes
        .filter((r) => r.load && r.load.non2xx + r.load.errors + r.load.timeouts > 0)
        .map(
          (r) =>
            `WARNING: ${r.path} under load: ${r.load.non2xx} non-2xx, ${r.load.errors} errors, ${r.load.timeouts} timeouts`,
        ),
      ...(mix && mix.catalogue.non2xx + mix.catalogue.errors + mix.catalogue.timeouts > 0
        ? ['WARNING: errors in the catalogue mix']
        : []),
      ...(mix && (mix.checkout.errors > 0 || mix.checkout.otherRefusals > 0)
        ? [
            `WARNING: checkout mix: ${mix.checkout.errors} errors, ${mix.checkout.otherRefusals} unexpected refusals ${JSON.stringify(mix.checkout.refusals)}`,
          ]
        : []),
      ...(mix?.checkout.oversold.length ? [`OVERSELL: ${JSON.stringify(mix.checkout.oversold)}`] : []),
      ...okRoutes
        .filter((r) => r.lighthouse?.failedRequests?.length)
        .map(
          (r) =>
            `WARNING: ${r.path} in Lighthouse: requests failed (${r.lighthouse.failedRequests
              .slice(0, 3)
              .map((f) => `${f.status} ${f.url}`)
              .join(
                ', ',
              )}${r.lighthouse.failedRequests.length > 3 ? ', …' : ''}): its Lighthouse figures are not valid`,
        ),
      ...okRoutes
        .filter((r) => r.bytes?.missing?.length)
        .map(
          (r) =>
            `WARNING: ${r.path}: ${r.bytes.missing.length} referenced file(s) could not be loaded (${r.bytes.missing
              .map((m) => m.url)
              .slice(0, 3)
              .join(', ')})`,
        ),
    ];
    const totalMs = performance.now() - started;
    const loadEnd = os.loadavg();
    log('');
    if (busy(loadStart)) log(BUSY_WARNING);
    for (const l of [...routeErrors, ...over, ...warnings]) log(l);
    const checked = routes.flatMap((r) => r.checks).filter((c) => c.pass !== null);
    log(
      (checked.length
        ? `${checked.filter((c) => c.pass).length} of ${checked.length} budget checks met` +
          (over.length ? `, ${over.length} OVER BUDGET` : '') +
          '. '
        : '') + `Bench took ${seconds(totalMs)}.`,
    );

    const results = {
      timestamp: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      platform: `${os.platform()} ${os.release()}`,
      durationS: Math.round(totalMs / 100) / 10,
      loadAverage: { start: loadStart, end: loadEnd, busy: busy(loadStart) },
      options: {
        parts: [...opts.only],
        built: opts.build,
        lighthouseRuns: opts.runs,
        renderRequests: opts.requests,
        renderWarmup: opts.warmup,
        loadConnections: opts.connections,
        loadDurationS: opts.duration,
        scale: opts.only.has('scale') ? opts.scale : undefined,
      },
      units: {
        bytes: 'bytes (1 KB = 1024 bytes)',
        times: 'ms',
        compression: { gzipLevel: GZIP_LEVEL, brotliQuality: BROTLI_QUALITY },
      },
      build: meta.build,
      dbSetup: meta.dbSetup,
      lighthouse: lighthouseInfo,
      budgetsByKind: KINDS,
      baseline,
      routes: routes.map(({ htmlBuf, url, ...r }) => r),
      network,
      scale,
      mix,
      photos,
      overBudget: over,
      routeErrors,
      warnings,
    };
    await writeFile(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
    log(`Results written to ${RESULTS_FILE.replace(ROOT + '/', '')}`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`\nbench failed: ${err?.stack ?? err}`);
    process.exit(1);
  },
);
