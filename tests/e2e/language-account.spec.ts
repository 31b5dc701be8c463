import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_BUYER,
  DEMO_MERCHANT,
  newApplicant,
  openAs,
  pdfFile,
  pngFile,
  signUpThroughApi,
  uniqueEmail,
  verifyAddress,
} from './fixtures';
import { ownAddress, signUpShopper, waitForIslands } from './support';
import { englishLeft } from './untranslated';

/** No English on the page as it is now; `what` names the state in the report. */
async function allMalay(page: Page, what: string): Promise<void> {
  expect(await englishLeft(page), what).toEqual([]);
}

test.describe('sign in and sign up in Bahasa Malaysia', () => {
  test('both tabs, a refused sign-in and the reset note (the texts: tests/unit/auth-texts.test.ts)', async ({
    page,
  }) => {
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ownAddress() });
    for (const path of ['/ms/login', '/ms/signup', '/ms/auth']) {
      await page.goto(path);
      await waitForIslands(page);
      await allMalay(page, path);
    }

    await page.goto('/ms/login');
    await waitForIslands(page);
    await page.getByLabel('E-mel').fill(DEMO_BUYER.email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('bukan-kata-laluan');
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mel atau kata laluan tidak sah');
    await allMalay(page, 'a refused sign-in');
    await page.getByRole('button', { name: 'Tunjukkan kata laluan' }).click();
    await allMalay(page, 'the password shown');
    await page.getByRole('tab', { name: 'Log Masuk' }).click();
    await page.getByRole('link', { name: 'Lupa kata laluan?' }).click();
    await expect(page).toHaveURL(/\/ms\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata laluan?' })).toBeVisible();
    await allMalay(page, 'the forgotten password');
  });
});

