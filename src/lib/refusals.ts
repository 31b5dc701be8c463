/**
 * What the shop refuses or notices, in no language: a code and its values (`{ code: 'auth.tooManyAttempts',
 * values: { minutes: 15 } }`), made by actions, src/data and src/lib alike. Each language's catalogue
 * (src/i18n/<lang>/refusals.ts) has a text for every code, naming its values in braces, or the type check fails;
 * the page or island says it in its reader's language (`refusalText`).
 *
 * A refusal crosses from the server to the browser as JSON in an ActionError's message (and in a zod issue's, for
 * a field's own refusal): `encodeRefusal` / `decodeRefusal`. Anything else (a message of Astro's or zod's own) is
 * not a refusal, and is said as `request.invalid`.
 */

import { fill } from './fill';

const count = 0 as number;
const text = '' as string;

/** Every code, and the values it carries (their names and types, by example). */
const REFUSALS = {
  // Anyone: a session that ended, the wrong account, the server failing, a request the server cannot read.
  'access.signIn': {},
  'access.notSeller': {},
  'access.notAdmin': {},
  'access.emailUnverified': {},
  'server.failed': {},
  'request.invalid': {},
  'request.unreadable': {},
  'request.unsupported': {},
  'request.tooLarge': {},
  // The spec's words for a visitor who changes a cart or wishlist.
  'cart.signInToAdd': {},
  'cart.signInToChange': {},
  'cart.signInToClear': {},
  'wishlist.signInToAdd': {},
  'wishlist.signInToChange': {},
  // Signing in and up.
  'auth.emailTaken': {},
  'auth.wrongCredentials': {},
  'auth.credentialsRequired': {},
  'auth.tooManyAttempts': { minutes: count },
  'auth.waitBeforeRetry': {},
  'auth.loginFailed': {},
  'auth.signupFailed': {},
  'auth.intentUnreadable': {},
  'email.invalid': {},
  'auth.nameRequired': {},
  'auth.termsRequired': {},
  'auth.passwordTooShort': { min: count },
  'auth.passwordTooCommon': {},
  'auth.passwordsDoNotMatch': {},
  'text.tooLong': { max: count },
  // A notification that is not the reader's (or no longer there).
  'notification.notFound': {},
  // Placing an order (src/data/checkout.ts).
  'checkout.empty': {},
  'checkout.unavailable': {},
  'checkout.priceChanged': {},
  'checkout.ownProduct': {},
  'checkout.keyInUse': {},
  'checkout.badQuantity': { max: count },
  'checkout.outOfStock': { name: text },
  'checkout.onlyLeft': { name: text, left: count, wanted: count },
  // The shipping form (src/lib/checkout.ts); an invalid email is said as at sign-up, a long text as everywhere.
  'checkout.fullNameRequired': {},
  'checkout.phoneInvalid': {},
  'checkout.addressRequired': {},
  'checkout.cityRequired': {},
  'checkout.stateRequired': {},
  'checkout.postalCodeInvalid': {},
  'checkout.malaysiaOnly': {},
  'checkout.notesTooLong': { max: count },
  // A seller's status change (src/data/seller-orders.ts): statuses go as their stored values.
  'sellerOrder.chooseStatus': {},
  'sellerOrder.noteTooLong': { max: count },
  'sellerOrder.carrier': {},
  'sellerOrder.trackingNumber': {},
  'sellerOrder.notFound': { id: text },
  'sellerOrder.already': { status: text },
  'sellerOrder.final': { status: text },
  'sellerOrder.shippedNoCancel': {},
  'sellerOrder.noMoveBack': { from: text, to: text },
  'sellerOrder.changed': {},
  'sellerOrder.unpaid': {},
  // Paying an order (src/data/payments.ts): again after a failed attempt, or the cash of a delivered one.
  'payment.notFound': { id: text },
  'payment.notPayable': {},
  'payment.notCash': {},
  'payment.cashBeforeDelivery': {},
  // The profile form (src/lib/profile.ts); an invalid or taken email is said as at sign-up.
  'profile.nameRequired': {},
  'profile.nameTooLong': { max: count },
  'profile.fullNameTooLong': { max: count },
  'profile.invalidPhone': {},
  'profile.invalidDateOfBirth': {},
  'profile.citizenshipTooLong': { max: count },
  'profile.addressTooLong': { max: count },
  'profile.cityTooLong': { max: count },
  'profile.stateTooLong': { max: count },
  'profile.invalidPostalCode': {},
  'profile.countryTooLong': { max: count },
  // Reviews and replies (src/lib/reviews.ts, src/data/reviews.ts).
  'review.chooseRating': {},
  'review.tooLong': { max: count },
  'review.writeReply': {},
  'review.replyTooLong': { max: count },
  'review.notYourOrder': {},
  'review.notDelivered': {},
  'review.alreadyReviewed': {},
  'review.notFound': {},
  'review.alreadyReplied': {},
  'review.noReply': {},
  // The administrator's review of a merchant application (src/data/applications.ts, src/actions/merchant.ts).
  'application.notFound': {},
  'application.reviewed': {},
  'application.reasonRequired': {},
  // A web address a person gives the shop (src/lib/web-address.ts): an application's, a store's.
  'webAddress.invalid': {},
  // The merchant application's steps (src/lib/merchant-application.ts) and the server's checks of it.
  'merchantApplication.businessNameRequired': {},
  'merchantApplication.businessDescriptionRequired': {},
  'merchantApplication.businessTypeRequired': {},
  'merchantApplication.registrationNumberRequired': {},
  'merchantApplication.contactEmailRequired': {},
  'merchantApplication.contactPhoneRequired': {},
  'merchantApplication.addressRequired': {},
  'merchantApplication.cityRequired': {},
  'merchantApplication.stateRequired': {},
  'merchantApplication.postalCodeRequired': {},
  'merchantApplication.businessLicenseRequired': {},
  'merchantApplication.businessRegistrationRequired': {},
  'merchantApplication.idTypeRequired': {},
  'merchantApplication.idNumberRequired': {},
  'merchantApplication.idFrontRequired': {},
  'merchantApplication.idBackRequired': {},
  'merchantApplication.selfieRequired': {},
  'merchantApplication.agreeToTerms': {},
  'merchantApplication.agreeToPrivacy': {},
  'merchantApplication.fileEmpty': {},
  'merchantApplication.fileTooLarge': {},
  'merchantApplication.documentType': {},
  'merchantApplication.pictureType': {},
  'merchantApplication.pending': {},
  'merchantApplication.alreadyMerchant': {},
  // Store Settings (src/lib/store-settings.ts, src/data/store-settings.ts).
  'storeSettings.businessNameRequired': {},
  'storeSettings.displayNameRequired': {},
  'storeSettings.emailRequired': {},
  'storeSettings.phoneRequired': {},
  'storeSettings.foundedYear': {},
  'storeSettings.color': {},
  'storeSettings.country': {},
  'storeSettings.choice': {},
  'storeSettings.logoTooLarge': {},
  'storeSettings.logoNotImage': {},
  'storeSettings.badLogo': {},
  'storeSettings.logoChanged': {},
  'storeSettings.invalid': {},
  'storeSettings.notSaved': {},
  // The product editor (src/lib/product-draft.ts, src/lib/product-draft-input.ts, src/data/products.ts).
  'product.nameRequired': {},
  'product.descriptionRequired': {},
  'product.categoryRequired': {},
  'product.priceRequired': {},
  'product.quantityRequired': {},
  'product.imageRequired': {},
  'product.compareAtPrice': {},
  'product.weight': {},
  'product.dimension': {},
  'product.condition': {},
  'product.categoryUnknown': {},
  'product.tooManyImages': { max: count },
  'product.tooManyTags': { max: count },
  'product.notFound': {},
  'product.skuTaken': {},
  'product.badImage': {},
  'product.reloadStock': {},
  'product.stockChanged': { now: count, loaded: count },
  'product.fileTooLarge': { name: text },
  'product.fileNotImage': { name: text },
  // Bulk upload: a whole file refused (src/lib/bulk-import/*), and one row's issues (src/lib/bulk-import/rows.ts).
  'bulkFile.wrongType': {},
  'bulkFile.oldExcel': {},
  'bulkFile.tooLarge': {},
  'bulkFile.tooManyRows': {},
  'bulkFile.empty': {},
  'bulkFile.noHeader': {},
  'bulkFile.notText': {},
  'bulkFile.badQuotes': {},
  'bulkFile.badExcel': {},
  'bulkFile.excelTooBig': {},
  'bulkRow.nameRequired': {},
  'bulkRow.nameTooLong': {},
  'bulkRow.categoryRequired': {},
  'bulkRow.categoryUnknown': {},
  'bulkRow.priceRequired': {},
  'bulkRow.priceNotNumber': {},
  'bulkRow.priceNegative': {},
  'bulkRow.priceZero': {},
  'bulkRow.quantityInvalid': {},
  'bulkRow.lowStock': {},
  'bulkRow.skuTooLong': {},
  'bulkRow.skuDuplicate': { line: count },
  'bulkRow.skuExists': {},
  'bulkRow.descriptionTooLong': {},
  // The administrator's payout to a merchant (src/data/ledger.ts, src/actions/payouts.ts).
  'payout.merchantNotFound': {},
  'payout.amount': {},
  'payout.reference': { max: count },
  'payout.date': {},
  'payout.overBalance': { balance: text },
  // A forgotten or changed password, the devices signed in, an address to verify (src/actions/account.ts).
  'account.tooManyLinks': { minutes: count },
  'account.linkNotWorking': {},
  'account.currentPasswordWrong': {},
  'account.deviceNotFound': {},
  'account.emailTakenMeanwhile': {},
  // The second factor (src/data/second-factor.ts) and the administrator's need of it.
  'access.secondFactorRequired': {},
  'secondFactor.alreadyOn': {},
  'secondFactor.notSetUp': {},
  'secondFactor.notOn': {},
  'secondFactor.wrongCode': {},
  'secondFactor.codeRequired': {},
  'secondFactor.locked': { minutes: count },
  'secondFactor.stepExpired': {},
  'secondFactor.tooManyTries': {},
  'secondFactor.noSuchAccount': {},
  'secondFactor.chooseCheck': {},
  // Deleting one's own account (src/data/account-deletion.ts).
  'account.wrongPassword': {},
  'account.confirmRequired': {},
  'account.openOrders': { count },
} satisfies Record<string, Record<string, string | number>>;

