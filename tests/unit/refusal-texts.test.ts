import type { ActionError } from 'astro:actions';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/i18n';
import { reviewRefusalText } from '../../src/i18n/review-refusals';
import { refusalIn as fileMessage, type BulkUploadTexts } from '../../src/islands/bulk-upload/texts';
import { refusalText as checkoutRefusal } from '../../src/islands/checkout/refusal-text';
import { sayIn as sayInApplication } from '../../src/islands/merchant-signup/application-texts';
import { refusalIn } from '../../src/islands/seller-orders/refusals';
import { ANSWER_REFUSALS, textsOf } from '../../src/lib/refusals';
import { firstAuthMessage } from '../../src/lib/accounts';
import { decodeRefusal, said } from '../../src/lib/refusals';
import { sayRefusal } from '../../src/i18n/refusals';
import { emptyDraft, MAX_TAG_LENGTH, MAX_TAGS, validateDraft } from '../../src/lib/product-draft';
import { fill } from '../../src/lib/fill';
import { sayIn as sayInEditor } from '../../src/islands/product-editor/editor-texts';
import { sayIn as sayInSettings } from '../../src/islands/store-settings/texts';

// A review's refusal asks whether the input was refused: this one was not.
vi.mock('astro:actions', () => ({ isInputError: () => false }));

const en = messages('en');
const ms = messages('ms');
const bulkTexts = (lang: 'en' | 'ms'): BulkUploadTexts => {
  const { title, description, moreCategories, ...own } = messages(lang).bulkUpload;
  return { ...own, shared: messages(lang).seller.list, categories: moreCategories };
};

describe('a sign-in whose intent names nothing', () => {
  it('is refused in the same English as before, and said in Bahasa Malaysia on /ms', () => {
    const message = said('auth.intentUnreadable');
    expect(firstAuthMessage({ intent: [message] })).toBe(message);
    expect(sayRefusal('en', decodeRefusal(message))).toBe(
      'The product to add after signing in could not be read. Please go back to it and try again.',
    );
    expect(sayRefusal('ms', decodeRefusal(message))).toBe(
      'Produk yang hendak ditambah selepas log masuk tidak dapat dibaca. Sila kembali ke produk itu dan cuba lagi.',
    );
  });
});

describe("the product editor's limits", () => {
  const draft = {
    ...emptyDraft(),
    name: 'Sambal',
    tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag-${i}`),
    sku: 's'.repeat(65),
  };

  it('are codes with their limit, said in English and in Bahasa Malaysia', () => {
    const errors = validateDraft(draft, 0, 'draft');
    expect(errors.tags).toBe(said('product.tooManyTags', { max: MAX_TAGS }));
    expect(errors.sku).toBe(said('text.tooLong', { max: 64 }));
    expect(sayInEditor(en.productEditor.form, errors.tags!)).toBe('At most 20 tags');
    expect(sayInEditor(en.productEditor.form, errors.sku!)).toBe('Use at most 64 characters');
    expect(sayInEditor(ms.productEditor.form, errors.tags!)).toBe('Maksimum 20 tag');
    expect(sayInEditor(ms.productEditor.form, errors.sku!)).toBe('Gunakan tidak lebih daripada 64 aksara');
  });

  it('say a tag that is too long in Bahasa Malaysia', () => {
    const long = validateDraft({ ...draft, tags: ['t'.repeat(MAX_TAG_LENGTH + 1)], sku: '' }, 0, 'draft');
    expect(long.tags).toBe(said('text.tooLong', { max: MAX_TAG_LENGTH }));
    expect(sayInEditor(ms.productEditor.form, long.tags!)).toBe('Gunakan tidak lebih daripada 40 aksara');
  });
});

describe("the actions' refusals of whoever they do not serve, and the server's plain answers", () => {
  const malay = messages('ms').refusals;
  it('travel as codes and are said in Bahasa Malaysia by the product editor, the profile, Store Settings and checkout', () => {
    const signIn = said('access.signIn');
    const notSeller = said('access.notSeller');
    const editor = (message: string) => sayInEditor(ms.productEditor.form, message);
    expect(editor(signIn)).toBe('Sila log masuk untuk meneruskan.');
    expect(editor(notSeller)).toBe('Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.');
    expect(sayInEditor(en.productEditor.form, signIn)).toBe('Please sign in to continue.');
    const settings = sayInSettings(ms.storeSettings);
    expect(settings(signIn)).toBe(malay['access.signIn']);
    expect(settings(notSeller)).toBe(malay['access.notSeller']);
    expect(sayInApplication(ms.merchantApplication.form)(signIn)).toBe(malay['access.signIn']);
    expect(fileMessage(said('request.tooLarge'), bulkTexts('ms'))).toBe(malay['request.tooLarge']);
    expect(checkoutRefusal(said('server.failed'), ms.checkout)).toBe(malay['server.failed']);
    expect(reviewRefusalText({ code: 'FORBIDDEN', message: notSeller } as ActionError, 'ms')).toBe(
      malay['access.notSeller'],
    );
    const statusDialog = refusalIn(said('access.signIn'), ms.sellerOrders.dialog.refusals, ms.sellerOrders.statuses);
    expect(statusDialog).toBe(malay['access.signIn']);
  });

  it('are the same texts in every form that is given them, taken from the language’s refusals', () => {
    for (const lang of ['en', 'ms'] as const) {
      const all = messages(lang);
      const answers = textsOf(all.refusals, ANSWER_REFUSALS);
      expect(all.bulkUpload.refusals).toMatchObject(answers);
      expect(all.storeSettings.refusals).toMatchObject(answers);
      expect(all.productEditor.form.refusals).toMatchObject(answers);
      expect(all.merchantApplication.form.refusals).toMatchObject(answers);
      expect(all.account.form.refusals).toMatchObject(answers);
      expect(all.sellerOrders.dialog.refusals).toMatchObject(answers);
      expect(all.checkout.refusals).toMatchObject(answers);
    }
  });
});

describe("the wallet's lines", () => {
  it('say each payment and refund from its kind and order in the page language, a refund with its state', () => {
    const orderId = 'ORD-2024-001234569';
    expect(fill(en.account.wallet.descriptions.payment, { orderId })).toBe('Payment for order ORD-2024-001234569');
    expect(fill(en.account.wallet.descriptions.cash, { orderId })).toBe(
      'Cash paid on delivery for order ORD-2024-001234569',
    );
    expect(fill(en.account.wallet.descriptions.refund, { orderId })).toBe('Refund for order ORD-2024-001234569');
    expect(fill(ms.account.wallet.descriptions.payment, { orderId })).toBe('Bayaran untuk pesanan ORD-2024-001234569');
    expect(fill(ms.account.wallet.descriptions.refund, { orderId })).toBe(
      'Bayaran balik untuk pesanan ORD-2024-001234569',
    );
    expect([en.account.wallet.states.pending, ms.account.wallet.states.succeeded]).toEqual([
      'On its way back',
      'Telah dikembalikan',
    ]);
  });
});
