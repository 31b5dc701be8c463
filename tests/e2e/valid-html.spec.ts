/**
 * Every page of the shop is valid HTML, as the Nu Html Checker (the validator behind the W3C's own service, the
 * devDependency `vnu-jar`) reads it: each route of src/pages, rendered by the built worker, as a visitor, a buyer,
 * the merchant and the administrator, and as a newcomer and a new merchant whose lists are empty, in English and
 * in Bahasa Malaysia, with its states (tabs chosen in the address, a dialog open at the start, empty lists,
 * refusals of forms posted without scripts). The pages are fetched once, written to a folder, and checked by one run
 * of the checker (one JVM, a few seconds); any error fails the test, named with its page, and so does a warning
 * that is not listed below with the reason it stays. The list of states is checked against src/pages, so that a
 * new page cannot escape the check.
 *
 * The markup does not depend on the theme: the server sends the same bytes whatever the visitor's colour scheme
 * (the head script sets `data-theme` in the browser), which the last test checks.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import {
  type Account,
  applicationForm,
  approveApplication,
  DEMO_ADMIN,
  DEMO_BUYER,
  DEMO_MERCHANT,
  postApplication,
  signIn,
  signUpThroughApi,
  uniqueEmail,
  verifyAddress,
} from './fixtures';
import { ownAddress } from './support';
import { discoverRoutes, ROOT } from './security/surface';
import { type Lang, LOCALES, localisedPath } from '../../src/i18n/languages';

/** Who looks: the demo accounts, and two accounts of this test's own whose lists are all empty. */
type Who = 'visitor' | 'buyer' | 'merchant' | 'admin' | 'newcomer' | 'new merchant';

interface State {
  /** The route pattern of src/pages that renders it. */
  route: string;
  path: string;
  who: Who;
  /** The status the page answers with; 200 unless said. */
  status?: number;
  /** A form posted without scripts (its refusal is the state checked). */
  form?: Record<string, string>;
  /** An HTML fragment (a part of a page loaded by a script), checked inside a minimal document. */
  fragment?: boolean;
}

const ORDER = 'ORD-2024-001234567';

