/**
 * What the end-to-end tests share: the demo accounts, signing in and up through the actions and the screens,
 * the merchant application with its files, new applicants and approved merchants of a test's own, and the
 * body of a checkout placed through the action.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import type { ShippingForm } from '../../src/lib/checkout';
import { waitForIslands } from './support';
import { PNG } from '../pictures';
import { DEMO_ADMIN_TOTP_SECRET } from '../../src/data/demo/people';
import { DEVICE_COOKIE } from '../../src/data/devices';
import { totpCode, totpStep, TOTP_STEP_SECONDS } from '../../src/lib/second-factor';

export interface Account {
  email: string;
  password: string;
}

export const DEMO_BUYER: Account = { email: 'buyer@labuanmarket.example', password: 'Pasar-Buyer-2025' };
export const DEMO_MERCHANT: Account = { email: 'merchant@labuanmarket.example', password: 'Pasar-Seller-2025' };
export const DEMO_ADMIN: Account = { email: 'admin@labuanmarket.example', password: 'Pasar-Admin-2025' };

/** An address no other test (or run) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs in through the action; the request's later calls carry the session. The demo administrator has a second
 * factor (required of the administrator): see adminSignIn.
 */
export async function signIn(request: APIRequestContext, baseURL: string, who: Account): Promise<void> {
  if (who.email === DEMO_ADMIN.email) return adminSignIn(request, baseURL);
  const response = await request.post(`${baseURL}/_actions/auth.signIn`, { headers: { Origin: baseURL }, data: who });
  expect(response.status()).toBe(200);
}

/** The demo administrator's code for now, from the demo-only key the seed gives the account. */
export function adminCode(at = Date.now()): Promise<string> {
  return totpCode(DEMO_ADMIN_TOTP_SECRET, totpStep(at));
}

/**
 * Completes a pending second step (the password was just right in `request`'s browser) with the code of the
 * administrator's app. A code is accepted once: when another test has just used this step's code, the next
 * step's (accepted a step early) or, failing that, the one after the wait is tried.
 */
export async function completeAdminSecondStep(
  request: APIRequestContext,
  baseURL: string,
  options: { trust?: boolean } = {},
): Promise<APIResponse> {
  let response: APIResponse | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = Date.now() + (attempt === 1 ? TOTP_STEP_SECONDS * 1000 : 0);
    response = await request.post(`${baseURL}/_actions/auth.secondStep`, {
      headers: { Origin: baseURL },
      data: { code: await adminCode(now), trust: options.trust ?? false },
    });
    if (response.status() === 200) return response;
    if (attempt >= 1)
      await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_SECONDS * 1000 - (Date.now() % 30_000) + 200));
  }
  return response!;
}

/**
 * Per server, a browser of the administrator's that completed the second step once with "trust this browser": its
 * device cookie lets each later sign-in through with the password alone, as it would a person's own browser, so
 * that the suite's many administrator sign-ins do not each need a code of their own (each code works once). The
 * cookie is kept in a file per port, for the other worker processes; a server started afresh since (a new
 * database) does not know it, asks for the second step again, and a new one is made.
 */
const trustedAdminBrowsers = new Map<string, Promise<string>>();

const trustedBrowserFile = (baseURL: string) => `.wrangler/e2e-admin-browser-${new URL(baseURL).port}`;

async function newTrustedAdminBrowser(baseURL: string): Promise<string> {
  const context = await request.newContext({ baseURL });
  try {
    const first = await context.post(`${baseURL}/_actions/auth.signIn`, {
      headers: { Origin: baseURL },
      data: DEMO_ADMIN,
    });
    expect(first.status()).toBe(200);
    expect(await first.text(), 'the password asks for the second step').toContain('secondStep');
    const second = await completeAdminSecondStep(context, baseURL, { trust: true });
    expect(second.status(), await second.text()).toBe(200);
    const cookie = (await context.storageState()).cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie, 'the administrator’s browser is remembered').toBeDefined();
    mkdirSync('.wrangler', { recursive: true });
    writeFileSync(trustedBrowserFile(baseURL), cookie!.value);
    return cookie!.value;
  } finally {
    await context.dispose();
  }
}

