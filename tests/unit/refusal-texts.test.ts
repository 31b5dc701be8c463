import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { inLanguage } from '../../src/i18n/catalogue';
import { ACCESS_MESSAGES } from '../../src/lib/access';
import { PLAIN_SERVER_ERROR } from '../../src/lib/server-errors';
import { firstAuthMessage } from '../../src/lib/accounts';
import { decodeRefusal, said } from '../../src/lib/refusals';
import { sayRefusal } from '../../src/i18n/refusals';
import { emptyDraft, MAX_TAG_LENGTH, MAX_TAGS, validateDraft } from '../../src/lib/product-draft';
import { PROFILE_MESSAGES } from '../../src/lib/profile';
import { storedWalletDescription } from '../../src/lib/wallet';
import { fill } from '../../src/lib/fill';
import { sayIn as sayInEditor } from '../../src/islands/product-editor/editor-texts';
import { sayIn as sayInSettings } from '../../src/islands/store-settings/texts';

const en = messages('en');
const ms = messages('ms');

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

  it('keep their English, and are said in Bahasa Malaysia', () => {
    const errors = validateDraft(draft, 0, 'draft');
    expect(errors.tags).toBe(`At most ${MAX_TAGS} tags`);
    expect(errors.sku).toBe('Use at most 64 characters');
    expect(sayInEditor(en.productEditor.form, errors.tags!)).toBe('At most 20 tags');
    expect(sayInEditor(en.productEditor.form, errors.sku!)).toBe('Use at most 64 characters');
    expect(sayInEditor(ms.productEditor.form, errors.tags!)).toBe('Maksimum 20 tag');
    expect(sayInEditor(ms.productEditor.form, errors.sku!)).toBe('Gunakan tidak lebih daripada 64 aksara');
  });

  it('say a tag that is too long in Bahasa Malaysia', () => {
    const long = validateDraft({ ...draft, tags: ['t'.repeat(MAX_TAG_LENGTH + 1)], sku: '' }, 0, 'draft');
    expect(long.tags).toBe(`Use at most ${MAX_TAG_LENGTH} characters`);
    expect(sayInEditor(ms.productEditor.form, long.tags!)).toBe('Gunakan tidak lebih daripada 40 aksara');
  });
});

describe("the actions' refusals of whoever they do not serve", () => {
  it('keep their English words', () => {
    expect(ACCESS_MESSAGES).toEqual({
      signIn: 'Please sign in to continue.',
      notSeller: 'You need an approved seller account to do this.',
      notAdmin: 'Only the platform administrator may do this.',
    });
  });

  it('are said in Bahasa Malaysia by the product editor, the profile and Store Settings', () => {
    const editor = (message: string) => sayInEditor(ms.productEditor.form, message);
    expect(editor(ACCESS_MESSAGES.signIn)).toBe('Sila log masuk untuk meneruskan.');
    expect(editor(ACCESS_MESSAGES.notSeller)).toBe(
      'Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.',
    );
    expect(sayInEditor(en.productEditor.form, ACCESS_MESSAGES.signIn)).toBe(ACCESS_MESSAGES.signIn);
    expect(inLanguage(ACCESS_MESSAGES.signIn, PROFILE_MESSAGES, ms.account.form.messages)).toBe(
      'Sila log masuk untuk meneruskan.',
    );
    expect(inLanguage(ACCESS_MESSAGES.signIn, PROFILE_MESSAGES, en.account.form.messages)).toBe(ACCESS_MESSAGES.signIn);
    const settings = sayInSettings(ms.storeSettings, en.storeSettings.messages);
    expect(settings(ACCESS_MESSAGES.signIn)).toBe('Sila log masuk untuk meneruskan.');
    expect(settings(ACCESS_MESSAGES.notSeller)).toBe(
      'Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.',
    );
  });
});

describe('the refusals any form may meet', () => {
  it('are named once for every language, in the shell, and each form that shows them takes them from there', () => {
    expect(en.shell.refusals).toEqual({ ...ACCESS_MESSAGES, serverError: PLAIN_SERVER_ERROR });
    for (const [key, english] of Object.entries(en.shell.refusals)) {
      expect(ms.shell.refusals[key as keyof typeof en.shell.refusals], key).not.toBe(english);
    }
    expect(ms.checkout.refusals.signIn).toBe(ms.shell.refusals.signIn);
    expect(ms.checkout.refusals.serverError).toBe(ms.shell.refusals.serverError);
    expect(ms.bulkUpload.refusals.notSeller).toBe(ms.shell.refusals.notSeller);
    expect(ms.storeSettings.messages.signIn).toBe(ms.shell.refusals.signIn);
  });
});

describe("the wallet's transactions", () => {
  it('are said from their code and values in the page language', () => {
    const payment = storedWalletDescription('payment', '{"orderId":"ORD-2024-001234569"}')!;
    const topUp = storedWalletDescription('topUp', '{"method":"FPX"}')!;
    expect(fill(en.account.wallet.descriptions[topUp.code], topUp.values)).toBe('Top up via FPX');
    expect(fill(en.account.wallet.descriptions[payment.code], payment.values)).toBe(
      'Payment for order ORD-2024-001234569',
    );
    expect(fill(ms.account.wallet.descriptions[topUp.code], topUp.values)).toBe('Tambah nilai melalui FPX');
    expect(fill(ms.account.wallet.descriptions[payment.code], payment.values)).toBe(
      'Bayaran untuk pesanan ORD-2024-001234569',
    );
  });

  it('leave a row without a code, or with values that cannot be read, to be shown as stored', () => {
    expect(storedWalletDescription(null, null)).toBeNull();
    expect(storedWalletDescription('refund', '{"store":"Kedai Siti"}')).toBeNull();
    expect(storedWalletDescription('topUp', 'not json')).toBeNull();
    expect(storedWalletDescription('topUp', '{"method":3}')).toBeNull();
  });
});