export type RefusalValuesByCode = typeof REFUSALS;
export type RefusalCode = keyof RefusalValuesByCode;
export type Refusal = {
  [C in RefusalCode]: keyof RefusalValuesByCode[C] extends never
    ? { code: C; values?: RefusalValuesByCode[C] }
    : { code: C; values: RefusalValuesByCode[C] };
}[RefusalCode];

/** How one language says every code: a text naming the code's values in braces (`'Wait {minutes} minutes'`). */
export type RefusalTexts = Record<RefusalCode, string>;

export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

/** The names of the values a code carries. */
export function refusalValueNames(code: RefusalCode): string[] {
  return Object.keys(REFUSALS[code]);
}

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(REFUSALS, code);
}

/**
 * The refusals any action call may meet before its own: the guards' (src/actions/guards.ts) and the middleware's
 * for a failing server or a request it cannot read (src/lib/server-errors.ts). Every form that calls an action is
 * given their texts.
 */
export const ANSWER_REFUSALS = [
  'access.signIn',
  'access.notSeller',
  'access.notAdmin',
  'access.emailUnverified',
  'access.secondFactorRequired',
  'server.failed',
  'request.invalid',
  'request.unreadable',
  'request.unsupported',
  'request.tooLarge',
] as const satisfies readonly RefusalCode[];
export type AnswerRefusalTexts = Pick<RefusalTexts, (typeof ANSWER_REFUSALS)[number]>;

