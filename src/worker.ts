/**
 * The worker's entry point (wrangler.toml `main`): Astro's fetch handler as the adapter builds it, and the
 * Cron Trigger's `scheduled` handler (wrangler.toml `[triggers] crons`), which sends the email outbox's due
 * messages: those a request's own drain did not get to, and the retries of failed sends (src/mail/outbox.ts),
 * and makes the variants of product pictures stored before variants were made, a few each run
 * (src/data/picture-backfill.ts), until none is left, and files the words of products written since the last run
 * for searches that forgive a typo (src/data/search-spellings.ts). It also ends the stock hold of orders left
 * unpaid past their payment's time (closing their sessions at the provider, the stock going back) and asks the
 * provider again for refunds not yet done (src/data/payments.ts).
 */
import astro from '@astrojs/cloudflare/entrypoints/server';
import { EMAIL_FROM, SITE_ORIGIN, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from 'astro:env/server';
import { expireUnpaidOrders, paymentProvider, requestRefunds } from './data/payments';
import { scheduledDrain } from './mail/outbox';
import { backfillAll } from './data/picture-backfill';
import { refreshAllSpellings } from './data/search-spellings';

/** Pictures mended per scheduled run: a few seconds of the Images binding's work every five minutes. */
const BACKFILL_PER_RUN = { size: 5, maxBatches: 2 };
/** Rounds of products whose words are filed for typo-forgiving searches per run (100 products a round). */
const SPELLING_ROUNDS_PER_RUN = 10;

/** Holds that ended, then refunds to retry: each a few per run, as the schedule comes back every five minutes. */
async function settlePayments(db: D1Database, now: Date): Promise<void> {
  try {
    const provider = paymentProvider(db, { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET });
    const holds = await expireUnpaidOrders(db, provider, now);
    const refunds = await requestRefunds(db, provider, { now });
    if (holds.expired + holds.paid + refunds.succeeded + refunds.failed + refunds.pending > 0)
      console.log(
        `Payments: ${holds.expired} unpaid orders expired, ${holds.paid} found paid; refunds ${refunds.succeeded} done, ${refunds.pending} pending, ${refunds.failed} failed`,
      );
  } catch (error) {
    console.error('Payments not settled on schedule:', error);
  }
}

export default {
  fetch: astro.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(settlePayments(env.DB, new Date(controller.scheduledTime)));
    ctx.waitUntil(
      refreshAllSpellings(env.DB, SPELLING_ROUNDS_PER_RUN).catch((error) =>
        console.error('Search spellings not filed on schedule:', error),
      ),
    );
    ctx.waitUntil(
      scheduledDrain({ ...env, EMAIL_FROM, SITE_ORIGIN }, new Date(controller.scheduledTime)).then(
        (result) => {
          if (result.sent + result.failed > 0)
            console.log(`Email outbox (${controller.cron}): ${result.sent} sent, ${result.failed} failed`);
        },
        (error) => console.error('Email outbox not drained on schedule:', error),
      ),
    );
    ctx.waitUntil(
      backfillAll(env.DB, { bucket: env.UPLOADS, images: env.IMAGES }, BACKFILL_PER_RUN).then(
        (result) => {
          if (result.mended + result.reused + result.skipped.length > 0)
            console.log(
              `Picture backfill: ${result.mended} made, ${result.reused} found made, ${result.skipped.length} skipped`,
            );
        },
        (error) => console.error('Picture backfill not run on schedule:', error),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