function trustedAdminBrowser(baseURL: string, stale?: string): Promise<string> {
  let device = trustedAdminBrowsers.get(baseURL);
  if (!device || stale !== undefined) {
    const kept = existsSync(trustedBrowserFile(baseURL)) ? readFileSync(trustedBrowserFile(baseURL), 'utf8') : '';
    device = kept && kept !== stale ? Promise.resolve(kept) : newTrustedAdminBrowser(baseURL);
    trustedAdminBrowsers.set(baseURL, device);
  }
  return device;
}

/** Signs the demo administrator in from the browser trusted above: a real sign-in that asks for no code there. */
async function adminSignIn(request: APIRequestContext, baseURL: string): Promise<void> {
  let device = await trustedAdminBrowser(baseURL);
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(`${baseURL}/_actions/auth.signIn`, {
      headers: { Origin: baseURL, Cookie: `${DEVICE_COOKIE}=${device}` },
      data: DEMO_ADMIN,
    });
    expect(response.status()).toBe(200);
    if (!(await response.text()).includes('secondStep')) return;
    expect(attempt, 'a new trusted browser is asked for no code').toBe(0);
    device = await trustedAdminBrowser(baseURL, device);
  }
}

/** Posts a sign-up to the action and answers the response, whatever it is. */
export function postSignUp(
  request: APIRequestContext,
  baseURL: string,
  who: Account & { name: string },
): Promise<APIResponse> {
  return request.post(`${baseURL}/_actions/auth.signUp`, {
    headers: { Origin: baseURL },
    data: {
      name: who.name,
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
      acceptTerms: true,
    },
  });
}

/** Signs up a new account through the action, which also signs it in. */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string,
  who: Account & { name: string },
): Promise<void> {
  expect((await postSignUp(request, baseURL, who)).status()).toBe(200);
}

/** Signs in through the action, then opens `path` and waits for its islands. */
export async function openAs(page: Page, baseURL: string, who: Account, path: string): Promise<void> {
  await signIn(page.request, baseURL, who);
  await page.goto(path);
  await waitForIslands(page);
}