/** Every page and state checked; each is checked in English and in Bahasa Malaysia. */
const STATES: State[] = [
  // The catalogue, as anyone sees it.
  { route: '/', path: '/', who: 'visitor' },
  { route: '/', path: '/?q=zzqx-nothing-matches', who: 'visitor' },
  { route: '/', path: '/?category=seafood&sort=price-asc&availability=in-stock', who: 'visitor' },
  { route: '/', path: '/?page=2', who: 'visitor' },
  { route: '/', path: '/', who: 'buyer' },
  { route: '/', path: '/', who: 'admin' },
  { route: '/product/[id]', path: '/product/veg-cili', who: 'visitor' },
  { route: '/product/[id]', path: '/product/veg-cili?tab=reviews', who: 'visitor' },
  { route: '/product/[id]', path: '/product/veg-cili', who: 'buyer' },
  { route: '/product/[id]', path: '/product/no-such-product', who: 'visitor', status: 404 },
  { route: '/seller/[sellerId]', path: '/seller/kebun-hijau', who: 'visitor' },
  { route: '/seller/[sellerId]', path: '/seller/kebun-hijau?tab=about', who: 'visitor' },
  { route: '/seller/[sellerId]', path: '/seller/kebun-hijau?tab=reviews', who: 'visitor' },
  { route: '/seller/[sellerId]', path: '/seller/kebun-hijau?q=zzqx-nothing-matches', who: 'visitor' },
  { route: '/404', path: '/no-such-page', who: 'visitor', status: 404 },
  { route: '/500', path: '/500', who: 'visitor', status: 500 },
  { route: '/offline', path: '/offline', who: 'visitor' },
  // Signing in and up, and their refusals when posted without scripts.
  { route: '/auth', path: '/auth', who: 'visitor' },
  { route: '/login', path: '/login', who: 'visitor' },
  { route: '/login', path: '/login?redirect=%2Fcheckout', who: 'visitor' },
  {
    route: '/login',
    path: '/login?_action=auth.signInForm',
    who: 'visitor',
    status: 401,
    form: { email: DEMO_BUYER.email, password: 'not-the-password' },
  },
  { route: '/signup', path: '/signup', who: 'visitor' },
  {
    route: '/signup',
    path: '/signup?_action=auth.signUpForm',
    who: 'visitor',
    status: 400,
    form: { name: 'Siti', email: 'not-an-address', password: 'kampung-pagi-7', confirmPassword: 'other' },
  },
  // A forgotten password, and the pages the account's emails link to (a link that works is checked by
  // tests/e2e/account-access.spec.ts, which reads it from the email).
  { route: '/forgot-password', path: '/forgot-password', who: 'visitor' },
  { route: '/forgot-password', path: '/forgot-password?sent=1', who: 'visitor' },
  {
    route: '/forgot-password',
    path: '/forgot-password?_action=account.requestPasswordResetForm',
    who: 'visitor',
    status: 400,
    form: { email: 'not-an-address' },
  },
  { route: '/reset-password', path: `/reset-password?token=${'A'.repeat(43)}`, who: 'visitor', status: 410 },
  { route: '/reset-password', path: '/reset-password?done=1', who: 'visitor' },
  { route: '/verify-email', path: `/verify-email?token=${'A'.repeat(43)}`, who: 'visitor', status: 410 },
  { route: '/verify-email', path: '/verify-email?done=1', who: 'newcomer' },
  // Orders: the lookup, its refusals, and the tracking page as a visitor and as the buyer.
  { route: '/track-order', path: '/track-order', who: 'visitor' },
  { route: '/track-order', path: '/track-order?q=', who: 'visitor' },
  { route: '/track-order', path: '/track-order?q=ORD-0000-000000000', who: 'visitor' },
  { route: '/orders/[orderId]/track', path: `/orders/${ORDER}/track`, who: 'visitor' },
  { route: '/orders/[orderId]/track', path: `/orders/${ORDER}/track`, who: 'buyer' },
  // The sandbox's payment page for a session that is not there (its open state: tests/e2e/payments.spec.ts).
  {
    route: '/payments/sandbox/[session]',
    path: `/payments/sandbox/cs_sandbox_${'0'.repeat(32)}`,
    who: 'buyer',
    status: 404,
  },
  // The buyer's own pages, full and (a newcomer's) empty.
  { route: '/cart', path: '/cart', who: 'visitor' },
  { route: '/cart', path: '/cart', who: 'buyer' },
  { route: '/cart', path: '/cart', who: 'newcomer' },
  { route: '/wishlist', path: '/wishlist', who: 'visitor' },
  { route: '/wishlist', path: '/wishlist', who: 'buyer' },
  { route: '/wishlist', path: '/wishlist', who: 'newcomer' },
  { route: '/checkout', path: '/checkout', who: 'buyer' },
  {
    route: '/checkout',
    path: '/checkout?_action=checkout.placeOrderForm',
    who: 'buyer',
    status: 400,
    form: { fullName: '', email: 'not-an-address', phone: '', address: '', city: '', postalCode: '12' },
  },
  { route: '/profile', path: '/profile', who: 'buyer' },
  { route: '/profile', path: '/profile?tab=settings', who: 'buyer' },
  { route: '/profile', path: '/profile', who: 'newcomer' },
  { route: '/profile', path: '/profile?tab=settings', who: 'newcomer' },
  { route: '/profile', path: '/profile?tab=settings&security=others&count=2', who: 'buyer' },
  {
    route: '/profile',
    path: '/profile?_action=account.changePasswordForm',
    who: 'buyer',
    status: 400,
    form: { currentPassword: 'not-checked', password: 'short', confirmPassword: 'other' },
  },
  { route: '/profile', path: '/profile', who: 'merchant' },
  { route: '/merchant-signup', path: '/merchant-signup', who: 'buyer' },
  { route: '/merchant-signup', path: '/merchant-signup', who: 'newcomer' },
  // The administrator.
  { route: '/admin/applications', path: '/admin/applications', who: 'admin' },
  { route: '/admin/payouts', path: '/admin/payouts', who: 'admin' },
  { route: '/admin/payouts', path: '/admin/payouts?merchant=kebun-hijau', who: 'admin' },
  { route: '/admin/second-factors', path: '/admin/second-factors', who: 'admin' },
  // Two-factor authentication and the person's own data.
  { route: '/login/second-step', path: '/login/second-step', who: 'visitor' },
  { route: '/profile/second-factor', path: '/profile/second-factor', who: 'buyer' },
  { route: '/profile/second-factor', path: '/profile/second-factor', who: 'admin' },
  { route: '/profile/delete-account', path: '/profile/delete-account', who: 'buyer' },
  { route: '/profile/delete-account', path: '/profile/delete-account?deleted=1', who: 'visitor' },
  // The seller area: the demo merchant's, every tab and dialog the address opens, and a new merchant's, empty.
  { route: '/seller-dashboard', path: '/seller-dashboard', who: 'merchant' },
  { route: '/seller-dashboard', path: '/seller-dashboard?tab=products', who: 'merchant' },
  { route: '/seller-dashboard', path: '/seller-dashboard?tab=orders', who: 'merchant' },
  { route: '/seller-dashboard', path: '/seller-dashboard?tab=analytics&period=90d', who: 'merchant' },
  { route: '/seller-dashboard', path: '/seller-dashboard', who: 'new merchant' },
  { route: '/seller-dashboard/panel', path: '/seller-dashboard/panel?tab=overview', who: 'merchant', fragment: true },
  { route: '/seller-dashboard/panel', path: '/seller-dashboard/panel?tab=products', who: 'merchant', fragment: true },
  { route: '/seller-dashboard/panel', path: '/seller-dashboard/panel?tab=orders', who: 'merchant', fragment: true },
  { route: '/seller-dashboard/panel', path: '/seller-dashboard/panel?tab=analytics', who: 'merchant', fragment: true },
  { route: '/seller-dashboard/panel', path: '/seller-dashboard/panel?tab=orders', who: 'new merchant', fragment: true },
  { route: '/seller/manage-products', path: '/seller/manage-products', who: 'merchant' },
  { route: '/seller/manage-products', path: '/seller/manage-products?status=draft&sort=price-desc', who: 'merchant' },
  { route: '/seller/manage-products', path: '/seller/manage-products?q=zzqx-nothing-matches', who: 'merchant' },
  { route: '/seller/manage-products', path: '/seller/manage-products', who: 'new merchant' },
  { route: '/seller/products/new', path: '/seller/products/new', who: 'merchant' },
  { route: '/seller/products/[id]', path: '/seller/products/veg-kangkung', who: 'merchant' },
  { route: '/seller/products/[id]', path: '/seller/products/no-such-product', who: 'merchant', status: 404 },
  { route: '/seller/products/[id]/edit', path: '/seller/products/veg-kangkung/edit', who: 'merchant' },
  { route: '/seller/bulk-upload', path: '/seller/bulk-upload', who: 'merchant' },
  { route: '/seller/orders', path: '/seller/orders', who: 'merchant' },
  { route: '/seller/orders', path: '/seller/orders?q=zzqx-nothing-matches', who: 'merchant' },
  { route: '/seller/orders', path: '/seller/orders', who: 'new merchant' },
  { route: '/seller/orders/[orderId]', path: '/seller/orders/ORD-002', who: 'merchant' },
  { route: '/seller/orders/[orderId]', path: '/seller/orders/ORD-002?update=1', who: 'merchant' },
  { route: '/seller/orders/[orderId]', path: '/seller/orders/ORD-002?updated=1', who: 'merchant' },
  { route: '/seller/orders/[orderId]', path: '/seller/orders/NO-SUCH-ORDER', who: 'merchant', status: 404 },
  { route: '/seller/orders/[orderId]/print', path: '/seller/orders/ORD-002/print', who: 'merchant' },
  { route: '/seller/orders/[orderId]/print', path: '/seller/orders/ORD-002/print?label=1', who: 'merchant' },
  { route: '/seller/store-settings', path: '/seller/store-settings', who: 'merchant' },
  { route: '/seller/store-settings', path: '/seller/store-settings', who: 'new merchant' },
  { route: '/seller/analytics', path: '/seller/analytics', who: 'merchant' },
  { route: '/seller/analytics', path: '/seller/analytics?period=1y', who: 'merchant' },
  { route: '/seller/analytics', path: '/seller/analytics', who: 'new merchant' },
  { route: '/seller/reviews', path: '/seller/reviews', who: 'merchant' },
  { route: '/seller/reviews', path: '/seller/reviews?replied=1', who: 'merchant' },
  { route: '/seller/reviews', path: '/seller/reviews', who: 'new merchant' },
  { route: '/seller/payouts', path: '/seller/payouts', who: 'merchant' },
  { route: '/seller/payouts', path: '/seller/payouts?week=2020-01-01', who: 'merchant' },
  { route: '/seller/payouts', path: '/seller/payouts', who: 'new merchant' },
];

