/**
 * Paying an order on the provider's hosted page again, from its tracking page: after an attempt failed or was
 * abandoned, while the order still holds its stock. The answer is the hosted page to go to (the page redirects).
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { receiveWebhook, sandboxSession, startPayment } from '../data/payments';
import { realProviderConfigured, sandboxEvent, signSandboxEvent } from '../data/payment-provider';
import { mayPay } from '../lib/payments';
import { localisedPath } from '../i18n/languages';
import { encodeRefusal } from '../lib/refusals';
import { requireUser } from './guards';
import { PAYMENT_SETTINGS, shopPaymentProvider } from './payment-settings';

export const payments = {
  pay: defineAction({
    accept: 'form',
    input: z.object({
      orderId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/),
    }),
    handler: async ({ orderId }, context) => {
      const user = requireUser(context);
      const { db, lang } = context.locals;
      const started = await startPayment(db, shopPaymentProvider(db), {
        orderId,
        userId: user.id,
        returnTo: new URL(localisedPath(`/orders/${encodeURIComponent(orderId)}/track`, lang), context.url).href,
      });
      if (!started.ok)
        throw new ActionError({
          code: started.refusal.code === 'payment.notFound' ? 'NOT_FOUND' : 'CONFLICT',
          message: encodeRefusal(started.refusal),
        });
      return { url: started.url };
    },
  }),

  /**
   * The sandbox's hosted page: the buyer pays, fails or abandons. The outcome goes as a signed event through the
   * webhook's own code (receiveWebhook verifies it as it verifies Stripe's), then the buyer goes back to the
   * order, as from Stripe. Answers nothing where a real provider is configured.
   */
  sandbox: defineAction({
    accept: 'form',
    input: z.object({
      session: z.string().regex(/^cs_sandbox_[a-f0-9]{32}$/),
      outcome: z.enum(['pay', 'fail', 'abandon']),
    }),
    handler: async ({ session: sessionId, outcome }, context) => {
      if (realProviderConfigured(PAYMENT_SETTINGS)) throw new ActionError({ code: 'NOT_FOUND' });
      const { db, lang } = context.locals;
      const session = await sandboxSession(db, sessionId);
      if (!session) throw new ActionError({ code: 'NOT_FOUND' });
      const now = new Date();
      const open =
        session.status === 'pending' &&
        mayPay(
          {
            paymentMethod: session.method,
            paymentStatus: session.orderPaymentStatus,
            paymentExpiresAt: session.holdEndsAt,
          },
          now,
        );
      if (!open) throw new ActionError({ code: 'CONFLICT', message: encodeRefusal({ code: 'payment.notPayable' }) });
      const payload = sandboxEvent(outcome, { id: sessionId, ...session }, now);
      const answer = await receiveWebhook(db, shopPaymentProvider(db), payload, await signSandboxEvent(payload), now);
      if (answer.status !== 200) throw new ActionError({ code: 'INTERNAL_SERVER_ERROR' });
      const back = localisedPath(`/orders/${encodeURIComponent(session.orderId)}/track`, lang);
      return { url: `${back}?payment=${outcome === 'pay' ? 'return' : 'cancelled'}` };
    },
  }),
};