test.describe('the profile in Bahasa Malaysia', () => {
  test("a buyer's tabs: profile, orders, wallet and settings", async ({ page, baseURL }) => {
    await openAs(page, baseURL!, DEMO_BUYER, '/ms/profile');
    await expect(page.getByRole('heading', { name: 'Berniaga di Labuan Market' })).toBeVisible();
    await allMalay(page, 'the Profile tab');

    await page.getByRole('tab', { name: 'Pesanan' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Pesanan' });
    await expect(orders.getByText(/^\d+ pesanan$/)).toBeVisible();
    await expect(orders.getByRole('link', { name: /^Jejak Pesanan/ }).first()).toHaveAttribute(
      'href',
      '/ms/track-order',
    );
    await allMalay(page, 'the Orders tab');

    await page.getByRole('tab', { name: 'Dompet' }).click();
    const wallet = page.getByRole('tabpanel', { name: 'Dompet' });
    await allMalay(page, 'the Wallet tab');
    await wallet.getByRole('button', { name: 'Sembunyikan baki' }).click();
    await expect(wallet.getByRole('button', { name: 'Tunjukkan baki' })).toBeVisible();
    await allMalay(page, 'the balance hidden');

    await page.getByRole('tab', { name: 'Tetapan' }).click();
    await allMalay(page, 'the Settings tab');
    await page.getByRole('button', { name: 'Simpan tetapan e-mel' }).click();
    await expect(page).toHaveURL(/\/ms\/profile\?tab=settings&emails=saved/);
    await expect(page.getByRole('status').filter({ hasText: 'Tetapan e-mel anda telah disimpan.' })).toBeVisible();
    await allMalay(page, 'the email settings saved');
  });

  test('editing the profile: the server refusal in Bahasa Malaysia, then a save', async ({ page, baseURL }) => {
    const buyer = { name: 'Nurul Ain', email: uniqueEmail('profil'), password: 'Kedai-Pulau-2025' };
    await signUpThroughApi(page.request, baseURL!, buyer);
    await page.goto('/ms/profile');
    await waitForIslands(page);
    await allMalay(page, 'a new account');
    await page.getByRole('tab', { name: 'Pesanan' }).click();
    await expect(page.getByText('Belum ada pesanan')).toBeVisible();
    await allMalay(page, 'no orders yet');
    await page.getByRole('tab', { name: 'Dompet' }).click();
    await expect(page.getByText('Belum ada bayaran atau bayaran balik')).toBeVisible();
    await allMalay(page, 'no payments or refunds yet');
    await page.getByRole('tab', { name: 'Profil' }).click();

    // The checks' texts are the catalogue's (tests/unit/account-texts.test.ts); here the server's refusal, a code,
    // reaches the island and is said there: the address belongs to another account.
    await page.getByRole('button', { name: 'Ubah Profil' }).click();
    await page.getByLabel('Nama Paparan').fill('Ain');
    await page.getByLabel('E-mel').fill(DEMO_BUYER.email);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Akaun dengan e-mel ini sudah wujud. Sila log masuk.')).toBeVisible();
    await allMalay(page, "the server's refusal");

    await page.getByLabel('E-mel').fill(buyer.email);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Profil dikemas kini')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ain');
    await allMalay(page, 'the profile saved');
  });

  test("a merchant's and an applicant's seller status", async ({ page, baseURL, browser }) => {
    // The merchant's unread notifications (stored as the shop wrote them, in English) would also show as a
    // toast on the first visit; they belong to the seller's notifications, not to the profile.
    await page.addInitScript(() => sessionStorage.setItem('profileNotificationToastShown', '1'));
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/profile');
    await expect(page.getByText('Akaun penjual anda aktif.')).toBeVisible();
    await allMalay(page, "a merchant's profile");
    await page.getByRole('tab', { name: 'Tetapan' }).click();
    await expect(page.getByText('Pesanan baharu di kedai saya')).toBeVisible();
    await allMalay(page, "a merchant's settings");
    // The bell on the profile speaks the page's language too (the notifications' messages are merchants' data).
    await page.getByRole('button', { name: /^Pemberitahuan, \d+ belum dibaca$/ }).click();
    await expect(page.getByRole('region', { name: 'Pemberitahuan anda' })).toBeVisible();
    await allMalay(page, "a merchant's notifications on the profile");

    const applicant = await newApplicant(browser, baseURL!, 'Kuih Mak Long');
    await applicant.page.goto('/ms/profile');
    await expect(applicant.page.getByText('Dalam semakan')).toBeVisible();
    await allMalay(applicant.page, "an applicant's profile");
    await applicant.context.close();
  });
});

test.describe('becoming a merchant in Bahasa Malaysia', () => {
  const next = (page: Page) => page.getByRole('button', { name: 'Langkah Seterusnya' });
  const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

  test('every step, its errors, the review and the submitted screen', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const applicant = { name: 'Pak Ali', email: uniqueEmail('peniaga'), password: 'Kedai-Pulau-2025' };
    await signUpThroughApi(page.request, baseURL!, applicant);
    // Applying to sell needs a verified address.
    await verifyAddress(page.request, baseURL!, applicant.email);
    await page.goto('/ms/merchant-signup?reason=seller-required');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Jadi Peniaga' })).toBeVisible();
    await expect(page.getByText('Langkah 1 daripada 6')).toBeVisible();
    await allMalay(page, 'step 1');

    // Step 2: a step sent empty says what is missing.
    await next(page).click();
    await expect(stepHeading(page, 'Maklumat Perniagaan')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Jenis perniagaan diperlukan')).toBeVisible();
    await allMalay(page, 'step 2 with its errors');
    await page.getByLabel('Nama Perniagaan').fill('Kedai Sayur Pak Ali');
    await page.getByLabel('Keterangan Perniagaan').fill('Sayur segar dari kebun kami di Kiamsam.');
    await page.getByLabel('Jenis Perniagaan').selectOption('farm');
    await page.getByLabel('Nombor Pendaftaran').fill('202401012345');
    await next(page).click();

    // Step 3: a wrong address and a wrong web address.
    await expect(stepHeading(page, 'Hubungan & Lokasi')).toBeVisible();
    await page.getByLabel('E-mel untuk Dihubungi').fill('bukan-emel');
    await page.getByLabel('Laman Web (pilihan)').fill('labuan');
    await next(page).click();
    // Each step's refusals in both languages: tests/unit/merchant-application-texts.test.ts.
    await expect(page.getByText('Masukkan alamat web penuh yang bermula dengan https:// atau http://')).toBeVisible();
    await allMalay(page, 'step 3 with its errors');
    await page.getByLabel('E-mel untuk Dihubungi').fill(applicant.email);
    await page.getByLabel('Laman Web (pilihan)').fill('');
    await page.getByLabel('Telefon untuk Dihubungi').fill('+60 12-345 6789');
    await page.getByLabel('Alamat Baris 1').fill('Lot 12, Jalan Kiamsam');
    await page.getByLabel('Bandar').fill('Victoria');
    await page.getByLabel('Negeri').selectOption('Labuan');
    await page.getByLabel('Poskod').fill('87000');
    await next(page).click();

    // Step 4: a file of the wrong kind is refused.
    await expect(stepHeading(page, 'Dokumen Perniagaan')).toBeVisible();
    await page
      .getByLabel('Lesen Perniagaan')
      .setInputFiles({ name: 'lesen.html', mimeType: 'text/html', buffer: Buffer.from('<p>lesen</p>') });
    await next(page).click();
    await expect(page.getByText('Sila muat naik fail PDF, JPG atau PNG')).toBeVisible();
    await allMalay(page, 'step 4 with its errors');
    await page.getByLabel('Lesen Perniagaan').setInputFiles(pdfFile('lesen.pdf'));
    await page.getByLabel('Sijil Pendaftaran Perniagaan').setInputFiles(pngFile('sijil.png'));
    await next(page).click();

    // Step 5: identity.
    await expect(stepHeading(page, 'Pengesahan KYC')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Swafoto diperlukan')).toBeVisible();
    await allMalay(page, 'step 5 with its errors');
    await page.getByLabel('Jenis Dokumen Pengenalan').selectOption('nric');
    await page.getByLabel('Nombor Dokumen Pengenalan').fill('800101-12-5555');
    await page.getByLabel('Gambar Depan Dokumen Pengenalan').setInputFiles(pngFile('depan.png'));
    await page.getByLabel('Gambar Belakang Dokumen Pengenalan').setInputFiles(pngFile('belakang.png'));
    await page.getByLabel('Swafoto dengan Dokumen Pengenalan').setInputFiles(pngFile('swafoto.png'));
    await next(page).click();

    // Step 6: the review; sent without the agreements it is refused.
    await expect(stepHeading(page, 'Terma & Perjanjian')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Ladang & Pertanian' })).toBeVisible();
    await page.getByRole('button', { name: 'Hantar Permohonan' }).click();
    await expect(page.getByText('Anda mesti bersetuju dengan terma')).toBeVisible();
    await allMalay(page, 'the review with its errors');
    await page.getByLabel('Saya bersetuju dengan Terma Perkhidmatan dan Perjanjian Peniaga').check();
    await page.getByLabel(/Saya bersetuju dengan Dasar Privasi/).check();
    await page.getByRole('button', { name: 'Hantar Permohonan' }).click();

    await expect(page.getByRole('heading', { name: 'Permohonan Berjaya Dihantar!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat Profil' })).toHaveAttribute('href', '/ms/profile');
    await allMalay(page, 'the submitted screen');

    // Coming back: the application under review.
    await page.goto('/ms/merchant-signup');
    await expect(page.getByRole('heading', { name: 'Permohonan dalam semakan' })).toBeVisible();
    await allMalay(page, 'the application under review');
  });

  test('a merchant is told they sell already', async ({ page, baseURL }) => {
    await page.addInitScript(() => sessionStorage.setItem('profileNotificationToastShown', '1'));
    await openAs(page, baseURL!, DEMO_MERCHANT, '/ms/merchant-signup');
    await expect(page.getByRole('heading', { name: 'Anda sudah mempunyai akaun peniaga' })).toBeVisible();
    await allMalay(page, 'already a merchant');
  });
});

test.describe('reviewing applications in Bahasa Malaysia', () => {
  test('the list, a rejection, an approval and a refusal; the applicant is told in Bahasa Malaysia', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const turnedDown = `Kuih Ditolak ${Date.now()}`;
    const accepted = `Kuih Lulus ${Date.now()}`;
    const first = await newApplicant(browser, baseURL!, turnedDown);
    const second = await newApplicant(browser, baseURL!, accepted);
    await openAs(page, baseURL!, DEMO_ADMIN, '/ms/admin/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Permohonan Peniaga' })).toBeVisible();
    await allMalay(page, 'the applications');

    const card = (name: string) => page.locator('li', { has: page.getByRole('heading', { name }) });
    await card(turnedDown).getByLabel(`Sebab menolak ${turnedDown}`).fill('Gambar IC tidak jelas');
    await card(turnedDown)
      .getByRole('button', { name: `Tolak ${turnedDown}` })
      .click();
    await expect(page.getByRole('status')).toHaveText('Permohonan ditolak. Pemohon telah dimaklumkan sebabnya.');
    await allMalay(page, 'an application rejected');

    await card(accepted)
      .getByRole('button', { name: `Luluskan ${accepted}` })
      .click();
    await expect(page.getByRole('status')).toContainText('Permohonan diluluskan: kedai');
    await allMalay(page, 'an application approved');

    // The refusal: approving the application just rejected (an old page, another administrator).
    await page.evaluate((applicationId) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '?_action=merchant.approve';
      const id = document.createElement('input');
      id.name = 'applicationId';
      id.value = applicationId;
      form.appendChild(id);
      document.body.appendChild(form);
      form.submit();
    }, first.applicationId!);
    await expect(page.getByRole('alert')).toHaveText('Permohonan ini sudah disemak.');
    await allMalay(page, 'a refused approval');

    // The applicant sees why, and may apply again.
    await first.page.goto('/ms/merchant-signup');
    await waitForIslands(first.page);
    await expect(first.page.getByText('Permohonan anda sebelum ini tidak diluluskan.')).toBeVisible();
    await allMalay(first.page, 'a rejected application');
    await first.page.goto('/ms/profile');
    await expect(first.page.getByText('Tidak diluluskan')).toBeVisible();
    await allMalay(first.page, "a rejected applicant's profile");
    await first.context.close();
    await second.context.close();
  });
});

