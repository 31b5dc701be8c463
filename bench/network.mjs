/**
 * The slow-phone part (`network`): a first visit to a product page and a visit to a second product page, in
 * Chromium with its network emulation (a slow mobile link), through the compressing edge proxy, which counts every
 * byte it sends. Figures per visit:
 *
 * - transferred: everything the server sent for the visit (HTML, CSS, JS, images, the service worker and what it
 *   stores at install), compressed as the edge sends it, headers included; counted at the proxy, so the service
 *   worker's own fetches are in it too;
 * - first paint, and the moment the buying box's island has hydrated ("Add to Cart works" from then on through
 *   the island; before it, the button is a plain form post, which works as soon as it is painted).
 *
 * The emulation is set on the page and on the service worker (each is its own DevTools target), so the worker's
 * fetches pay the same latency and bandwidth as the page's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROME_FLAGS } from './lighthouse.mjs';

/** The link: 400 kbit/s each way, 400 ms round trip (a weak 3G signal between the island's towers). */
export const NETWORK = { downloadKbps: 400, uploadKbps: 400, rttMs: 400 };
export const NETWORK_BUDGETS = { firstVisitKB: 100, secondVisitKB: 15 };
export const NETWORK_PAGES = { first: '/product/veg-kangkung', second: '/product/veg-sawi' };

const KB = 1024;
/** The proxy counts as quiet (the visit over, the service worker's install done) after this long without a byte. */
const QUIET_MS = 2500;
const VISIT_TIMEOUT_MS = 120_000;

const conditions = () => ({
  offline: false,
  latency: NETWORK.rttMs,
  downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
  uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
});

/**
 * Emulates the link on every target the browser opens (pages and service workers), over a DevTools connection of
 * its own (browser-level auto-attach needs the flat protocol, which Playwright's sessions do not expose). With
 * waitForDebuggerOnStart a new target is held until its emulation is set, so its first request is throttled too.
 */
