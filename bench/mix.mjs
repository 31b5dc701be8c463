/**
 * Mixed load on loopback, against the built worker on the bench's own fresh database:
 * - catalogue: autocannon over the public routes a shopper walks (listing, filters, search, products, store);
 * - checkout: signed-in buyers, one per connection, placing one-unit orders for random products as fast as
 *   the server answers. Afterwards every product's stock is compared with the units the server said it sold:
 *   any difference is oversell (or an order lost), and is reported as such.
 */
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { assertLoopback, percentile } from './load.mjs';

const CATALOGUE_PATHS = [
  '/',
  '/?category=seafood',
  '/?q=ikan',
  '/?sort=price-low',
  '/product/veg-kangkung',
  '/product/fish-kerapu',
  '/seller/kebun-hijau',
  '/api/products?ids=veg-kangkung,fish-kerapu,meat-lembu',
];

export async function catalogueMix(origin, { connections = 10, duration = 10 } = {}) {
  assertLoopback(origin);
  const r = await autocannon({
    url: origin,
    connections,
    duration,
    timeout: 10,
    requests: CATALOGUE_PATHS.map((path) => ({ method: 'GET', path })),
  });
  const seconds = (new Date(r.finish) - new Date(r.start)) / 1000;
  return {
    paths: CATALOGUE_PATHS,
    connections,
    durationS: duration,
    requests: r.requests.total,
    reqPerSec: seconds > 0 ? r.requests.total / seconds : null,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** The cookies a response sets, as a Cookie header for the next requests. */
export const cookiesFrom = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function post(origin, path, body, cookie) {
  const headers = { Origin: origin, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
  return fetch(origin + path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

async function stockOf(origin, ids) {
  const response = await fetch(`${origin}/api/products?ids=${ids.join(',')}`);
  const { products } = await response.json();
  return new Map(products.map((p) => [p.id, p.stock]));
}

async function newBuyer(origin, n) {
  const email = `bench-buyer-${n}-${Date.now()}@example.com`;
  const password = 'pasar-pagi-77';
  const response = await post(origin, '/_actions/auth.signUp', {
    name: `Bench ${n}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  if (response.status !== 200) throw new Error(`bench buyer sign-up: HTTP ${response.status} ${await response.text()}`);
  return { email, cookie: cookiesFrom(response) };
}

export async function checkoutMix(origin, { connections = 10, duration = 10, productIds } = {}) {
  assertLoopback(origin);
  const { checkoutTotals } = await tsImport('../src/lib/pricing.ts', import.meta.url);
  const listed = await (await fetch(`${origin}/api/products?ids=${productIds.join(',')}`)).json();
  const products = listed.products.filter((p) => p.stock > 0);
  const before = new Map(products.map((p) => [p.id, p.stock]));
  const buyers = [];
  for (let i = 0; i < connections; i++) buyers.push(await newBuyer(origin, i));

  const sold = new Map();
  const latencies = [];
  const outcome = { placed: 0, outOfStock: 0, otherRefusals: 0, errors: 0 };
  const refusals = {};
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const product = products[Math.floor(Math.random() * products.length)];
        const { totalSen } = checkoutTotals(product.priceSen);
        const t0 = performance.now();
        try {
          const response = await post(
            origin,
            '/_actions/checkout.placeOrder',
            {
              lines: [{ productId: product.id, quantity: 1 }],
              shipping: {
                fullName: 'Bench Buyer',
                email: buyer.email,
                phone: '+60 12-000 1234',
                address: '1, Jalan Merdeka',
                city: 'Labuan',
                state: 'Labuan',
                postalCode: '87000',
                country: 'Malaysia',
                notes: '',
              },
              payment: { paymentMethod: 'fpx', cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' },
              idempotencyKey: crypto.randomUUID(),
              expectedTotalSen: totalSen,
            },
            buyer.cookie,
          );
          const text = await response.text();
          latencies.push(performance.now() - t0);
          if (response.status === 200) {
            outcome.placed++;
            sold.set(product.id, (sold.get(product.id) ?? 0) + 1);
          } else if (response.status >= 500) {
            outcome.errors++;
          } else if (/stock|left|available/i.test(text)) {
            outcome.outOfStock++;
          } else {
            outcome.otherRefusals++;
            refusals[response.status] = text.slice(0, 160);
          }
        } catch {
          latencies.push(performance.now() - t0);
          outcome.errors++;
        }
      }
    }),
  );

  const after = await stockOf(origin, [...before.keys()]);
  const oversold = [];
  for (const [id, stock] of before) {
    const left = after.get(id) ?? 0;
    const units = sold.get(id) ?? 0;
    if (left < 0 || stock - left !== units) oversold.push({ id, before: stock, after: left, soldByResponses: units });
  }
  latencies.sort((a, b) => a - b);
  const requests = outcome.placed + outcome.outOfStock + outcome.otherRefusals + outcome.errors;
  return {
    connections,
    durationS: duration,
    products: products.length,
    requests,
    reqPerSec: requests / duration,
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    ...outcome,
    refusals,
    stockBefore: [...before.values()].reduce((a, b) => a + b, 0),
    stockAfter: [...after.values()].reduce((a, b) => a + b, 0),
    oversold,
  };
}