/** The texts of these codes only, from a language's catalogue: the part of it a form is given. */
export function textsOf<C extends RefusalCode>(
  texts: Readonly<RefusalTexts>,
  codes: readonly C[],
): Pick<RefusalTexts, C> {
  return Object.fromEntries(codes.map((code) => [code, texts[code]])) as Pick<RefusalTexts, C>;
}

/** A refusal as it travels in a message (an ActionError's, a zod issue's). */
export function encodeRefusal(refusal: Refusal): string {
  return JSON.stringify({ code: refusal.code, values: refusal.values ?? {} });
}

/** A refusal as a schema's or an ActionError's message: `said('auth.tooManyAttempts', { minutes: 15 })`. */
export function said<C extends RefusalCode>(
  code: C,
  ...values: keyof RefusalValuesByCode[C] extends never ? [] : [RefusalValuesByCode[C]]
): string {
  return encodeRefusal({ code, values: values[0] ?? {} } as Refusal);
}

/** The refusal a message carries, or null when it carries none (a text of Astro's or zod's own). */
export function decodeRefusal(message: unknown): Refusal | null {
  if (typeof message !== 'string' || !message.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, values } = parsed as { code?: unknown; values?: unknown };
    if (!isRefusalCode(code) || typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    const named = refusalValueNames(code).every((name) => {
      const value = (values as Record<string, unknown>)[name];
      return typeof value === 'string' || typeof value === 'number';
    });
    return named ? ({ code, values } as Refusal) : null;
  } catch {
    return null;
  }
}

/** A refusal's text in a language's catalogue (or the part of it an island was given), its values filled in. */
export function refusalText(texts: Readonly<Partial<RefusalTexts>>, refusal: Refusal | null): string {
  const said = refusal ?? { code: 'request.invalid' as const };
  const template = texts[said.code] ?? texts['server.failed'] ?? '';
  return fill(template, (said.values ?? {}) as Record<string, string | number>);
}