/** Routes that answer no page: files, JSON, and the targets of forms that answer with a redirect. */
const NOT_PAGES = new Set([
  '/language',
  '/pictures',
  '/api/me',
  '/api/products',
  '/api/suggest',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/[file]',
  '/media/[...key]',
  '/admin/documents/[id]',
  '/profile/data.json',
  '/seller/orders/export.csv',
  '/seller/manage-products/export.csv',
  '/seller/payouts.csv',
  '/seller/analytics.csv',
  '/seller-dashboard/export.csv',
  '/api/payments/webhook',
]);

/**
 * Warnings that stay, each with its reason. Any other warning fails the test; so does every error.
 */
const ACCEPTED_WARNINGS: { message: RegExp; why: string }[] = [
  {
    message: /^The “list” role is unnecessary for element “(ul|ol)”\.$/,
    why:
      'Safari (VoiceOver) no longer reads a list whose markers are hidden by `list-style: none` as a list; the role ' +
      'gives it back. The shop’s card grids and menus are such lists.',
  },
  {
    message: /^This document appears to be written in Indonesian but the “html” start tag has “lang="ms-MY"”\./,
    why:
      'Bahasa Malaysia and Bahasa Indonesia share most of their words, and the checker’s guess from the text alone ' +
      'takes a page with many figures and few words (the seller’s analytics) for Indonesian: the page is in Malay.',
  },
];

