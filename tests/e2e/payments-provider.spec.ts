/**
 * Where a real provider is configured (a Stripe key set), nothing of the local sandbox answers: its hosted page
 * and its action are not found, and an event signed as the sandbox signs them is refused by the webhook. The
 * shared test server has no key, so this test starts a worker of its own, on its own database, with the keys in
 * its environment (as .dev.vars or `wrangler secret put` give them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { sandboxEvent, signSandboxEvent } from '../../src/data/payment-provider';
import { DEMO_BUYER, signIn } from './fixtures';
import { stopServer } from './support';

let server: ChildProcess | null = null;

/** The worker's D1 file under its state folder. */
function databaseFile(stateDir: string): string {
  const dir = join(stateDir, 'v3/d1/miniflare-D1DatabaseObject');
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  return join(dir, file!);
}

test('with a Stripe key set, the sandbox’s page, action and signatures are refused', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 4322) + 60 + (testInfo.project.name === 'mobile' ? 1 : 0);
  const stateDir = `.wrangler/e2e-stripe-${testInfo.project.name}`;
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn('node', ['scripts/serve-test.mjs', String(port), stateDir], {
    stdio: 'ignore',
    detached: true,
    // Wrangler gives a local worker the secrets of its environment when told to (with no .dev.vars file).
    env: {
      ...process.env,
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
      STRIPE_SECRET_KEY: 'sk_test_configured',
      STRIPE_WEBHOOK_SECRET: 'whsec_configured',
    },
  });
  const api = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    await expect(async () => expect((await api.get('/')).status()).toBe(200)).toPass({
      timeout: 120_000,
      intervals: [1000],
    });
    // A sandbox session as the sandbox would have made it, for one of the demo buyer's orders.
    const session = `cs_sandbox_${'a'.repeat(32)}`;
    const db = new DatabaseSync(databaseFile(stateDir));
    const order = db.prepare("SELECT id, total_sen FROM orders WHERE user_id = 'user-buyer-demo' LIMIT 1").get() as {
      id: string;
      total_sen: number;
    };
    db.prepare(
      "UPDATE orders SET payment_method = 'fpx', payment_status = 'awaiting', payment_expires_at = ? WHERE id = ?",
    ).run(new Date(Date.now() + 30 * 60_000).toISOString(), order.id);
    db.prepare(
      `INSERT INTO payments (id, order_id, user_id, amount_sen, currency, method, status, external_transaction_id,
         processed_at, provider, checkout_url)
       VALUES ('pay_configured', ?, 'user-buyer-demo', ?, 'MYR', 'fpx', 'pending', ?, ?, 'sandbox', ?)`,
    ).run(order.id, order.total_sen, session, new Date().toISOString(), `${baseURL}/payments/sandbox/${session}`);
    db.close();

    await signIn(api, baseURL, DEMO_BUYER);
    expect((await api.get(`/payments/sandbox/${session}`)).status()).toBe(404);
    const paid = await api.post('/_actions/payments.sandbox', {
      headers: { Origin: baseURL },
      multipart: { session, outcome: 'pay' },
    });
    expect(paid.status()).toBe(404);
    const payload = sandboxEvent(
      'pay',
      { id: session, orderId: order.id, amountSen: order.total_sen, currency: 'MYR' },
      new Date(),
    );
    const hook = await api.post('/api/payments/webhook', {
      headers: { 'Stripe-Signature': await signSandboxEvent(payload), 'Content-Type': 'application/json' },
      data: payload,
    });
    expect(hook.status()).toBe(400);

    const after = new DatabaseSync(databaseFile(stateDir), { readOnly: true });
    expect(after.prepare('SELECT payment_status FROM orders WHERE id = ?').get(order.id)).toEqual({
      payment_status: 'awaiting',
    });
    expect(after.prepare('SELECT COUNT(*) AS n FROM payment_events').get()).toEqual({ n: 0 });
    after.close();
  } finally {
    await api.dispose();
    await stopServer(server);
  }
});
