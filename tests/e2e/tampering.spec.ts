/**
 * Mass assignment and tampering (ASVS 15.3.3, 2.2.1) through the actions themselves, as an attacker would post
 * them: extra fields are refused or ignored, bad quantities refused, and totals are always the server's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'devalue';
import { DEMO_MERCHANT, placeOrder, shippingTo, signIn } from './fixtures';
import { signUpShopper } from './support';
import { said } from '../../src/lib/refusals';

// Bought by no other test, with stock to spare.
const PRODUCT = 'food-amplang';

const shipping = shippingTo('Tamper Tester', 'tamper@example.com', {
  phone: '+60 12-345 6789',
  address: '1, Jalan Test',
});
const payment = { paymentMethod: 'cod' };

/** Today's total for `quantity` units, computed the way the server does (subtotal, shipping under RM 100, 6% tax). */
async function serverTotal(request: APIRequestContext, quantity: number): Promise<{ unit: number; total: number }> {
  const { products } = await (await request.get(`/api/products?ids=${PRODUCT}`)).json();
  const unit = products[0].priceSen as number;
  const subtotal = unit * quantity;
  const shippingSen = subtotal > 10_000 ? 0 : 1000;
  return { unit, total: subtotal + shippingSen + Math.round(subtotal * 0.06) };
}

const checkout = placeOrder;

test.describe('tampered checkout', () => {
  test('refuses extra fields for the merchant, status, price or total, and creates nothing', async ({
    page,
    baseURL,
  }) => {
    await signUpShopper(page, baseURL!, 'Tamper Tester', 'tamper');
    const { total } = await serverTotal(page.request, 1);
    const idempotencyKey = crypto.randomUUID();
    const honest = {
      lines: [{ productId: PRODUCT, quantity: 1 }],
      shipping,
      payment,
      idempotencyKey,
      expectedTotalSen: total,
    };
    for (const extra of [
      { merchantId: 'kebun-hijau' },
      { status: 'delivered' },
      { price: 1 },
      { priceSen: 1 },
      { total: 1 },
      { totalSen: 1 },
      { userId: 'user-buyer-demo' },
    ]) {
      const response = await checkout(page.request, baseURL!, { ...honest, ...extra });
      expect(response.status(), JSON.stringify(extra)).toBe(400);
    }
    // Had any of those made an order, this key would answer with it (created: false).
    const placed = await checkout(page.request, baseURL!, honest);
    expect(placed.status()).toBe(200);
    expect(parse(await placed.text())).toMatchObject({ orderId: expect.stringMatching(/^ORD-/), created: true });
  });

  test('ignores a price sent with a line and refuses any total but the server’s', async ({ page, baseURL }) => {
    await signUpShopper(page, baseURL!, 'Tamper Tester', 'tamper-total');
    const { unit, total } = await serverTotal(page.request, 2);
    const line = { productId: PRODUCT, quantity: 2, price: 0.01, priceSen: 1, merchantId: 'kebun-hijau' };
    for (const claimed of [0, 1, 2 * unit, total - 1, total + 1]) {
      const refused = await checkout(page.request, baseURL!, {
        lines: [line],
        shipping,
        payment,
        idempotencyKey: crypto.randomUUID(),
        expectedTotalSen: claimed,
      });
      expect(refused.status(), String(claimed)).toBe(409);
      expect((await refused.json()).message).toBe(said('checkout.priceChanged'));
    }
    const placed = await checkout(page.request, baseURL!, {
      lines: [line],
      shipping,
      payment,
      idempotencyKey: crypto.randomUUID(),
      expectedTotalSen: total,
    });
    expect(placed.status()).toBe(200);
    const { orderId } = parse(await placed.text()) as { orderId: string };
    await page.goto(`/orders/${orderId}/track`);
    await expect(page.locator('dd.total').first()).toContainText((total / 100).toFixed(2));
  });

  test('refuses negative, zero, fractional, huge and non-numeric quantities', async ({ page, baseURL }) => {
    await signUpShopper(page, baseURL!, 'Tamper Tester', 'tamper-qty');
    const { unit } = await serverTotal(page.request, 1);
    for (const quantity of [-1, -999, 0, 0.5, 2.5, 1000, 1e9, '2', null, true]) {
      const subtotal = typeof quantity === 'number' ? unit * quantity : unit;
      const response = await checkout(page.request, baseURL!, {
        lines: [{ productId: PRODUCT, quantity }],
        shipping,
        payment,
        idempotencyKey: crypto.randomUUID(),
        expectedTotalSen: Math.max(0, Math.round(subtotal + 1000 + subtotal * 0.06)),
      });
      expect(response.status(), String(quantity)).toBe(400);
      expect((await response.json()).type).toBe('AstroActionInputError');
    }
  });
});

test.describe('tampered profile and product', () => {
  test('a profile update cannot make the user an admin, a merchant or verified', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Profile Tamper', 'tamper-profile');
    const response = await page.request.post('/_actions/profile.update', {
      headers: { Origin: baseURL! },
      data: {
        name: 'Profile Tamper',
        fullName: 'Profile Tamper',
        email: shopper.email,
        phone: '',
        dateOfBirth: '',
        citizenship: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: '',
        postalCode: '',
        country: 'Malaysia',
        role: 'admin',
        isAdmin: true,
        merchantId: 'kebun-hijau',
        isMerchant: true,
        emailVerified: true,
        status: 'active',
        id: 'user-admin-demo',
      },
    });
    expect(response.status()).toBe(200);
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ id: shopper.id, isAdmin: false, isMerchant: false });
    expect((await page.request.get('/seller/manage-products', { maxRedirects: 0 })).status()).not.toBe(200);
  });

  test('a product saved with another merchant, a status and a price in sen keeps the seller’s own and the form’s values', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    const name = `Tampered draft ${Date.now()}`;
    const saved = await page.request.post('/_actions/productEditor.save', {
      headers: { Origin: baseURL! },
      multipart: {
        intent: 'draft',
        name,
        description: 'Should belong to Kebun Hijau.',
        category: 'food',
        price: '12.50',
        quantity: '3',
        merchantId: 'nelayan-labuan',
        merchant_id: 'nelayan-labuan',
        status: 'active',
        priceSen: '1',
        price_sen: '1',
        stock: '99999',
      },
    });
    expect(saved.status()).toBe(200);
    const { id, status } = parse(await saved.text()) as { id: string; status: string };
    expect(status).toBe('draft');
    try {
      const list = await page.request.post('/_actions/sellerProducts.list', {
        headers: { Origin: baseURL! },
        data: {},
      });
      const { products } = parse(await list.text()) as {
        products: { id: string; unitPriceSen: number; quantity: number; status: string }[];
      };
      expect(products.find((p) => p.id === id)).toMatchObject({ unitPriceSen: 1250, quantity: 3, status: 'draft' });
      // A draft is nobody's to buy, and the other merchant's store does not list it.
      const store = await page.request.get('/seller/nelayan-labuan');
      expect(await store.text()).not.toContain(name);
    } finally {
      await page.request.post('/_actions/sellerProducts.delete', {
        headers: { Origin: baseURL! },
        data: { ids: [id] },
      });
    }
  });
});