/** The checker's own gaps: messages that are errors to it but describe CSS that browsers implement. */
const CHECKER_GAPS: { message: RegExp; at: RegExp; why: string }[] = [
  {
    message: /^CSS: “background-color”: Parse Error\.$/,
    at: /attr\(data-placeholder type\(<color>\), var\(--[a-z0-9-]+\)\)$/,
    why:
      'A picture’s placeholder colour is the typed `attr(data-placeholder type(<color>), …)` of CSS Values 5 ' +
      '(Chromium 133+; browsers without it keep the fallback colour), which the checker’s CSS parser predates.',
  },
];

const ACCOUNTS: Record<'buyer' | 'merchant' | 'admin', Account> = {
  buyer: DEMO_BUYER,
  merchant: DEMO_MERCHANT,
  admin: DEMO_ADMIN,
};

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** A request context signed in as `who`, its own for this file. */
async function contextFor(who: Who, baseURL: string): Promise<APIRequestContext> {
  // Each context has an address of its own: a refused sign-in posted below counts against it alone.
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'CF-Connecting-IP': ownAddress() } });
  if (who === 'buyer' || who === 'merchant' || who === 'admin') await signIn(context, baseURL, ACCOUNTS[who]);
  if (who === 'newcomer') {
    await signUpThroughApi(context, baseURL, {
      name: 'Nur Baru',
      email: uniqueEmail('valid-html'),
      password: 'kampung-pagi-7',
    });
  }
  if (who === 'new merchant') {
    const email = uniqueEmail('valid-html-shop');
    await signUpThroughApi(context, baseURL, { name: 'Kak Tipah', email, password: 'kuih-lapis-88' });
    await verifyAddress(context, baseURL, email);
    const applied = await postApplication(context, baseURL, applicationForm('Kuih Kosong'));
    expect(applied.status()).toBe(200);
    await approveApplication(baseURL, /app-[0-9a-f-]{36}/.exec(await applied.text())![0]);
  }
  return context;
}