/** Fills and sends the sign-in form of the screen the page is on. */
export async function signInThroughScreen(page: Page, who: Account): Promise<void> {
  await waitForIslands(page);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs up a new account on the sign-up screen and lands on the home page. */
export async function signUpThroughScreen(page: Page, who: Account & { name: string }): Promise<void> {
  await page.goto('/signup');
  await waitForIslands(page);
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// Email as the local binding writes it

/** Where workerd writes the text and HTML of each message the simulated send_email binding sends. */
const SIMULATED_MAIL = '.wrangler/tmp/email';

/** The text of every simulated message that mentions `needle`, oldest first. */
export function simulatedTexts(needle: string): string[] {
  let runs: string[] = [];
  try {
    runs = readdirSync(SIMULATED_MAIL);
  } catch {
    return [];
  }
  return runs
    .flatMap((run) => {
      const dir = join(SIMULATED_MAIL, run, 'email-text');
      let files: string[] = [];
      try {
        files = readdirSync(dir);
      } catch {
        return [];
      }
      return files.map((file) => ({ path: join(dir, file), at: statSync(join(dir, file)).mtimeMs }));
    })
    .sort((a, b) => a.at - b.at)
    .map(({ path }) => readFileSync(path, 'utf8'))
    .filter((text) => text.includes(needle));
}

/**
 * The newest link to `path` (`/reset-password`, `/verify-email`) in a message that names `email`, waiting for it to
 * arrive (mail is sent after the response); `after` is a count of such links already seen, to wait for a new one.
 */
export async function linkFromMail(email: string, path: string, after = 0): Promise<URL> {
  const links = () =>
    simulatedTexts(email)
      .flatMap((text) => [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]))
      .filter((link) => new URL(link).pathname.endsWith(path));
  await expect.poll(() => links().length, { timeout: 15_000 }).toBeGreaterThan(after);
  return new URL(links().at(-1)!);
}

/** How many links to `path` the messages naming `email` hold so far. */
export function linksInMail(email: string, path: string): number {
  return simulatedTexts(email).filter((text) => text.includes(path)).length;
}

/** Verifies a new account's address as its owner would: the link from its email, and the button on its page. */
export async function verifyAddress(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const token = (await linkFromMail(email, '/verify-email')).searchParams.get('token')!;
  const answer = await request.post(`${baseURL}/verify-email?_action=account.verifyEmailForm`, {
    headers: { Origin: baseURL },
    form: { token },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

// The merchant application

/** A file part of a multipart body, or a file for an input. */
export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A small file that is a PDF by its bytes. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
/** A small file that is a PNG by its bytes: the signature and the start of an IHDR chunk. */
export const PNG_BYTES = Buffer.from(PNG);
export const pdfFile = (name: string, buffer = PDF_BYTES): Upload => ({ name, mimeType: 'application/pdf', buffer });
export const pngFile = (name: string, buffer = PNG_BYTES): Upload => ({ name, mimeType: 'image/png', buffer });

/** A complete, valid merchant application as the form sends it; `overrides` replaces or adds fields. */
export function applicationForm(
  businessName: string,
  overrides: Record<string, string | Upload> = {},
): Record<string, string | Upload> {
  return {
    businessName,
    businessDescription: 'Fresh kuih every morning.',
    businessType: 'food',
    businessRegistrationNumber: 'LA0999888-K',
    contactEmail: 'kuih@example.com',
    contactPhone: '+60 12-111 2222',
    addressLine1: '7, Jalan Bunga Raya',
    city: 'Labuan',
    state: 'Labuan',
    postalCode: '87000',
    idType: 'nric',
    idNumber: '900101-12-5555',
    agreeToTerms: 'on',
    agreeToPrivacy: 'on',
    businessLicense: pdfFile('license.pdf'),
    businessRegistration: pdfFile('ssm.pdf'),
    idFrontImage: pngFile('front.png'),
    idBackImage: pngFile('back.png'),
    selfieImage: pngFile('selfie.png'),
    ...overrides,
  };
}

/** Posts a merchant application to the action and answers the response, whatever it is. */
export function postApplication(
  request: APIRequestContext,
  baseURL: string,
  form: Record<string, string | Upload>,
): Promise<APIResponse> {
  return request.post(`${baseURL}/_actions/merchant.apply`, { headers: { Origin: baseURL }, multipart: form });
}

interface NewApplicantOptions {
  /** The applicant's own name. */
  name?: string;
  emailPrefix?: string;
  /** Fields of the application other than the business name. */
  form?: Record<string, string | Upload>;
}

/**
 * A new account of its own, signed up and with a pending application for `businessName`, in a browser context
 * of its own; answers the context, its page, the account and the application's id.
 */
export async function newApplicant(
  browser: Browser,
  baseURL: string,
  businessName: string,
  options: NewApplicantOptions = {},
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(options.emailPrefix ?? 'seller');
  const password = 'kuih-lapis-88';
  await signUpThroughApi(page.request, baseURL, { name: options.name ?? 'Kak Tipah', email, password });
  // Applying to sell needs a verified address.
  await verifyAddress(page.request, baseURL, email);
  const applied = await postApplication(page.request, baseURL, applicationForm(businessName, options.form));
  expect(applied.status()).toBe(200);
  const applicationId = /app-[0-9a-f-]{36}/.exec(await applied.text())?.[0];
  return { context, page, email, password, applicationId };
}

/**
 * A merchant of its own for a test: signed up, applied and approved by the administrator through the real
 * actions. The demo stores are shared with other tests, which assert their names, figures and policies.
 */
export async function newApprovedMerchant(
  browser: Browser,
  baseURL: string,
  businessName: string,
  options: NewApplicantOptions = {},
) {
  const applicant = await newApplicant(browser, baseURL, businessName, options);
  expect(applicant.applicationId).toBeTruthy();
  const storeId = await approveApplication(baseURL, applicant.applicationId!);
  return { ...applicant, storeId, name: businessName };
}

/** The administrator approves an application; answers the new store's id. */
export async function approveApplication(baseURL: string, applicationId: string): Promise<string> {
  const admin = await request.newContext({ baseURL });
  try {
    await signIn(admin, baseURL, DEMO_ADMIN);
    const approved = await admin.post(`${baseURL}/_actions/merchant.approve`, {
      headers: { Origin: baseURL },
      form: { applicationId },
    });
    expect(approved.status()).toBe(200);
    const storeId = /"([a-z0-9-]+-[0-9a-f]{6})"/.exec(await approved.text())?.[1];
    expect(storeId).toBeTruthy();
    return storeId!;
  } finally {
    await admin.dispose();
  }
}

/** Makes the page's own user a merchant of a new store of its own (sign-up, application, approval). */
export async function becomeMerchant(page: Page, baseURL: string, businessName: string): Promise<string> {
  const email = uniqueEmail('seller');
  await signUpThroughApi(page.request, baseURL, { name: 'Kak Tipah', email, password: 'kuih-lapis-88' });
  await verifyAddress(page.request, baseURL, email);
  const applied = await postApplication(page.request, baseURL, applicationForm(businessName));
  expect(applied.status()).toBe(200);
  const applicationId = /app-[0-9a-f-]{36}/.exec(await applied.text())?.[0];
  expect(applicationId).toBeTruthy();
  return approveApplication(baseURL, applicationId!);
}

// Checkout through the action

/** An address in Labuan for `fullName`; `more` replaces any field. */
export function shippingTo(fullName: string, email: string, more: Partial<ShippingForm> = {}): ShippingForm {
  return {
    fullName,
    email,
    phone: '+60 12-000 1234',
    address: '1, Jalan Merdeka',
    city: 'Labuan',
    state: 'Labuan',
    postalCode: '87000',
    country: 'Malaysia',
    notes: '',
    ...more,
  };
}

/** Payment by online banking: no card fields. */
/**
 * How an order placed through the API pays unless told: cash on delivery, an order its merchants may prepare at
 * once (a provider's order waits for its payment: tests/e2e/payments.spec.ts pays through the sandbox).
 */
export const COD_PAYMENT = { paymentMethod: 'cod' };

/** The body of `checkout.placeOrder`, with a new idempotency key. */
export function checkoutBody(order: {
  lines: { productId: string; quantity: number }[];
  shipping: ShippingForm;
  payment?: Record<string, string>;
  expectedTotalSen: number;
}) {
  return {
    lines: order.lines,
    shipping: order.shipping,
    payment: order.payment ?? COD_PAYMENT,
    idempotencyKey: crypto.randomUUID(),
    expectedTotalSen: order.expectedTotalSen,
  };
}

/** Posts a checkout to the action and answers the response, whatever it is. */
export function placeOrder(request: APIRequestContext, baseURL: string, body: unknown): Promise<APIResponse> {
  return request.post(`${baseURL}/_actions/checkout.placeOrder`, { headers: { Origin: baseURL }, data: body });
}

/**
 * Publishes a product of the page's merchant with one picture of `width` x `height` drawn by the browser (a PNG:
 * two colours, a few KB), through the editor's action; the server makes its variants. Returns nothing: the
 * product is found by its name.
 */
export async function publishDrawnPicture(page: Page, baseURL: string, name: string, width = 800, height = 600) {
  const picture = Buffer.from(
    await page.evaluate(
      async ({ width, height }) => {
        const canvas = new OffscreenCanvas(width, height);
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#2a6f97';
        g.fillRect(0, 0, width, height);
        g.fillStyle = '#f4a261';
        g.fillRect(width / 4, height / 4, width / 2, height / 2);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        return btoa(String.fromCharCode(...bytes));
      },
      { width, height },
    ),
    'base64',
  );
  const created = await page.request.post(`${baseURL}/_actions/productEditor.save`, {
    headers: { Origin: baseURL },
    multipart: {
      intent: 'publish',
      name,
      description: 'Giant river prawns.',
      category: 'food',
      price: '30.00',
      quantity: '5',
      isActive: 'on',
      trackQuantity: 'on',
      requiresShipping: 'on',
      taxable: 'on',
      images: { name: 'drawn.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(created.status()).toBe(200);
}