test.describe('after a checkout, and on a server error, in Bahasa Malaysia', () => {
  test('the order-placed screen', async ({ page, baseURL }) => {
    test.slow();
    await signUpShopper(page, baseURL!, 'Siti Aminah', 'bm-order');
    const filled = await page.request.post('/_actions/shopping.sync', {
      headers: { Origin: new URL(baseURL!).origin },
      // A product whose stock no other test counts (checkout.spec buys it too): the listing's cards are asserted
      // with their stock, on the same server.
      data: { changes: [{ kind: 'cart.add', productId: 'fish-sotong', quantity: 1 }] },
    });
    expect(filled.status()).toBe(200);
    // The cart page hands this browser the cart the server holds, as a buyer arrives at checkout.
    await page.goto('/ms/cart');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Teruskan ke Pembayaran' }).click();
    await expect(page).toHaveURL(/\/ms\/checkout$/);
    await waitForIslands(page);
    await page.getByLabel('Telefon').fill('+60 12-555 0101');
    await page.getByLabel('Alamat').fill('12, Jalan Merdeka');
    await page.getByLabel('Bandar').fill('Labuan');
    await page.getByLabel('Poskod').fill('87000');
    // Cash on delivery places the order here; the other methods go on to the provider's page.
    await page.getByText('Tunai Semasa Penghantaran').click();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page.getByRole('heading', { name: 'Pesanan berjaya dibuat!' })).toBeVisible({ timeout: 15_000 });
    await allMalay(page, 'the order placed');
  });

  test('the error page', async ({ page }) => {
    const response = await page.goto('/ms/500');
    expect(response!.status()).toBe(500);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
    await allMalay(page, 'the error page');
  });
});
