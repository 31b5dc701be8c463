/**
 * The worker's entry point (wrangler.toml `main`): Astro's fetch handler as the adapter builds it, and the
 * Cron Trigger's `scheduled` handler (wrangler.toml `[triggers] crons`), which sends the email outbox's due
 * messages: those a request's own drain did not get to, and the retries of failed sends (src/data/outbox.ts).
 */
import astro from '@astrojs/cloudflare/entrypoints/server';
import { scheduledDrain } from './data/outbox';

export default {
  fetch: astro.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      scheduledDrain(env, new Date(controller.scheduledTime)).then(
        (result) => {
          if (result.sent + result.failed > 0)
            console.log(`Email outbox (${controller.cron}): ${result.sent} sent, ${result.failed} failed`);
        },
        (error) => console.error('Email outbox not drained on schedule:', error),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
