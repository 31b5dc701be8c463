/**
 * Card data (PCI DSS 3.3.1.2, 3.4.1): after checkouts that carry a card number and a CVV, neither is anywhere
 * the shop keeps data: not in any file of the database (every table, and any page or journal SQLite left
 * behind), not in any KV value, not in anything the server logged.
 *
 * The shared test server's logs cannot be read from a test, so this test starts a worker of its own, on its own
 * database, and captures everything it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { parse } from 'devalue';
import { cardNumbersIn, cvvIn, luhnValid } from '../card-data';
import { checkoutBody, placeOrder, shippingTo, signUpThroughApi } from './fixtures';
import { stopServer } from './support';

const CARD = '5555 5555 5555 4444';
const CVV = '8164';

let server: ChildProcess | null = null;
const output: string[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat?.isDirectory() ? filesUnder(path) : stat ? [path] : [];
  });
}

/** A file's bytes as text, or '' for a journal SQLite removed between the listing and the read: it kept nothing. */
function readIfStillThere(file: string): string {
  try {
    return readFileSync(file).toString('latin1');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Every byte the worker keeps, as text: SQLite stores text columns as they are, so a card number would show. */
function everythingStored(stateDir: string): string {
  return filesUnder(stateDir).map(readIfStillThere).join('\n');
}

/**
 * What the worker keeps, value by value: every column of every row of every SQLite file (D1 and the local
 * stores' own indexes), each on a line of its own, and every other file as it is. In the raw SQLite file,
 * neighbouring columns touch: an order id's nine digits followed by a date's "2026" read as one 13-digit
 * number, so the general card-number search reads values; the raw bytes are still searched for this card.
 */
function storedValues(stateDir: string): string {
  return filesUnder(stateDir)
    .filter((file) => !/\.sqlite-(wal|shm)$/.test(file))
    .map((file) => {
      if (!file.endsWith('.sqlite')) return readIfStillThere(file);
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
        return tables
          .flatMap(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[])
          .flatMap((row) =>
            Object.values(row).map((value) =>
              value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value),
            ),
          )
          .join('\n');
      } finally {
        db.close();
      }
    })
    .join('\n');
}

test('no card number or CVV is kept in the database, in KV or in the logs', async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  expect(luhnValid(CARD.replace(/ /g, ''))).toBe(true);
  const port = Number(process.env.E2E_PORT ?? 4322) + 50 + (testInfo.project.name === 'mobile' ? 1 : 0);
  const stateDir = `.wrangler/e2e-card-${testInfo.project.name}`;
  const baseURL = `http://127.0.0.1:${port}`;
  // A process group of its own, so that stopping it leaves no preview server behind on the port.
  server = spawn('node', ['scripts/serve-test.mjs', String(port), stateDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (chunk) => output.push(String(chunk)));
  server.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const api = await playwright.request.newContext({ baseURL });
  let cvvBefore = -1;
  const email = `card-${Date.now()}-${testInfo.project.name}@example.com`;
  try {
    await expect(async () => expect((await api.get('/')).status()).toBe(200)).toPass({
      timeout: 120_000,
      intervals: [1000],
    });
    cvvBefore = cvvIn(everythingStored(stateDir), CVV);

    const origin = { Origin: baseURL };
    await signUpThroughApi(api, baseURL, { name: 'Card Holder', email, password: 'kampung-pagi-7' });
    const { products } = await (await api.get('/api/products?ids=food-amplang')).json();
    const subtotal = products[0].priceSen as number;
    const total = subtotal + (subtotal > 10_000 ? 0 : 1000) + Math.round(subtotal * 0.06);
    const order = (overrides: Record<string, unknown> = {}) => ({
      ...checkoutBody({
        lines: [{ productId: 'food-amplang', quantity: 1 }],
        shipping: shippingTo('Card Holder', email, { phone: '+60 12-345 6789', address: '2, Jalan Kiamsam' }),
        payment: {
          paymentMethod: 'card',
          cardNumber: CARD,
          expiryDate: '10/30',
          cvv: CVV,
          cardholderName: 'CARD HOLDER',
        },
        expectedTotalSen: total,
      }),
      ...overrides,
    });

    const placed = await placeOrder(api, baseURL, order());
    expect(placed.status()).toBe(200);
    const { orderId } = parse(await placed.text()) as { orderId: string };
    // The card also travels in a checkout refused for its total, one with a bad expiry date (placed: the shop
    // takes no card field at all, the provider's page asks for the card), and one cut short (refused as
    // unreadable before any action runs): none of them may leave it behind either.
    expect((await placeOrder(api, baseURL, order({ expectedTotalSen: 1 }))).status()).toBe(409);
    const badExpiry = order();
    (badExpiry.payment as Record<string, string>).expiryDate = '13/99';
    expect((await placeOrder(api, baseURL, badExpiry)).status()).toBe(200);
    const cut = JSON.stringify(order()).slice(0, -20);
    expect(
      (
        await api.post('/_actions/checkout.placeOrder', {
          headers: { ...origin, 'Content-Type': 'application/json' },
          data: Buffer.from(cut),
        })
      ).status(),
    ).toBe(400);
    // The order page shows no card number.
    const tracking = await (await api.get(`/orders/${orderId}/track`)).text();
    expect(cardNumbersIn(tracking)).toEqual([]);
  } finally {
    await api.dispose();
    await stopServer(server);
  }

  // With the worker stopped, everything it wrote is on disk.
  const stored = everythingStored(stateDir);
  expect(stored).toContain(email); // the scan reads what this test wrote, not only the seed
  const values = storedValues(stateDir);
  expect(values).toContain(email); // the value-by-value read sees this test's rows too
  expect(cardNumbersIn(values)).toEqual([]);
  expect(stored).not.toContain(CARD.replace(/ /g, ''));
  // The CVV as a number of its own: no more often than in the seeded data before any checkout (normally never).
  expect(cvvIn(stored, CVV)).toBe(cvvBefore);
  const logs = output.join('');
  expect(logs).toContain('/_actions/checkout.placeOrder'); // the captured output is the worker's request log
  expect(cardNumbersIn(logs)).toEqual([]);
  expect(cvvIn(logs, CVV)).toBe(0);
  rmSync(stateDir, { recursive: true, force: true });
});