/** The page of a state in a language: its status and HTML. */
async function fetchPage(context: APIRequestContext, state: State, path: string, baseURL: string) {
  const response = state.form
    ? await context.post(path, { form: state.form, headers: { Origin: baseURL }, maxRedirects: 0 })
    : await context.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** A fragment in a document as the page holds it: under the page's heading and its panel's. */
const asDocument = (fragment: string, lang: Lang) =>
  `<!doctype html><html lang="${LOCALES[lang]}"><head><meta charset="utf-8"><title>Fragment</title></head>` +
  `<body><main><h1>Page</h1><section><h2>Panel</h2>${fragment}</section></main></body></html>`;

/** Runs the checker once over a folder; answers its messages. */
async function check(folder: string): Promise<CheckerMessage[]> {
  const run = promisify(execFile);
  // The checker exits with 1 when it finds an error: its report is read either way.
  const { stdout } = await run(
    'java',
    // The serial collector and the first compiler tier alone halve the checker's CPU time on a short run like
    // this one; that tier's deeper stack frames need a larger stack to evaluate the HTML schema.
    [
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      '--skip-info-messages',
      folder,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((failure: { stdout?: string; stderr?: string }) => {
    if (!failure.stdout)
      throw new Error(
        `The Nu Html Checker (it needs Java 17 or newer) did not run: ${failure.stderr || String(failure)}`,
      );
    return { stdout: failure.stdout };
  });
  return (JSON.parse(stdout) as { messages: CheckerMessage[] }).messages;
}

test('every route of src/pages is checked or is no page', () => {
  const pages = [...discoverRoutes(), '/404', '/500'];
  for (const special of ['404', '500']) expect(existsSync(join(ROOT, `src/pages/${special}.astro`))).toBe(true);
  const checked = new Set(STATES.map((state) => state.route));
  expect(pages.filter((route) => !checked.has(route) && !NOT_PAGES.has(route))).toEqual([]);
  expect([...checked, ...NOT_PAGES].filter((route) => !pages.includes(route))).toEqual([]);
});

test('every page and state is valid HTML to the Nu Html Checker', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const folder = mkdtempSync(join(tmpdir(), 'valid-html-'));
  const contexts = new Map<Who, APIRequestContext>();
  try {
    const everyone = [...new Set(STATES.map((state) => state.who))];
    await Promise.all(everyone.map(async (who) => contexts.set(who, await contextFor(who, baseURL))));

    // Each file's name says which page, language and visitor it holds: the report names it.
    const pages = STATES.flatMap((state) =>
      (['en', 'ms'] as const).map((lang) => ({ state, lang, path: localisedPath(state.path, lang) })),
    );
    const wrong: string[] = [];
    const files = new Map<string, string>();
    const sources = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const { state, lang, path } = pages[next++]!;
        const { status, html } = await fetchPage(contexts.get(state.who)!, state, path, baseURL);
        const label = `${state.form ? 'POST ' : ''}${path} as ${state.who}`;
        if (status !== (state.status ?? 200)) {
          wrong.push(`${label}: ${status}`);
          continue;
        }
        const file = `${String(files.size).padStart(3, '0')}.html`;
        files.set(file, label);
        const source = state.fragment ? asDocument(html, lang) : html;
        sources.set(file, source);
        writeFileSync(join(folder, file), source);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(wrong, 'pages that did not answer as expected').toEqual([]);

    const messages = await check(folder);
    const where = (message: CheckerMessage) => {
      const file = message.url?.split('/').pop() ?? '';
      return `${files.get(file) ?? file}:${message.lastLine ?? '?'}`;
    };
    // A gap is recognised by the source the message points at: the text that ends where the checker stopped.
    const before = (message: CheckerMessage) => {
      const source = sources.get(message.url?.split('/').pop() ?? '');
      const line = source?.split('\n')[(message.lastLine ?? 0) - 1] ?? '';
      return line.slice(0, message.lastColumn ?? 0);
    };
    const gap = (message: CheckerMessage) =>
      CHECKER_GAPS.some((known) => known.message.test(message.message) && known.at.test(before(message)));
    const errors = messages
      .filter((message) => message.type !== 'info' && !gap(message))
      .map((message) => `${where(message)}: ${message.message} [${message.extract ?? ''}]`);
    const warnings = messages
      .filter((message) => message.type === 'info')
      .filter((message) => !ACCEPTED_WARNINGS.some((accepted) => accepted.message.test(message.message)))
      .map((message) => `${where(message)}: ${message.message} [${message.extract ?? ''}]`);
    testInfo.annotations.push({ type: 'checked', description: `${files.size} pages and states` });
    expect(errors, `${errors.length} errors in ${files.size} pages and states`).toEqual([]);
    expect(warnings, 'warnings not argued in ACCEPTED_WARNINGS').toEqual([]);
  } finally {
    await Promise.all([...contexts.values()].map((context) => context.dispose()));
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the server sends the same markup in the light and the dark theme', async ({ request }) => {
  for (const path of ['/', '/product/veg-cili', '/ms/seller/kebun-hijau']) {
    const [light, dark] = await Promise.all(
      (['light', 'dark'] as const).map((scheme) =>
        request.get(path, { headers: { 'Sec-CH-Prefers-Color-Scheme': scheme } }).then((r) => r.text()),
      ),
    );
    expect(dark, path).toBe(light);
  }
});