async function emulateEverywhere(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const pending = new Map();
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const message = { id: ++id, method, params, ...(sessionId ? { sessionId } : {}) };
      pending.set(message.id, { resolve, reject });
      socket.send(JSON.stringify(message));
    });
  const attached = [];
  // The commands are sent in one go, resume last: a session runs its commands in order, so the emulation is in
  // place before the target runs (a held service worker answers nothing until it is resumed).
  const setUp = async ({ sessionId, targetInfo, waitingForDebugger }) => {
    attached.push(targetInfo.type);
    const commands = [];
    if (['page', 'service_worker', 'worker', 'iframe'].includes(targetInfo.type)) {
      commands.push(send('Network.enable', {}, sessionId));
      commands.push(send('Network.emulateNetworkConditions', conditions(), sessionId));
      // A page's own workers are attached through the page's session.
      if (targetInfo.type === 'page')
        commands.push(
          send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId),
        );
    }
    if (waitingForDebugger) commands.push(send('Runtime.runIfWaitingForDebugger', {}, sessionId));
    // A target may close before it is set up; nothing to do then.
    await Promise.allSettled(commands);
  };
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message}`));
      else resolve(message.result);
    } else if (message.method === 'Target.attachedToTarget') void setUp(message.params);
  });
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return { attached, detach: () => socket.close() };
}

/** Waits until the proxy has sent nothing for QUIET_MS. */
async function quiet(proxy) {
  const started = Date.now();
  for (;;) {
    const idle = Date.now() - proxy.lastByteAt();
    if (idle >= QUIET_MS && proxy.inFlight() === 0) return;
    if (Date.now() - started > VISIT_TIMEOUT_MS) throw new Error('the page never went quiet');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A response's bytes on the wire: its body as sent, and its header lines the way HTTP/2 and HTTP/3 send them to
 * one browser: a line already sent on the connection (the CSP, the security headers) costs a byte or two from the
 * compression table, so each distinct line counts once per run. Status lines and framing are left out.
 */
function wireBytes(transfers, seenLines) {
  let bytes = 0;
  for (const t of transfers) {
    bytes += t.body;
    for (const line of t.headers) {
      if (seenLines.has(line)) bytes += 1;
      else {
        seenLines.add(line);
        bytes += line.length;
      }
    }
    t.bytes = bytes;
  }
  return bytes;
}

async function visit(page, proxy, path, seenLines) {
  proxy.reset();
  const started = Date.now();
  await page.goto(proxy.origin + path, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS });
  // The buying box's island: hydrated once Astro removes its `ssr` attribute.
  await page.waitForSelector('astro-island[component-url*="ProductPurchase"]:not([ssr])', {
    state: 'attached',
    timeout: VISIT_TIMEOUT_MS,
  });
  const hydratedMs = Date.now() - started;
  await page.waitForLoadState('load', { timeout: VISIT_TIMEOUT_MS });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      responseEndMs: nav ? nav.responseEnd : null,
      fcpMs: paint ? paint.startTime : null,
      loadMs: nav ? nav.loadEventEnd : null,
    };
  });
  await quiet(proxy);
  const transfers = proxy.transfers();
  let previous = 0;
  const total = wireBytes(transfers, seenLines);
  for (const t of transfers) [t.bytes, previous] = [t.bytes - previous, t.bytes];
  return {
    path,
    ...timing,
    addToCartHydratedMs: hydratedMs,
    controlledByServiceWorker: await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)),
    bytes: total,
    bodyBytes: transfers.reduce((sum, t) => sum + t.body, 0),
    requests: transfers.length,
    largest: [...transfers]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((t) => ({ path: t.path, bytes: t.bytes })),
  };
}

/** Both visits in one fresh browser profile: the second profits from what the first left (HTTP cache, worker). */
export async function networkBench({ proxy }) {
  const { launch } = await import('chrome-launcher');
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-network-'));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, '--window-size=375,740'],
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const emulation = await emulateEverywhere(chrome.port);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.newPage();
    const page = context.pages().at(-1);
    await page.setViewportSize({ width: 375, height: 740 });
    const seenLines = new Set();
    const first = await visit(page, proxy, NETWORK_PAGES.first, seenLines);
    const workerReady = await page.evaluate(() =>
      navigator.serviceWorker ? navigator.serviceWorker.ready.then((r) => Boolean(r.active)) : false,
    );
    const second = await visit(page, proxy, NETWORK_PAGES.second, seenLines);
    await emulation.detach();
    return {
      link: { ...NETWORK },
      budgets: { ...NETWORK_BUDGETS },
      serviceWorkerActiveAfterFirst: workerReady,
      emulatedTargets: [...new Set(emulation.attached)],
      first,
      second,
    };
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (x) => (typeof x === 'number' ? `${(x / 1000).toFixed(1)} s` : '–');

export function networkTable(result) {
  const { link, budgets, first, second } = result;
  const row = (name, v, budgetKB) =>
    `  ${name.padEnd(28)} ${kb(v.bytes).padStart(9)} in ${String(v.requests).padStart(2)} requests${
      budgetKB ? ` (budget ${budgetKB} KB${v.bytes > budgetKB * KB ? ': OVER BUDGET' : ''})` : ''
    }; first paint ${ms(v.fcpMs)}, Add to Cart hydrated ${ms(v.addToCartHydratedMs)}, load ${ms(v.loadMs)}${
      v.controlledByServiceWorker ? ', through the service worker' : ''
    }`;
  return [
    `Slow link (Chromium network emulation on pages and the service worker: ${link.downloadKbps} kbit/s down, ${link.uploadKbps} kbit/s up, ${link.rttMs} ms round trip), phone viewport, fresh profile:`,
    row(`first visit ${first.path}`, first, budgets.firstVisitKB),
    row(`then ${second.path}`, second, budgets.secondVisitKB),
    `  largest on the first visit: ${first.largest.map((t) => `${t.path} ${kb(t.bytes)}`).join(', ')}`,
    `  emulated targets: ${result.emulatedTargets.join(', ')}; service worker active after the first visit: ${result.serviceWorkerActiveAfterFirst ? 'yes' : 'no'}`,
  ].join('\n');
}

export function networkOverBudget(result) {
  const lines = [];
  if (result.first.bytes > result.budgets.firstVisitKB * KB)
    lines.push(
      `OVER BUDGET: first visit of ${result.first.path} transferred ${kb(result.first.bytes)} (budget ${result.budgets.firstVisitKB} KB)`,
    );
  if (result.second.bytes > result.budgets.secondVisitKB * KB)
    lines.push(
      `OVER BUDGET: second visit (${result.second.path}) transferred ${kb(result.second.bytes)} (budget ${result.budgets.secondVisitKB} KB)`,
    );
  return lines;
}
