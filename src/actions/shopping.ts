/**
 * The buyer's cart and wishlist on the server. `sync` takes the changes the islands send as JSON (at once, or
 * queued while offline) and answers the lists as they now are with what the buyer must be told; `changeForm`
 * is the same for a plain form post, so that every buying control works before (or without) any script.
 */
import { encodeRefusal, type Refusal, type RefusalCode } from '../lib/refusals';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { changeShoppingLists, productFacts } from '../data/shopping-lists';
import { PRODUCT_ID_PATTERN } from '../lib/product-limits';
import { shoppingChangeSchema, shoppingChangesSchema, type ShoppingChange } from '../lib/shopping-changes';
import { safeRedirect } from '../lib/redirect';
import { formatIntent } from '../lib/sign-in-intent';
import { MAX_LINE_QUANTITY } from '../lib/stock';
import { requireUser } from './guards';

/** The spec's refusal of a visitor who tries to change a cart or wishlist, by the change (src/lib/refusals.ts). */
const SIGN_IN_REFUSALS: Record<string, RefusalCode> = {
  'cart.add': 'cart.signInToAdd',
  'cart.set': 'cart.signInToChange',
  'cart.remove': 'cart.signInToChange',
  'cart.clear': 'cart.signInToClear',
  'wishlist.add': 'wishlist.signInToAdd',
  'wishlist.remove': 'wishlist.signInToChange',
  'wishlist.clear': 'wishlist.signInToChange',
};

function signedInBuyer(context: { locals: App.Locals }, kind: string) {
  if (!context.locals.user)
    throw new ActionError({
      code: 'UNAUTHORIZED',
      message: encodeRefusal({ code: SIGN_IN_REFUSALS[kind] ?? 'access.signIn' } as Refusal),
    });
  return requireUser(context);
}

/** A form's fields: what the button names (`kind`), the product and the typed quantity, all checked below. */
const changeFormInput = z.object({
  kind: z.enum([
    'cart.add',
    'cart.set',
    'cart.remove',
    'cart.clear',
    'wishlist.add',
    'wishlist.remove',
    'wishlist.clear',
  ]),
  productId: z.string().regex(PRODUCT_ID_PATTERN, 'That is not a product of this shop.').nullish(),
  // An emptied box posts as null.
  quantity: z.string().max(12).nullish(),
  /** The page the form was on, for a visitor sent to sign in first. */
  returnTo: z.string().max(300).nullish(),
});

/** The change a form describes; a quantity that is not a whole number from 0 (set) or 1 to the limit is refused. */
export function formChange(input: z.infer<typeof changeFormInput>): ShoppingChange {
  const counted = input.kind === 'cart.add' || input.kind === 'cart.set';
  const quantityText = (input.quantity ?? (input.kind === 'cart.add' ? '1' : '')).trim();
  if (counted && !/^\d{1,4}$/.test(quantityText)) {
    throw new ActionError({
      code: 'BAD_REQUEST',
      message: `Enter a whole number of units from 1 to ${MAX_LINE_QUANTITY}.`,
    });
  }
  const parsed = shoppingChangeSchema.safeParse({
    kind: input.kind,
    ...(input.productId == null ? {} : { productId: input.productId }),
    ...(counted ? { quantity: Number(quantityText) } : {}),
  });
  if (!parsed.success) {
    throw new ActionError({
      code: 'BAD_REQUEST',
      message: parsed.error.issues[0]?.message ?? 'That change could not be made.',
    });
  }
  return parsed.data;
}

/**
 * A visitor's form post changes nothing: it leads to sign-in, carrying what was pressed (Add to Cart, the heart)
 * so that it is done after signing in (src/lib/sign-in-intent.ts), and the page to come back to.
 */
function visitorSignIn(input: z.infer<typeof changeFormInput>): string {
  const back = safeRedirect(input.returnTo ?? '/');
  const params = new URLSearchParams({ redirect: back });
  const quantity = Number(input.quantity ?? '1');
  if (
    input.productId &&
    input.kind === 'cart.add' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_LINE_QUANTITY
  ) {
    params.set('intent', formatIntent({ kind: 'cart', productId: input.productId, quantity }));
  }
  if (input.productId && input.kind === 'wishlist.add')
    params.set('intent', formatIntent({ kind: 'wishlist', productId: input.productId }));
  return `/login?${params}`;
}

export const shopping = {
  sync: defineAction({
    input: z.object({ changes: shoppingChangesSchema }).strict(),
    handler: async ({ changes }, context) => {
      const user = signedInBuyer(context, changes[0]?.kind ?? '');
      return changeShoppingLists(context.locals.db, user.id, changes);
    },
  }),

  changeForm: defineAction({
    accept: 'form',
    input: changeFormInput,
    handler: async (input, context) => {
      if (!context.locals.user) return { signIn: visitorSignIn(input) } as const;
      const user = requireUser(context);
      const change = formChange(input);
      const result = await changeShoppingLists(context.locals.db, user.id, [change]);
      // The page says what was changed by name, even when the line is gone from the list it shows.
      const productName =
        'productId' in change
          ? ((await productFacts(context.locals.db, [change.productId])).get(change.productId)?.name ?? null)
          : null;
      return { ...result, change, productName };
    },
  }),
};
