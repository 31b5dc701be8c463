/**
 * Sending the email outbox (src/data/outbox.ts): each due message is said in its recipient's language
 * (./render.ts) and handed to the `send_email` binding (Cloudflare Email Service; simulated by workerd locally).
 * After a response that queued mail (src/middleware.ts), and on the worker's Cron Trigger (src/worker.ts).
 */
import { DRAIN_LIMIT, type DrainResult, drainOutbox, type EmailSender } from '../data/outbox';
import type { RenderedEmail } from '../lib/emails';
import { renderEmail } from './render';

/** A sender of messages as rendered, with their links on `origin`, for the outbox's due messages. */
export function renderedSender(
  send: (message: RenderedEmail & { to: string }) => Promise<void>,
  origin: string,
): EmailSender {
  return (due) => send({ ...renderEmail(due.payload, origin, due.lang), to: due.to });
}

/** The sender of the `send_email` binding. */
export function bindingSender(binding: SendEmail, fromAddress: string, origin: string): EmailSender {
  return renderedSender(async (message) => {
    await binding.send({
      from: { name: 'Labuan Market', email: fromAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }, origin);
}

/**
 * Sends what is due, after the response: never throws (a failure is logged), so that it cannot break the
 * request that queued the mail.
 */
export async function sendDueEmails(
  db: Database,
  binding: SendEmail | undefined,
  fromAddress: string,
  origin: string,
): Promise<void> {
  if (!binding) {
    console.error('Email not sent: the worker has no EMAIL (send_email) binding; the messages stay in the outbox.');
    return;
  }
  try {
    await drainOutbox(db, bindingSender(binding, fromAddress, origin));
  } catch (error) {
    console.error('Email outbox not drained:', error);
  }
}

/** A scheduled run drains up to this many times DRAIN_LIMIT. */
const SCHEDULED_ROUNDS = 10;

/**
 * The Cron Trigger's drain (wrangler.toml `[triggers] crons`): what is due, a retry included, up to a few
 * batches. Its links point at `SITE_ORIGIN`, as no request names the site here.
 */
export async function scheduledDrain(
  env: { DB: D1Database; EMAIL?: SendEmail; EMAIL_FROM: string; SITE_ORIGIN: string },
  now = new Date(),
): Promise<DrainResult> {
  const total: DrainResult = { sent: 0, failed: 0 };
  if (!env.EMAIL) {
    console.error('Email not sent: the worker has no EMAIL (send_email) binding; the messages stay in the outbox.');
    return total;
  }
  const send = bindingSender(env.EMAIL, env.EMAIL_FROM, env.SITE_ORIGIN);
  for (let round = 0; round < SCHEDULED_ROUNDS; round++) {
    const result = await drainOutbox(env.DB, send, { now, limit: DRAIN_LIMIT });
    total.sent += result.sent;
    total.failed += result.failed;
    if (result.sent + result.failed < DRAIN_LIMIT) break;
  }
  return total;
}
