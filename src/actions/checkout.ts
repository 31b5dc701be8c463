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
    cardNumber: typed,
    expiryDate: typed,
    cvv: typed,
    cardholderName: typed,
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
    payment: {
      paymentMethod: input.paymentMethod,
      cardNumber: t(input.cardNumber),
      expiryDate: t(input.expiryDate),
      cvv: t(input.cvv),
      cardholderName: t(input.cardholderName),
    },
  };
}

async function place(
  context: { locals: App.Locals },
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
