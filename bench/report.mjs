/** Budget checks and the printed tables. 1 KB = 1024 bytes. */

export const kb = (bytes) => bytes / 1024;
const fmtKB = (bytes) => (bytes == null ? '—' : kb(bytes).toFixed(2));
const fmtInt = (n) => (n == null ? '—' : Math.round(n).toLocaleString('en-US'));
const fmtMs = (n, digits = 0) => (n == null ? '—' : `${digits ? n.toFixed(digits) : fmtInt(n)} ms`);
const files = (n) => `${n} file${n === 1 ? '' : 's'}`;
const triple = (s) => (s ? `${fmtKB(s.raw)} / ${fmtKB(s.gzip)} / ${fmtKB(s.brotli)} KB` : '—');

/**
 * The budgeted figures. `get` reads the figure from a route's results (undefined when that part was not run,
 * null when it was run but gave nothing); `op` compares it with the budget.
 */
export const CHECKS = [
  { key: 'htmlBrotliKB', figure: 'HTML brotli', op: '<=', unit: 'KB', get: (r) => r.bytes && kb(r.bytes.html.brotli) },
  { key: 'jsBrotliKB', figure: 'JS brotli', op: '<=', unit: 'KB', get: (r) => r.bytes && kb(r.bytes.js.total.brotli) },
  {
    key: 'cssBrotliKB',
    figure: 'CSS brotli',
    op: '<=',
    unit: 'KB',
    get: (r) => r.bytes && kb(r.bytes.css.total.brotli),
  },
  {
    key: 'lighthouseMin',
    figure: 'Lighthouse performance',
    op: '>=',
    unit: '',
    get: (r) => r.lighthouse && (r.lighthouse.median?.score ?? null),
  },
  {
    key: 'lcpMs',
    figure: 'LCP',
    op: '<=',
    unit: 'ms',
    get: (r) => r.lighthouse && (r.lighthouse.median?.lcpMs ?? null),
  },
  { key: 'clsMax', figure: 'CLS', op: '<', unit: '', get: (r) => r.lighthouse && (r.lighthouse.median?.cls ?? null) },
  {
    key: 'renderP50Ms',
    figure: 'Server render p50',
    op: '<',
    unit: 'ms',
    get: (r) => r.render && (r.render.p50Ms ?? null),
  },
];

const OPS = { '<=': (v, b) => v <= b, '>=': (v, b) => v >= b, '<': (v, b) => v < b };
const OP_SIGN = { '<=': '≤', '>=': '≥', '<': '<' };

export function budgetText(check, budgets) {
  const b = budgets[check.key];
  if (b == null) return '—';
  return `${OP_SIGN[check.op]} ${b}${check.unit ? ' ' + check.unit : ''}`;
}

