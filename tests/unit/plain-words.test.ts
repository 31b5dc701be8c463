/** Words the shop puts together from values: a product's SKU, a removed product's name, a reason, a count. */
import { describe, expect, it } from 'vitest';
import { shownSku } from '../../src/lib/catalogue';
import { noticeTexts } from '../../src/lib/shopping-notices';
import { asSentence } from '../../src/lib/sentence';
import { counted } from '../../src/i18n/fill';
import { shopping as enShopping } from '../../src/i18n/en/shopping';
import { shopping as msShopping } from '../../src/i18n/ms/shopping';
import { sellerProducts as enProducts } from '../../src/i18n/en/seller-products';
import { sellerProducts as msProducts } from '../../src/i18n/ms/seller-products';

describe("a product page's SKU", () => {
  it("shows the merchant's own SKU when it has one", () => {
    expect(shownSku({ id: 'p-92c3ee73', sku: 'KUIH-AUD-1' })).toBe('KUIH-AUD-1');
    expect(shownSku({ id: 'p-92c3ee73', sku: '  KUIH-AUD-1 ' })).toBe('KUIH-AUD-1');
  });

  it("shows the spec's SKU- and the id only when the merchant gave none", () => {
    expect(shownSku({ id: 'p-92c3ee73', sku: null })).toBe('SKU-p-92c3ee73');
    expect(shownSku({ id: 'p-92c3ee73', sku: '   ' })).toBe('SKU-p-92c3ee73');
  });
});

describe('what a cart change posted without a script says', () => {
  it('names the product removed from the cart, which the cart no longer lists', () => {
    const saved = { kind: 'cart.remove', productId: 'kuih-ros', productName: 'Kuih Ros', notices: [] };
    expect(noticeTexts(saved, [], enShopping.notices)).toEqual(['Removed from cart: Kuih Ros']);
    expect(noticeTexts(saved, [], msShopping.notices)).toEqual([
      msShopping.notices.cartRemove.replace('{name}', 'Kuih Ros'),
    ]);
  });
});

describe('a reason shown as a sentence', () => {
  it('ends with one full stop whether or not the reason had one', () => {
    expect(asSentence('The ID picture is unreadable')).toBe('The ID picture is unreadable.');
    expect(asSentence('The ID picture is unreadable.')).toBe('The ID picture is unreadable.');
    expect(asSentence('The ID picture is unreadable. ')).toBe('The ID picture is unreadable.');
    expect(asSentence('Is this your shop?')).toBe('Is this your shop?');
    expect(asSentence('Not now!')).toBe('Not now!');
  });
});

describe("Manage Products' bulk banners", () => {
  it('count the noun in English: one product, two products', () => {
    expect(counted(enProducts.list.bulkDone.activate, 1)).toBe('1 product activated successfully');
    expect(counted(enProducts.list.bulkDone.activate, 2)).toBe('2 products activated successfully');
    expect(counted(enProducts.list.bulkDone.deactivate, 1)).toBe('1 product deactivated successfully');
    expect(counted(enProducts.list.bulkDone.archive, 1)).toBe('1 product archived successfully');
    expect(counted(enProducts.list.bulkDone.delete, 1)).toBe('1 product deleted successfully');
    expect(counted(enProducts.list.bulkDone.delete, 12)).toBe('12 products deleted successfully');
  });

  it('say the count in Bahasa Malaysia too', () => {
    expect(counted(msProducts.list.bulkDone.activate, 1)).toBe('1 produk berjaya diaktifkan');
    expect(counted(msProducts.list.bulkDone.activate, 3)).toBe('3 produk berjaya diaktifkan');
  });
});
