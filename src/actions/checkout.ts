/** Complete Order: the whole order is written by the server in one transaction (src/data/checkout). */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CheckoutError, placeOrder } from '../data/checkout';
import { CHECKOUT_STATES, EXPIRY_MAX_LENGTH, MAX_CART_LINES, PAYMENT_METHODS, validateCheckout } from '../lib/checkout';
import { MAX_LINE_QUANTITY } from '../lib/cart';
import { requireUser } from './guards';

const text = (max: number) => z.string().max(max);

const checkoutInput = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      )
      .min(1, 'Your cart is empty.')
      .max(MAX_CART_LINES),
    shipping: z.object({
      fullName: text(120),
      email: text(254),
      phone: text(30),
      address: text(200),
      city: text(80),
      state: z.enum(CHECKOUT_STATES),
      postalCode: text(10),
      country: text(60),
      notes: text(500),
    }),
    payment: z.object({
      paymentMethod: z.enum(PAYMENT_METHODS),
      cardNumber: text(23),
      expiryDate: text(EXPIRY_MAX_LENGTH),
      cvv: text(4),
      cardholderName: text(120),
    }),
    idempotencyKey: z.string().uuid(),
    expectedTotalSen: z.number().int().min(0),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(validateCheckout(input.shipping, input.payment))) {
      const section = field in input.shipping ? 'shipping' : 'payment';
      ctx.addIssue({ code: 'custom', path: [section, field], message });
    }
  });

export const checkout = {
  placeOrder: defineAction({
    input: checkoutInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        return await placeOrder(context.locals.db, {
          userId: user.id,
          buyerName: user.fullName || user.name,
          lines: input.lines,
          shipping: input.shipping,
          payment: input.payment,
          idempotencyKey: input.idempotencyKey,
          expectedTotalSen: input.expectedTotalSen,
        });
      } catch (error) {
        if (error instanceof CheckoutError) {
          const code = error.code === 'PRICE_CHANGED' || error.code === 'KEY_IN_USE' ? 'CONFLICT' : error.code === 'OWN_PRODUCT' ? 'FORBIDDEN' : 'BAD_REQUEST';
          throw new ActionError({ code, message: error.message });
        }
        throw error;
      }
    },
  }),
};