/** Evaluates every budget of a route: [{ key, figure, value, budget, op, pass }] (pass null: not measured). */
export function evaluate(route) {
  return CHECKS.filter((c) => route.budgets[c.key] != null).map((c) => {
    const value = route.status === 'ok' ? c.get(route) : undefined;
    const budget = route.budgets[c.key];
    const measured = typeof value === 'number' && Number.isFinite(value);
    return {
      key: c.key,
      figure: c.figure,
      value: measured ? value : null,
      budget,
      op: c.op,
      unit: c.unit,
      pass: measured ? OPS[c.op](value, budget) : null,
      note: measured ? undefined : value === undefined ? 'not measured' : 'no value',
    };
  });
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  return rows
    .map((r, n) => {
      const line = r
        .map((c, i) => String(c ?? '').padEnd(widths[i]))
        .join('  ')
        .trimEnd();
      return n === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

function resultText(check) {
  if (!check) return '';
  if (check.pass === null) return check.note ?? '';
  return check.pass ? 'pass' : 'OVER BUDGET';
}

/** The printed block for one route. */
export function routeReport(route, opts) {
  const head = `${route.path}  (${route.kind})  — ${route.httpStatus ? 'HTTP ' + route.httpStatus : 'no response'}`;
  const lines = [`\n== ${head} ${'='.repeat(Math.max(0, 100 - head.length))}`];
  if (route.status !== 'ok') {
    lines.push(`ROUTE ERROR: ${route.error}. Not measured (bytes, Lighthouse and load skipped).`);
    return lines.join('\n');
  }
  const byKey = Object.fromEntries(route.checks.map((c) => [c.key, c]));
  const check = (key) => [
    budgetText(
      CHECKS.find((c) => c.key === key),
      route.budgets,
    ),
    resultText(byKey[key]),
  ];
  const rows = [['figure', 'value', 'budget', 'result']];
  const skipped = (what) => rows.push([what, 'skipped (--only)', '', '']);

  if (route.bytes) {
    const { html, js, css } = route.bytes;
    rows.push(['HTML  raw / gzip / brotli', triple(html), ...check('htmlBrotliKB')]);
    rows.push([`JS    raw / gzip / brotli (${files(js.count)})`, triple(js.total), ...check('jsBrotliKB')]);
    rows.push([`CSS   raw / gzip / brotli (${files(css.count)})`, triple(css.total), ...check('cssBrotliKB')]);
    const lazy = route.bytes.onDemand;
    if (lazy?.count)
      rows.push([`  JS on demand, not in the first load (${files(lazy.count)})`, triple(lazy.total), '—', '']);
  } else skipped('Bytes shipped');

  if (route.lighthouse) {
    const m = route.lighthouse.median;
    const n = `${route.lighthouse.validRuns} of ${route.lighthouse.runs.length} runs`;
    if (!m) {
      rows.push([`Lighthouse (${n})`, 'ERROR', '', route.lighthouse.error?.slice(0, 60)]);
    } else {
      rows.push([`Lighthouse performance (median, ${n})`, String(m.score), ...check('lighthouseMin')]);
      rows.push(['  LCP', fmtMs(m.lcpMs), ...check('lcpMs')]);
      rows.push(['  CLS', m.cls == null ? '—' : m.cls.toFixed(3), ...check('clsMax')]);
      rows.push(['  TBT', fmtMs(m.tbtMs), '—', '']);
      rows.push(['  FCP', fmtMs(m.fcpMs), '—', '']);
      const failed = route.lighthouse.failedRequests ?? [];
      if (failed.length) rows.push(['  failed requests (figures not valid)', String(failed.length), '0', 'WARNING']);
      rows.push(['  Lighthouse CPU benchmark index (higher: less busy)', fmtInt(m.benchmarkIndex), '—', '']);
      rows.push([
        `  Total byte weight (${opts.lighthouseRaw ? 'uncompressed' : 'transferred, compressed'})`,
        `${fmtKB(m.totalByteWeight)} KB`,
        '—',
        '',
      ]);
    }
  } else skipped('Lighthouse');

  if (route.render) {
    const r = route.render;
    const errs =
      r.errors +
      Object.entries(r.statuses)
        .filter(([s]) => !s.startsWith('2'))
        .reduce((a, [, n]) => a + n, 0);
    rows.push([
      `Server render p50 / p99 (1 conn, ${r.requests} req)`,
      `${r.p50Ms.toFixed(2)} / ${r.p99Ms.toFixed(2)} ms`,
      ...check('renderP50Ms'),
    ]);
    if (errs) rows.push(['  non-2xx / errors', String(errs), '0', 'WARNING']);
  }
  if (route.load) {
    const l = route.load;
    rows.push([
      `Load: ${l.connections} conn × ${l.durationS} s`,
      `${fmtInt(l.reqPerSec)} req/s (${fmtInt(l.requests)} req)`,
      '—',
      '',
    ]);
    rows.push(['  latency p50 / p99', `${fmtInt(l.latencyP50Ms)} / ${fmtInt(l.latencyP99Ms)} ms`, '—', '']);
    rows.push([
      '  non-2xx / errors / timeouts',
      `${l.non2xx} / ${l.errors} / ${l.timeouts}`,
      '0',
      l.non2xx + l.errors + l.timeouts ? 'WARNING' : 'ok',
    ]);
  }
  if (!route.render && !route.load) skipped('Server render and load');
  lines.push(table(rows));

  if (route.bytes && opts.files) {
    const list = (label, files) => {
      if (!files.length) return;
      lines.push(`  ${label} files (raw / gzip / brotli KB, how found):`);
      for (const f of files) {
        lines.push(
          `    ${fmtKB(f.raw).padStart(8)} ${fmtKB(f.gzip).padStart(8)} ${fmtKB(f.brotli).padStart(8)}  ${f.url}  [${f.via}${f.from !== 'page' ? ' from ' + f.from : ''}]`,
        );
      }
    };
    list('JS', route.bytes.js.files);
    list('CSS', route.bytes.css.files);
    list('JS on demand', route.bytes.onDemand?.files ?? []);
    for (const m of route.bytes.missing) lines.push(`  MISSING ${m.kind}: ${m.url} [${m.via}]: ${m.error}`);
  }
  return lines.join('\n');
}

export function overBudgetLines(routes) {
  const out = [];
  for (const r of routes) {
    for (const c of r.checks ?? []) {
      if (c.pass !== false) continue;
      const v =
        c.unit === 'KB'
          ? c.value.toFixed(2)
          : c.key === 'clsMax'
            ? c.value.toFixed(3)
            : c.key === 'lcpMs'
              ? String(Math.round(c.value))
              : c.key === 'lighthouseMin'
                ? String(c.value)
                : c.value.toFixed(2);
      out.push(
        `OVER BUDGET: ${r.path} (${r.kind}) ${c.figure} ${v}${c.unit ? ' ' + c.unit : ''}, budget ${OP_SIGN[c.op]} ${c.budget}${c.unit ? ' ' + c.unit : ''}`,
      );
    }
  }
  return out;
}
