/**
 * Server figures, against the local preview server on 127.0.0.1 only, bounded in time and count:
 * - render: one keep-alive connection, sequential GETs (warm-up first), full body read; p50/p99 in ms.
 * - load: autocannon, N connections for D seconds.
 */
import http from 'node:http';
import autocannon from 'autocannon';

export const percentile = (sorted, p) => {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
};

export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname)) {
    throw new Error(`refusing to send load to ${hostname}: loopback only`);
  }
}

function getOnce(agent, url, headers) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
      res.on('error', (e) => resolve({ error: String(e), ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ error: String(e.message ?? e), ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
  });
}

/** Sequential requests over one keep-alive connection: time to the last byte of each response. */
export async function renderTime(url, { warmup = 20, requests = 200, headers = {} } = {}) {
  assertLoopback(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warmup; i++) await getOnce(agent, url, headers);
    const times = [];
    const statuses = {};
    let errors = 0;
    for (let i = 0; i < requests; i++) {
      const r = await getOnce(agent, url, headers);
      if (r.error) errors++;
      else statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    return {
      requests,
      warmup,
      p50Ms: percentile(times, 50),
      p90Ms: percentile(times, 90),
      p99Ms: percentile(times, 99),
      minMs: times[0] ?? null,
      meanMs: times.reduce((a, b) => a + b, 0) / (times.length || 1),
      statuses,
      errors,
    };
  } finally {
    agent.destroy();
  }
}

/** autocannon: `connections` concurrent keep-alive connections for `duration` seconds. */
export async function loadTest(url, { connections = 10, duration = 10, headers = {} } = {}) {
  assertLoopback(url);
  const r = await autocannon({ url, connections, duration, headers, timeout: 10 });
  const seconds = (new Date(r.finish) - new Date(r.start)) / 1000;
  return {
    connections,
    durationS: duration,
    requests: r.requests.total,
    reqPerSec: r.requests.average,
    reqPerSecMeasured: seconds > 0 ? r.requests.total / seconds : null,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMeanMs: r.latency.average,
    latencyMaxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
  };
}
