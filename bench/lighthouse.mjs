/**
 * Lighthouse, default mobile config (simulated throttling), performance category only, in Debian's Chromium.
 * One browser (fresh profile) serves all runs; Lighthouse resets storage and opens a new tab for each run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

export async function openLighthouse() {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-chrome-'));
  // handleSIGINT: false — run.mjs handles interrupts and closes the browser along with everything else.
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
  });

  /** One Lighthouse run: the figures we keep, or { error }. */
  async function runOnce(url, headers) {
    const started = performance.now();
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) return { error: 'no result' };
      const a = (id) => lhr.audits[id]?.numericValue ?? null;
      const score = lhr.categories.performance?.score;
      return {
        score: typeof score === 'number' ? Math.round(score * 100) : null,
        lcpMs: a('largest-contentful-paint'),
        cls: a('cumulative-layout-shift'),
        tbtMs: a('total-blocking-time'),
        fcpMs: a('first-contentful-paint'),
        speedIndexMs: a('speed-index'),
        totalByteWeight: a('total-byte-weight'),
        // Subresources that failed (HTTP ≥ 400 or no response): a page with broken assets looks fast and is not valid.
        failedRequests: (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((r) => !r.statusCode || r.statusCode >= 400)
          .filter((r) => !(r.resourceType === 'Other' && /\/favicon\.\w+$/.test(new URL(r.url).pathname))) // the browser's own favicon probe
          .map((r) => ({ url: new URL(r.url).pathname + new URL(r.url).search, status: r.statusCode || 'failed' })),
        runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
        warnings: lhr.runWarnings ?? [],
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        seconds: (performance.now() - started) / 1000,
      };
    } catch (err) {
      return { error: String(err?.message ?? err), seconds: (performance.now() - started) / 1000 };
    }
  }

  /**
   * `runs` valid runs of one URL; medians are taken figure by figure. A run that fails (e.g. NO_NAVSTART, which
   * Lighthouse gives now and then on a busy machine) is retried, at most `retries` times in all.
   */
  async function measure(url, runs, { headers, retries = 2 } = {}) {
    const results = [];
    const valid = (r) => !r.error && !r.runtimeError && r.score !== null;
    while (results.filter(valid).length < runs && results.length < runs + retries)
      results.push(await runOnce(url, headers));
    const ok = results.filter(valid);
    const pick = (k) => median(ok.map((r) => r[k]));
    return {
      runs: results,
      validRuns: ok.length,
      median: ok.length
        ? {
            score: pick('score'),
            lcpMs: pick('lcpMs'),
            cls: pick('cls'),
            tbtMs: pick('tbtMs'),
            fcpMs: pick('fcpMs'),
            speedIndexMs: pick('speedIndexMs'),
            totalByteWeight: pick('totalByteWeight'),
            benchmarkIndex: pick('benchmarkIndex'),
          }
        : null,
      error: ok.length ? null : results.map((r) => r.error ?? r.runtimeError ?? 'no score').join('; '),
      failedRequests: [...new Map(results.flatMap((r) => r.failedRequests ?? []).map((f) => [f.url, f])).values()],
    };
  }

  async function close() {
    try {
      await chrome.kill();
    } catch {}
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
  }

  return { measure, close, chromeVersion: await chromeVersion(chrome.port) };
}

async function chromeVersion(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await res.json()).Browser ?? null;
  } catch {
    return null;
  }
}
