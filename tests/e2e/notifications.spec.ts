import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, waitForIslands } from './support';

const MERCHANT = { email: 'merchant@labuanmarket.example', password: 'Pasar-Seller-2025' };

async function signIn(request: APIRequestContext, baseURL: string, who: { email: string; password: string }) {
  expect((await request.post('/_actions/auth.signIn', { headers: { Origin: baseURL }, data: who })).status()).toBe(200);
}

test.describe('the notification bell', () => {
  test('a buyer’s order appears on the merchant’s bell', async ({ browser, baseURL }) => {
    // A new buyer orders chillies from the demo merchant, through the checkout action (no other test counts them).
    const buyer = await browser.newContext({ baseURL });
    const email = `bell-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await buyer.request.post('/_actions/auth.signUp', {
      headers: { Origin: baseURL! },
      data: { name: 'Bell Buyer', email, password: 'loceng-bunyi-1', confirmPassword: 'loceng-bunyi-1', acceptTerms: true },
    });
    expect(signUp.status()).toBe(200);
    const placed = await buyer.request.post('/_actions/checkout.placeOrder', {
      headers: { Origin: baseURL! },
      data: {
        lines: [{ productId: 'veg-cili', quantity: 1 }],
        shipping: { fullName: 'Bell Buyer', email, phone: '+60 12-000 1234', address: '1, Jalan Merdeka', city: 'Labuan', state: 'Labuan', postalCode: '87000', country: 'Malaysia', notes: '' },
        payment: { paymentMethod: 'fpx', cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' },
        idempotencyKey: crypto.randomUUID(),
        expectedTotalSen: 1530,
      },
    });
    expect(placed.status()).toBe(200);
    const body = await placed.text();
    const orderId = /ORD-2024-\d{9}/.exec(body)![0];
    await buyer.close();

    const merchant = await browser.newContext({ baseURL });
    await signIn(merchant.request, baseURL!, MERCHANT);
    const page = await merchant.newPage();
    await page.goto('/seller-dashboard');
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText(`Bell Buyer ordered 1 item (${orderId}-1).`)).toBeVisible();
    await expectAccessible(page);
    await merchant.close();
  });

  test('marks read and clears, and keeps it so after a reload', async ({ browser, baseURL }) => {
    // A merchant of its own, so that clearing touches no one else: approve an application as the admin.
    const context = await browser.newContext({ baseURL });
    const email = `bell-seller-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await context.request.post('/_actions/auth.signUp', {
      headers: { Origin: baseURL! },
      data: { name: 'Bell Seller', email, password: 'loceng-bunyi-2', confirmPassword: 'loceng-bunyi-2', acceptTerms: true },
    });
    const PDF = Buffer.from('%PDF-1.4\n%%EOF');
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const applied = await context.request.post('/_actions/merchant.apply', {
      headers: { Origin: baseURL! },
      multipart: {
        businessName: `Bell Shop ${Date.now()}`, businessDescription: 'Bells.', businessType: 'other', businessRegistrationNumber: 'LA1',
        contactEmail: email, contactPhone: '+60 12-000 0000', addressLine1: '1, Jalan', city: 'Labuan', state: 'Labuan', postalCode: '87000',
        idType: 'nric', idNumber: '1', agreeToTerms: 'on', agreeToPrivacy: 'on',
        businessLicense: { name: 'l.pdf', mimeType: 'application/pdf', buffer: PDF },
        businessRegistration: { name: 'r.pdf', mimeType: 'application/pdf', buffer: PDF },
        idFrontImage: { name: 'f.png', mimeType: 'image/png', buffer: PNG },
        idBackImage: { name: 'b.png', mimeType: 'image/png', buffer: PNG },
        selfieImage: { name: 's.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    const applicationId = /app-[0-9a-f-]{36}/.exec(await applied.text())![0];
    const admin = await browser.newContext({ baseURL });
    await signIn(admin.request, baseURL!, { email: 'admin@labuanmarket.example', password: 'Pasar-Admin-2025' });
    expect((await admin.request.post('/_actions/merchant.approve', { headers: { Origin: baseURL! }, form: { applicationId } })).status()).toBe(200);
    await admin.close();

    const page = await context.newPage();
    await page.goto('/seller-dashboard');
    await waitForIslands(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText('Application approved', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
    await page.getByRole('region', { name: 'Your notifications' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('All notifications cleared')).toBeVisible();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await context.close();
  });
});
