import { expect, test, type Page } from '@playwright/test';
import {
  applicationForm,
  DEMO_ADMIN,
  DEMO_MERCHANT,
  PDF_BYTES,
  pdfFile as pdf,
  PNG_BYTES,
  pngFile as png,
  postApplication,
  signIn,
  type Upload,
  verifyAddress,
} from './fixtures';
import { expectAccessible, signUpShopper, waitForIslands, watchForErrors } from './support';
import { said } from '../../src/lib/refusals';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const HTML_BYTES = Buffer.from('<html><body><script>alert(1)</script></body></html>');

/** A new account, signed in in this page's browser, with the session user saved as the site saves it. */
async function newSignedInUser(page: Page, baseURL: string): Promise<{ email: string; userId: string }> {
  const { email, id } = await signUpShopper(page, baseURL, 'Test Shopper', 'merchant');
  // Applying to sell needs a verified address.
  await verifyAddress(page.request, baseURL, email);
  return { email, userId: id };
}

async function openApplication(page: Page, path = '/merchant-signup') {
  await page.goto(path);
  await waitForIslands(page);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next Step' });

async function fillBusiness(page: Page) {
  await page.getByLabel('Business Name').fill('Kedai Sayur Pak Ali');
  await page.getByLabel('Business Description').fill('Fresh vegetables from our farm in Kiamsam.');
  await page.getByLabel('Business Type').selectOption('farm');
  await page.getByLabel('Registration Number').fill('202401012345');
}

async function fillContact(page: Page) {
  await page.getByLabel('Contact Phone').fill('+60 12-345 6789');
  await page.getByLabel('Address Line 1').fill('Lot 12, Jalan Kiamsam');
  await page.getByLabel('City').fill('Victoria');
  await page.getByLabel('State').selectOption('Labuan');
  await page.getByLabel('Postal Code').fill('87000');
}

async function fillKyc(page: Page) {
  await page.getByLabel('ID Type').selectOption('nric');
  await page.getByLabel('ID Number').fill('800101-12-5555');
  await page.getByLabel('ID Front Image').setInputFiles(png('id-front.png'));
  await page.getByLabel('ID Back Image').setInputFiles(png('id-back.png'));
  await page.getByLabel('Selfie with ID').setInputFiles(png('selfie.png'));
}

/** Walks steps 1 to 5 with valid entries, and stops on step 6. */
async function walkToTerms(page: Page, license: Upload = pdf('license.pdf')) {
  await next(page).click();
  await fillBusiness(page);
  await next(page).click();
  await expect(stepHeading(page, 'Contact & Location')).toBeVisible();
  await fillContact(page);
  await next(page).click();
  await expect(stepHeading(page, 'Business Documents')).toBeVisible();
  await page.getByLabel('Business License').setInputFiles(license);
  await page.getByLabel('Business Registration Certificate').setInputFiles(png('registration.png'));
  await next(page).click();
  await expect(stepHeading(page, 'KYC Verification')).toBeVisible();
  await fillKyc(page);
  await next(page).click();
  await expect(stepHeading(page, 'Terms & Agreement')).toBeVisible();
}

/** The multipart body the form sends, for posting the action directly. */
const applicationFor = (email: string, overrides: Record<string, string | Upload> = {}) =>
  applicationForm('Kedai Ikan Masin', { contactEmail: email, ...overrides });

/** The messages of a refused action, per field, from its JSON answer. */
async function fieldMessages(response: { json(): Promise<unknown> }): Promise<Record<string, string[]>> {
  const body = (await response.json()) as { issues?: { path: (string | number)[]; message: string }[] };
  const fields: Record<string, string[]> = {};
  for (const issue of body.issues ?? []) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return fields;
}

test.describe('becoming a merchant', () => {
  test('sends a visitor to sign in first', async ({ page }) => {
    await page.goto('/merchant-signup');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmerchant-signup$/);
  });

  test('a new user walks the six steps, submits, and then sees the application under review', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const errors = watchForErrors(page);
    const { email, userId } = await newSignedInUser(page, baseURL!);
    await openApplication(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Merchant' })).toBeVisible();
    await expect(page).toHaveTitle(/Become a Merchant/);

    // Step 1: the intro.
    await expect(stepHeading(page, 'Welcome')).toBeVisible();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    for (const benefit of ['Zero setup fees', 'Secure platform', 'Local focus']) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByText('Complete all 6 steps, then document verification (2-3 business days), then start selling'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);

    // Step 2: nothing filled gives the four messages, in red under their fields.
    await next(page).click();
    await expect(stepHeading(page, 'Business Information')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
    await next(page).click();
    for (const message of [
      'Business name is required',
      'Business description is required',
      'Business type is required',
      'Registration number is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Business Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Business Name')).toBeFocused();
    const color = await page.getByText('Business name is required').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(180, 35, 24)');
    await expect(stepHeading(page, 'Business Information')).toBeVisible();
    await expectAccessible(page);
    await fillBusiness(page);
    await expect(page.getByText('Business name is required')).toHaveCount(0);
    await next(page).click();

    // Step 3: the contact email comes from the account; Previous keeps what was typed.
    await expect(stepHeading(page, 'Contact & Location')).toBeVisible();
    await expect(page.getByLabel('Contact Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Business Name')).toHaveValue('Kedai Sayur Pak Ali');
    await next(page).click();
    await next(page).click();
    for (const message of [
      'Contact phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'Postal code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Contact email is required')).toHaveCount(0);
    await fillContact(page);
    await next(page).click();

    // Step 4: the documents.
    await expect(stepHeading(page, 'Business Documents')).toBeVisible();
    await expect(page.getByText('Supported formats: PDF, JPG, PNG (Max 5MB each)')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Business license is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Business registration is required', { exact: true })).toBeVisible();
    const license = page.getByLabel('Business License');
    await expect(license).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    await license.setInputFiles(pdf('license.pdf'));
    await expect(page.getByText('license.pdf', { exact: true })).toBeVisible();
    await expect(page.getByText(`${PDF_BYTES.length} B`, { exact: true })).toBeVisible();
    await expect(page.getByText('Business license is required')).toHaveCount(0);
    await page.getByLabel('Business Registration Certificate').setInputFiles(png('registration.png'));
    await expect(page.getByText('registration.png', { exact: true })).toBeVisible();
    await next(page).click();

    // Step 5: KYC.
    await expect(stepHeading(page, 'KYC Verification')).toBeVisible();
    await next(page).click();
    for (const message of [
      'ID type is required',
      'ID number is required',
      'ID front image is required',
      'ID back image is required',
      'Selfie image is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('ID Front Image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await fillKyc(page);
    await next(page).click();

    // Step 6: the summary and the two agreements.
    await expect(stepHeading(page, 'Terms & Agreement')).toBeVisible();
    const summary = page.locator('dl').filter({ hasText: 'Business Name' });
    await expect(summary).toContainText('Kedai Sayur Pak Ali');
    await expect(summary).toContainText('Farm & Agriculture');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText('Victoria, Labuan');
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.click();
    await expect(page.getByText('You must agree to the terms', { exact: true })).toBeVisible();
    await expect(page.getByText('You must agree to the privacy policy', { exact: true })).toBeVisible();
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByLabel(/I agree to the Privacy Policy/).check();
    await expect(page.getByText('You must agree to the terms')).toHaveCount(0);

    // The real request is the wait: hold it back until the busy label has been seen (a fixed delay can pass
    // before a busy machine gets to look).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The actions client posts to the action's address with a trailing slash.
    const applyAddress = /\/_actions\/merchant\.apply\/?$/;
    await page.route(applyAddress, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(applyAddress);
    await submit.click();
    await sent;
    await expect(page.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    const success = page.getByRole('region', { name: 'Application Submitted Successfully!' });
    await expect(success.getByRole('listitem')).toHaveText([
      /Document Verification/,
      /Email Notification/,
      /Start Selling/,
    ]);
    await expect(success.getByText('within 2-3 business days')).toBeVisible();
    await expect(success).toContainText(email);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    await expectAccessible(page);
    expect(await page.evaluate((id) => localStorage.getItem(`merchantApplicationDraft:${id}`), userId)).toBeNull();
    expect(errors).toEqual([]);

    // The application is stored: the page now shows it under review, and no second one can be made.
    await page.unroute(applyAddress);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application under review' })).toBeVisible();
    await expect(page.getByText('Kedai Sayur Pak Ali')).toBeVisible();
    await expect(page.getByText('Pending review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    await expectAccessible(page);

    const again = await postApplication(page.request, baseURL!, applicationFor(email));
    expect(again.status()).toBe(409);
    // The refusal travels as its code; the form says it in its reader's language.
    expect((await again.json()).message).toBe(said('merchantApplication.pending'));
  });

  test('refuses an HTML file named .pdf on the server and stores nothing', async ({ page, baseURL }) => {
    const { email } = await newSignedInUser(page, baseURL!);
    const response = await postApplication(
      page.request,
      baseURL!,
      applicationFor(email, { businessLicense: pdf('license.pdf', HTML_BYTES) }),
    );
    expect(response.status()).toBe(400);
    const fields = await fieldMessages(response);
    expect(fields.businessLicense).toEqual([said('merchantApplication.documentType')]);
    expect(Object.keys(fields)).toEqual(['businessLicense']);

    // A picture field refuses a PDF, whatever it is called.
    const picture = await postApplication(
      page.request,
      baseURL!,
      applicationFor(email, { selfieImage: png('selfie.png', PDF_BYTES) }),
    );
    expect(picture.status()).toBe(400);
    expect((await fieldMessages(picture)).selfieImage).toEqual([said('merchantApplication.pictureType')]);

    await openApplication(page);
    await expect(stepHeading(page, 'Welcome')).toBeVisible();
    await expect(page.getByText('Application under review')).toHaveCount(0);
  });

  test('brings the applicant back to the documents step when the server refuses a file', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await newSignedInUser(page, baseURL!);
    await openApplication(page);
    // The browser takes the file for a PDF from its name; only the server reads its bytes.
    await walkToTerms(page, pdf('license.pdf', HTML_BYTES));
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByLabel(/I agree to the Privacy Policy/).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(stepHeading(page, 'Business Documents')).toBeVisible();
    await expect(page.getByText('Please upload a PDF, JPG or PNG file', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Business License')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Please check the details marked below.');
    await page.reload();
    await expect(page.getByText('Application under review')).toHaveCount(0);
  });

  test('refuses a contact email that is not an address, on the screen and on the server', async ({ page, baseURL }) => {
    const { email } = await newSignedInUser(page, baseURL!);
    const response = await postApplication(
      page.request,
      baseURL!,
      applicationFor(email, { contactEmail: 'not-an-email' }),
    );
    expect(response.status()).toBe(400);
    expect((await fieldMessages(response)).contactEmail).toEqual([said('email.invalid')]);

    await openApplication(page);
    await next(page).click();
    await fillBusiness(page);
    await next(page).click();
    await fillContact(page);
    await page.getByLabel('Contact Email').fill('not-an-email');
    await next(page).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(stepHeading(page, 'Contact & Location')).toBeVisible();
  });

  test('refuses a file over 5 MB as soon as it is chosen', async ({ page, baseURL }) => {
    await newSignedInUser(page, baseURL!);
    await openApplication(page);
    await next(page).click();
    await fillBusiness(page);
    await next(page).click();
    await fillContact(page);
    await next(page).click();
    await expect(stepHeading(page, 'Business Documents')).toBeVisible();
    const tooLarge = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF_BYTES.length)]);
    await page.getByLabel('Business License').setInputFiles(pdf('huge.pdf', tooLarge));
    await expect(page.getByText('File is too large (max 5MB)', { exact: true })).toBeVisible();
    await expect(page.getByText('5.0 MB')).toBeVisible();
    await page.getByLabel('Business Registration Certificate').setInputFiles(pdf('registration.pdf'));
    await next(page).click();
    await expect(stepHeading(page, 'Business Documents')).toBeVisible();
    // Exactly 5 MB is allowed.
    await page
      .getByLabel('Business License')
      .setInputFiles(pdf('limit.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_FILE_BYTES - PDF_BYTES.length)])));
    await expect(page.getByText('File is too large (max 5MB)')).toHaveCount(0);
    // A document field refuses a WebP picture at once.
    await page
      .getByLabel('Tax Document')
      .setInputFiles({ name: 'tax.webp', mimeType: 'image/webp', buffer: PNG_BYTES });
    await expect(page.getByText('Please upload a PDF, JPG or PNG file', { exact: true })).toBeVisible();
  });

  // astro.config.mjs raises `security.actionBodySizeLimit` to six files of 5 MB, so each file's own limit decides.
  test('refuses a file over 5 MB on the server too', async ({ page, baseURL }) => {
    const { email } = await newSignedInUser(page, baseURL!);
    const tooLarge = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF_BYTES.length)]);
    const response = await postApplication(
      page.request,
      baseURL!,
      applicationFor(email, { taxDocument: pdf('tax.pdf', tooLarge) }),
    );
    expect(response.status()).toBe(400);
    expect((await fieldMessages(response)).taxDocument).toEqual([said('merchantApplication.fileTooLarge')]);
  });

  test('takes an application with photos of a few megabytes each', async ({ page, baseURL }) => {
    const { email } = await newSignedInUser(page, baseURL!);
    const photo = (name: string) => png(name, Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]));
    const response = await postApplication(
      page.request,
      baseURL!,
      applicationFor(email, {
        idFrontImage: photo('front.png'),
        idBackImage: photo('back.png'),
        selfieImage: photo('selfie.png'),
      }),
    );
    expect(response.status()).toBe(200);
  });

  test('keeps the typed text and the step through a reload, and names the files to choose again', async ({
    page,
    baseURL,
  }) => {
    const { userId } = await newSignedInUser(page, baseURL!);
    await openApplication(page);
    await next(page).click();
    await page.getByLabel('Business Name').fill('Kedai Runcit Siti');
    await page.getByLabel('Business Description').fill('Groceries and household goods.');
    await page.reload();
    await waitForIslands(page);
    await expect(stepHeading(page, 'Business Information')).toBeVisible();
    await expect(page.getByLabel('Business Name')).toHaveValue('Kedai Runcit Siti');
    await expect(page.getByLabel('Business Description')).toHaveValue('Groceries and household goods.');

    await page.getByLabel('Business Type').selectOption('food');
    await page.getByLabel('Registration Number').fill('202201099999');
    await next(page).click();
    await fillContact(page);
    await next(page).click();
    await page.getByLabel('Business License').setInputFiles(pdf('license.pdf'));
    await page.reload();
    await waitForIslands(page);
    await expect(stepHeading(page, 'Business Documents')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Files cannot be kept' })).toContainText(
      'Business License',
    );
    await expect(page.getByText('Please choose this file again.')).toBeVisible();
    await page.getByLabel('Business License').setInputFiles(pdf('license.pdf'));
    await expect(page.getByText('Files cannot be kept')).toHaveCount(0);

    // Saved data that cannot be read is dropped, and the form starts again.
    await page.evaluate((id) => localStorage.setItem(`merchantApplicationDraft:${id}`, '{not json'), userId);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.reload();
    await waitForIslands(page);
    await expect(stepHeading(page, 'Welcome')).toBeVisible();
    expect(warnings.some((w) => w.includes('merchant application could not be read'))).toBe(true);
  });

  test('explains why the seller area sent the user here', async ({ page, baseURL }) => {
    await newSignedInUser(page, baseURL!);
    await openApplication(page, '/merchant-signup?reason=seller-required');
    await expect(
      page.getByText('You need an approved seller account to open the seller area. Apply below to become a merchant.'),
    ).toBeVisible();
    await openApplication(page);
    await expect(page.getByText('You need an approved seller account')).toHaveCount(0);
  });

  test('a user who already sells is sent on to the seller dashboard', async ({ page, baseURL }) => {
    await page.goto('/');
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    await openApplication(page);
    await expect(page.getByRole('heading', { name: 'You already have a merchant account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Seller Dashboard' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    const again = await postApplication(page.request, baseURL!, applicationFor(DEMO_MERCHANT.email));
    expect(again.status()).toBe(409);
  });

  test('shows the reason of a rejected application above a new form', async ({ page, baseURL, playwright }) => {
    const { email } = await newSignedInUser(page, baseURL!);
    const sent = await postApplication(page.request, baseURL!, applicationFor(email));
    expect(sent.status()).toBe(200);
    const applicationId = (await sent.text()).match(/app-[0-9a-f-]{36}/)?.[0];
    expect(applicationId).toBeTruthy();

    const admin = await playwright.request.newContext({ baseURL });
    try {
      await signIn(admin, baseURL!, DEMO_ADMIN);
      const reject = await admin.post('/_actions/merchant.reject', {
        headers: { Origin: baseURL! },
        form: { applicationId: applicationId!, reason: 'The business license is not readable.' },
      });
      expect(reject.status()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await openApplication(page);
    await expect(page.getByText('Your previous application was not approved.')).toBeVisible();
    await expect(page.getByText('Reason: The business license is not readable.')).toBeVisible();
    await expect(stepHeading(page, 'Welcome')).toBeVisible();
  });
});
