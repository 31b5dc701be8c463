/**
 * Complete Order: the whole order is written by the server in one transaction (src/data/checkout), the lines it
 * bought leaving the buyer's cart in that same transaction; the answer carries the cart and wishlist as the order
 * left them, for the page to adopt. `placeOrderForm` is the same posted as a plain form
 * (no script): it orders the server's copy of the cart, at the total the page showed.
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CheckoutError, placeOrder, type PlaceOrderInput } from '../data/checkout';
import { platformTax } from '../data/platform-tax';
import { platformCommission } from '../data/platform-commission';
import { cartWithProducts } from '../data/shopping-lists';
import { cartLines } from '../lib/cart';
import {
  CHECKOUT_STATES,
  MAX_CART_LINES,
  PAYMENT_METHODS,
  paymentSchema,
  shippingSchema,
  validateCheckout,
} from '../lib/checkout';
import { MAX_LINE_QUANTITY } from '../lib/cart';
import { PRODUCT_ID_PATTERN } from '../lib/product-limits';
import { encodeRefusal, said } from '../lib/refusals';
import { requireUser } from './guards';
import { openPaymentUrl, startPayment } from '../data/payments';
import { paidThroughProvider } from '../lib/payments';
import { localisedPath } from '../i18n/languages';
import { shopPaymentProvider } from './payment-settings';

const checkoutInput = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.string().regex(PRODUCT_ID_PATTERN),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      )
      .min(1, 'Your cart is empty.')
      .max(MAX_CART_LINES),
    shipping: shippingSchema,
    payment: paymentSchema(),
    idempotencyKey: z.string().uuid(),
    expectedTotalSen: z.number().int().min(0),
  })
  .strict();

/**
 * A form's text field: an empty box posts as null (Astro's form parsing), which is the empty text here. Its own
 * limits are the schemas' (src/lib/checkout.ts), checked with the rest below; this only bounds what is read.
 */
const typed = z.string().max(1000).nullish();

/** The form's fields, flat as a form posts them; checked by the same rules as the island's. */
const checkoutFormInput = z
  .object({
    fullName: typed,
    email: typed,
    phone: typed,
    address: typed,
    city: typed,
    state: z.enum(CHECKOUT_STATES),
    postalCode: typed,
    country: typed,
    notes: typed,
    paymentMethod: z.enum(PAYMENT_METHODS),
    idempotencyKey: z.string().uuid(),
    expectedTotalSen: z.number().int().min(0),
  })
  .superRefine((input, ctx) => {
    const { shipping, payment } = formOrder(input);
    for (const [field, message] of Object.entries(validateCheckout(shipping, payment)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

function formOrder(input: z.infer<typeof checkoutFormInput>): Pick<PlaceOrderInput, 'shipping' | 'payment'> {
  const t = (value: string | null | undefined) => value ?? '';
  return {
    shipping: {
      fullName: t(input.fullName),
      email: t(input.email),
      phone: t(input.phone),
      address: t(input.address),
      city: t(input.city),
      state: input.state,
      postalCode: t(input.postalCode),
      country: t(input.country),
      notes: t(input.notes),
    },
    payment: { paymentMethod: input.paymentMethod },
  };
}

async function place(
  context: { locals: App.Locals; url: URL },
  order: Omit<PlaceOrderInput, 'userId' | 'buyerName' | 'tax' | 'commissionBasisPoints'>,
) {
  const user = requireUser(context);
  try {
    const placed = await placeOrder(context.locals.db, {
      ...order,
      userId: user.id,
      buyerName: user.fullName || user.name,
      tax: platformTax(),
      commissionBasisPoints: platformCommission(),
    });
    // `created` is false when this form's key had already placed the order: the same order is answered again.
    return {
      orderId: placed.orderId,
      created: placed.created,
      paymentUrl: await paymentPage(context, placed.orderId, user.id),
      cart: placed.lists.cart,
      wishlist: placed.lists.wishlist,
    };
  } catch (error) {
    if (error instanceof CheckoutError) {
      const code =
        error.code === 'PRICE_CHANGED' || error.code === 'KEY_IN_USE'
          ? 'CONFLICT'
          : error.code === 'OWN_PRODUCT'
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
      throw new ActionError({ code, message: encodeRefusal(error.refusal) });
    }
    throw error;
  }
}

/**
 * Where the buyer pays a provider's order: its open hosted page (the same form sent twice is sent there once), or a
 * new one. Null for cash, and when the provider could not be reached: the order then waits on its tracking page,
 * whose Pay Now asks again while the stock is held.
 */
async function paymentPage(context: { locals: App.Locals; url: URL }, orderId: string, userId: string) {
  const { db, lang } = context.locals;
  const method = await db
    .prepare('SELECT payment_method FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ payment_method: string }>();
  if (!method || !paidThroughProvider(method.payment_method)) return null;
  const open = await openPaymentUrl(db, orderId);
  if (open) return open;
  try {
    const started = await startPayment(db, shopPaymentProvider(db), {
      orderId,
      userId,
      returnTo: new URL(localisedPath(`/orders/${encodeURIComponent(orderId)}/track`, lang), context.url).href,
    });
    return started.ok ? started.url : null;
  } catch (error) {
    console.error(`The payment of order ${orderId} could not be started:`, error);
    return null;
  }
}

export const checkout = {
  placeOrder: defineAction({
    input: checkoutInput,
    handler: (input, context) =>
      place(context, {
        lines: input.lines,
        shipping: input.shipping,
        payment: input.payment,
        idempotencyKey: input.idempotencyKey,
        expectedTotalSen: input.expectedTotalSen,
      }),
  }),

  placeOrderForm: defineAction({
    accept: 'form',
    input: checkoutFormInput,
    handler: async (input, context) => {
      const user = requireUser(context);
      const lists = await cartWithProducts(context.locals.db, user.id);
      const lines = cartLines(lists.cart, lists.products)
        .filter((line) => line.available > 0)
        .map((line) => ({ productId: line.item.productId, quantity: line.available }));
      if (lines.length === 0) throw new ActionError({ code: 'BAD_REQUEST', message: said('checkout.empty') });
      return place(context, {
        lines,
        ...formOrder(input),
        idempotencyKey: input.idempotencyKey,
        expectedTotalSen: input.expectedTotalSen,
      });
    },
  }),
};
