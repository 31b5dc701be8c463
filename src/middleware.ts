/**
 * Runs around every request, as a sequence of named steps (`onRequest` below, outermost first): security headers,
 * refusals of foreign and unreadable writes, ETags, the D1 session, authentication, the page's language. It
 * authorises nothing: each page and action does that for itself.
 */
import { INTENT_DONE_COOKIE, parseOutcome } from './lib/sign-in-intent';
import { productFacts } from './data/shopping-lists';
import { env } from 'cloudflare:workers';
import { EMAIL_FROM, SITE_ORIGIN } from 'astro:env/server';
import { defineMiddleware, sequence } from 'astro:middleware';
import { getUserById } from './data/accounts';
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_S, countingReads, requestSession, type ReadCount } from './data/database';
import { queuedMail } from './data/outbox';
import { sendDueEmails } from './mail/outbox';
import { signedInUser } from './data/sessions';
import { isLang, LANGUAGE_COOKIE, localisedPath, preferredLanguage, splitLanguage, type Lang } from './i18n/languages';
import { entityTag, HSTS, matchesEntityTag, NON_PAGE_CSP, SECURITY_HEADERS } from './lib/http';
import { isEagerIsland, type ModuleGraph, preloadsFor, preloadTags } from './lib/module-preload';
import { isActionRequest, isPageActionRequest, plainActionFailure, unreadableActionBody } from './lib/server-errors';
import { MODULE_GRAPH_FILE } from './integrations/module-graph.mjs';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { PICTURES_COOKIE, wantsSmallPictures } from './lib/pictures';
import { SESSION_COOKIE } from './lib/session-cookie.mjs';
import { shopOrigin } from './lib/site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** src/pages/api/payments/webhook.ts */
const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** A request that sends this header gets `X-D1-Rows-Read` back: the rows its queries read (the benchmark asks). */
const READ_COUNT_HEADER = 'X-D1-Read-Count';

/**
 * Every page reads these: each has its value before any step can fail, so that even the error page has them. The
 * user is null until `authentication` finds one.
 */
const requestLocals = defineMiddleware((context, next) => {
  context.locals.user = null;
  // `/ms/cart` is the cart in Bahasa Malaysia: the same page, rendered with the language in `locals.lang`.
  context.locals.lang = splitLanguage(context.url.pathname).lang;
  context.locals.postedAuthForm = null;
  context.locals.intentOutcome = null;
  context.locals.smallPictures = false;
  context.locals.origin = shopOrigin(SITE_ORIGIN, context.url);
  return next();
});

/** Every response, refusals and redirects included, leaves with the security headers. */
const securityHeaders = defineMiddleware(async (_context, next) => withSecurityHeaders(await next()));

/** A state-changing request from another site is refused before anything reads or writes. */
const sameSiteWrites = defineMiddleware(async ({ request, url }, next) => {
  const refusal = refuseCrossSite(request, url);
  if (!refusal) return next();
  // Read a small refused body to its end: a connection left with unread bytes can fail before the 403 arrives.
  const length = Number(request.headers.get('Content-Length') ?? '0');
  if (length > 0 && length <= 1_048_576) await request.arrayBuffer().catch(() => undefined);
  return refusal;
});

/** An action's body that cannot be read, or is too large, is refused before the action runs. */
const readableActionBodies = defineMiddleware(async ({ request, url }, next) => {
  if (SAFE_METHODS.has(request.method) || !(isActionRequest(url) || isPageActionRequest(url))) return next();
  const unreadable = await unreadableActionBody(request);
  if (!unreadable) return next();
  // Read a refused body to its end, as above; one refused for its size is not read further.
  if (unreadable.status === 413) await request.body?.cancel().catch(() => undefined);
  else await request.arrayBuffer().catch(() => undefined);
  return unreadable;
});

/** A cacheable page gets an ETag, so a returning phone downloads nothing when nothing changed. */
const entityTags = defineMiddleware(async ({ request }, next) => {
  const response = await next();
  const cacheable =
    request.method === 'GET' &&
    response.status === 200 &&
    /\b(public|private)\b/.test(response.headers.get('Cache-Control') ?? '') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!cacheable) return response;
  const body = await response.arrayBuffer();
  const tag = await entityTag(body);
  const headers = new Headers(response.headers);
  headers.set('ETag', tag);
  if (matchesEntityTag(request.headers.get('If-None-Match'), tag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
});

/**
 * The request's D1 session (reads never older than this browser's last write, kept in a cookie), the email its
 * writes queued sent after the response, and for the benchmark the rows its queries read.
 */
const databaseSession = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const writes = !SAFE_METHODS.has(request.method);
  const session = requestSession(env.DB, context.cookies.get(BOOKMARK_COOKIE)?.value, writes);
  const reads: ReadCount | null = request.headers.has(READ_COUNT_HEADER) ? { rowsRead: 0, queries: 0 } : null;
  context.locals.db = reads ? countingReads(session, reads) : session;
  let response = await next();
  // A request that queued email (an order placed, a status change, a decision) sends what is due after the
  // response; other requests read nothing of the outbox. Retries wait for the Cron Trigger (src/worker.ts).
  if (queuedMail(context.locals.db) && context.locals.cfContext) {
    context.locals.cfContext.waitUntil(sendDueEmails(env.DB, env.EMAIL, EMAIL_FROM, url.origin));
  }
  const bookmark = writes ? session.getBookmark() : null;
  if (bookmark) {
    response.headers.append(
      'Set-Cookie',
      `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
    );
  }
  if (reads) {
    // The page is rendered to its end first, so that queries of components streamed after the head count too.
    const body = await response.arrayBuffer();
    response = new Response(body, response);
    response.headers.set('X-D1-Rows-Read', String(reads.rowsRead));
    response.headers.set('X-D1-Queries', String(reads.queries));
  }
  return response;
});

/** A sign-in, sign-up or checkout posted as a plain form is read ahead, for the page to show again. */
const postedForms = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (!SAFE_METHODS.has(request.method)) context.locals.postedAuthForm = await postedAuthForm(request, url);
  return next();
});

/** `locals.user` from the session; a signed-in page is private to its browser. */
const authentication = defineMiddleware(async (context, next) => {
  if (context.session && context.cookies.has(SESSION_COOKIE)) {
    context.locals.user = await signedInUser(context.session, context.cookies, context.locals.db, (id) =>
      getUserById(context.locals.db, id),
    );
  }
  const response = await next();
  keepSignedInPagePrivate(response, context.locals.user !== null);
  return response;
});

/**
 * What the sign-in did of what the visitor pressed before it. Read here, before the page renders: an await in the
 * document's own frontmatter would send the head before a store page's theme had added its style's hash to the
 * Content-Security-Policy.
 */
const signInOutcome = defineMiddleware(async (context, next) => {
  const outcome = context.locals.user ? parseOutcome(context.cookies.get(INTENT_DONE_COOKIE)?.value) : null;
  if (outcome && context.request.method === 'GET') {
    const product = (await productFacts(context.locals.db, [outcome.productId])).get(outcome.productId);
    context.locals.intentOutcome = { outcome, productName: product?.name ?? '' };
  }
  const response = await next();
  forgetSaidIntentOutcome(response, context.locals.intentOutcome !== null);
  return response;
});

/** Data saver: cards load their smallest pictures (src/lib/pictures.ts wantsSmallPictures). */
const dataSaver = defineMiddleware(async (context, next) => {
  const { request } = context;
  context.locals.smallPictures = wantsSmallPictures({
    saveData: request.headers.get('Save-Data'),
    ect: request.headers.get('ECT'),
    choice: context.cookies.get(PICTURES_COOKIE)?.value,
    accountChoice: context.locals.user?.smallPictures,
  });
  const response = await next();
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    // A page says what it depends on, and asks Chromium for the connection's type on the next request.
    response.headers.append('Vary', 'Save-Data, ECT');
    response.headers.set('Accept-CH', 'ECT');
  }
  return response;
});

/** An action that fails answers with a plain message, never an error page or a stack. */
const actionFailures = defineMiddleware(async ({ url }, next) => {
  const response = await next();
  return isActionRequest(url) ? plainActionFailure(response) : response;
});

/** A page as it is sent: the island rule's copy in the body left out, its scripts named in its head (below). */
const pageRewrites = defineMiddleware(async ({ request, url }, next) => {
  const response = await next();
  return rewrittenPage(response, url, request.method === 'GET');
});

/**
 * The page's language: a first arrival sent to the visitor's language, a page under /ms rendered from its English
 * address, and its redirects kept in its language.
 */
const pageLanguage = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const { lang, path: pagePath } = splitLanguage(url.pathname);
  const chosen = context.cookies.get(LANGUAGE_COOKIE)?.value ?? context.locals.user?.lang ?? undefined;
  const arrival = firstArrivalLanguage(request, url, chosen, lang);
  if (arrival) {
    return new Response(null, {
      status: 302,
      headers: {
        Location: localisedPath(url.pathname + url.search, arrival),
        'Cache-Control': 'no-store',
        Vary: 'Accept-Language',
      },
    });
  }
  if (lang === 'en') return next();
  // An address whose percent-encoding is broken names no page in either language, and the rewrite to its English
  // address would fail to decode it.
  if (!decodablePath(pagePath)) return redirectInLanguage(await next(new URL('/404', url)), lang);
  return redirectInLanguage(await next(await inEnglishAddress(request, pagePath + url.search)), lang);
});

/**
 * Runs around every request, outermost first. It authenticates (loads `locals.user` from the session) and adds what
 * every response needs; it authorises nothing: each page and action does that for itself.
 */
export const onRequest = sequence(
  requestLocals,
  securityHeaders,
  sameSiteWrites,
  readableActionBodies,
  entityTags,
  databaseSession,
  postedForms,
  authentication,
  signInOutcome,
  dataSaver,
  actionFailures,
  pageRewrites,
  pageLanguage,
);

/**
 * The language a person arriving from elsewhere (a link from another site, a bookmark, a typed address) at an
 * English address is sent to: their own choice, kept in a cookie by the language switch, or else the first of the
 * shop's languages their browser asks for. An address in Bahasa Malaysia is always honoured (it was shared or
 * chosen), and moving between the shop's own pages never redirects.
 */
function firstArrivalLanguage(request: Request, url: URL, chosen: string | undefined, lang: Lang): Lang | null {
  if (lang !== 'en' || request.method !== 'GET' || url.pathname.startsWith('/_') || /\.[a-z0-9]+$/i.test(url.pathname))
    return null;
  if (request.headers.get('Sec-Fetch-Site') === 'same-origin' || request.headers.get('Sec-Fetch-Mode') !== 'navigate')
    return null;
  const wanted = isLang(chosen) ? chosen : preferredLanguage(request.headers.get('Accept-Language'));
  return wanted && wanted !== lang ? wanted : null;
}

/** The build's list of which script imports which, read once per worker instance (empty under `astro dev`). */
let moduleGraph: Promise<ModuleGraph> | null = null;

function readModuleGraph(url: URL): Promise<ModuleGraph> {
  moduleGraph ??= (async () => {
    const assets = (env as { ASSETS?: Fetcher }).ASSETS;
    if (!assets) return {};
    const answer = await assets.fetch(new URL(`/${MODULE_GRAPH_FILE}`, url));
    return answer.ok ? ((await answer.json()) as ModuleGraph) : {};
  })().catch((error: unknown) => {
    console.warn('The module graph could not be read; pages go without preloads', error);
    moduleGraph = null;
    return {};
  });
  return moduleGraph;
}

/**
 * Astro sends its islands' rule (`astro-island,astro-slot,astro-static-slot{display:contents}`) in a style element
 * of the body, just before the page's first island, where a style element is not valid HTML. The same rule is in
 * the global stylesheet, in the head (src/styles/global.css): the copy in the body is left out. Any other style
 * element in the body is sent on as it came.
 */
function islandStyleLeftOut(rewriter: HTMLRewriter): HTMLRewriter {
  let held: string | null = null;
  return rewriter.on('body style', {
    element(style) {
      if (!style.attributes[Symbol.iterator]().next().done) return;
      held = '';
      style.removeAndKeepContent();
    },
    text(chunk) {
      if (held === null) return;
      held += chunk.text;
      if (!chunk.lastInTextNode) {
        chunk.remove();
        return;
      }
      if (held === ISLAND_STYLES) chunk.remove();
      else chunk.replace(`<style>${held}</style>`, { html: true });
      held = null;
    },
  });
}

/**
 * A page as it is sent: the island rule's copy in the body left out (above), and, for a page that a GET found,
 * all of its scripts named in its head, so that the browser fetches them at once (src/lib/module-preload.ts).
 */
async function rewrittenPage(response: Response, url: URL, found: boolean): Promise<Response> {
  if (!response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const graph = found && response.status === 200 ? await readModuleGraph(url) : {};
  const named = new Set<string>();
  // The page renders as its body is read (its queries included). Read by the rewriter, that would happen outside
  // this request's own context, where D1 refuses to run: the body is pumped through a stream of this request's.
  const pumped = new TransformStream<Uint8Array, Uint8Array>();
  void response.body.pipeTo(pumped.writable).catch(() => undefined);
  const rewriter = islandStyleLeftOut(new HTMLRewriter());
  if (Object.keys(graph).length > 0) {
    rewriter
      .on('script[type="module"][src]', {
        element(script) {
          const tags = preloadTags(preloadsFor(graph, [script.getAttribute('src')], named, true));
          if (tags) script.before(tags, { html: true });
        },
      })
      .on('astro-island[component-url]', {
        element(island) {
          if (!isEagerIsland(island.getAttribute('client'))) return;
          const scripts = [island.getAttribute('renderer-url'), island.getAttribute('component-url')];
          const tags = preloadTags(preloadsFor(graph, scripts, named, false));
          if (tags) island.before(tags, { html: true });
        },
      });
  }
  return rewriter.transform(new Response(pumped.readable, response));
}

/** A form posted without scripts to a page under /ms is read ahead whole up to this size (see below). */
const MAX_REWRITTEN_FORM_BYTES = 1024 * 1024;

/**
 * The request for the same page at its English address, where the page lives. A plain form posted to it
 * (a sign-in on /ms/login) carries its body along, read ahead into memory: Astro's rewrite passes the body on as a
 * stream, which the request's own reads (the form read ahead above, the action) have already locked, and the
 * page then fails with an empty answer.
 */
async function inEnglishAddress(request: Request, path: string): Promise<URL | Request> {
  const url = new URL(path, request.url);
  if (SAFE_METHODS.has(request.method) || !request.body) return url;
  const length = Number(request.headers.get('Content-Length') ?? 'NaN');
  if (!(length >= 0 && length <= MAX_REWRITTEN_FORM_BYTES)) return url;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: await request.clone().arrayBuffer(),
  });
}

/** Whether a path's percent-encoding is whole UTF-8 (`/product/%E0%A4%A` and `/%ff` are not). */
function decodablePath(path: string): boolean {
  try {
    // The result is used: the bundler drops a call to decodeURI whose result is not, and its throw with it.
    return typeof decodeURI(path) === 'string';
  } catch {
    return false;
  }
}

/** A page's redirect to another page of the shop stays in the page's language (after a form post, a sign-in). */
function redirectInLanguage(response: Response, lang: Lang): Response {
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status > 399 || !location?.startsWith('/')) return response;
  const localised = localisedPath(location, lang);
  if (localised === location) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', localised);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The most of a sign-in or sign-up form read ahead: its few short fields fit many times over. */
const MAX_AUTH_FORM_BYTES = 16 * 1024;

/**
 * The fields of a sign-in, sign-up or checkout posted as a plain form, read ahead from a copy of the body: a refused form
 * is shown again with what was typed in it (src/lib/auth-page.ts), and by the time the page renders the action
 * has read the body (workerd refuses a second read).
 */
async function postedAuthForm(request: Request, url: URL): Promise<FormData | null> {
  if (
    !/^(auth\.sign(In|Up)Form|checkout\.placeOrderForm|account\.(requestPasswordReset|resetPassword|verifyEmail)Form)$/.test(
      url.searchParams.get('_action') ?? '',
    )
  )
    return null;
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  const length = Number(request.headers.get('Content-Length') ?? 'NaN');
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return null;
  if (!(length > 0 && length <= MAX_AUTH_FORM_BYTES)) return null;
  return request
    .clone()
    .formData()
    .catch(() => null);
}

/**
 * A catalogue page is the same for every visitor and may be kept by shared caches (always revalidated); for a
 * signed-in user its header names them, so that copy is for their browser alone.
 */
function keepSignedInPagePrivate(response: Response, signedIn: boolean): void {
  const cacheControl = response.headers.get('Cache-Control');
  const page = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (signedIn && page && cacheControl?.includes('public'))
    response.headers.set('Cache-Control', cacheControl.replace('public', 'private'));
}

/**
 * A signed-in page says what the sign-in did of what the visitor pressed before it (src/layouts/Document.astro):
 * said once, so the cookie goes with that page, and the page is kept by no cache, the service worker's included.
 */
function forgetSaidIntentOutcome(response: Response, read: boolean): void {
  const said = read && response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!said) return;
  response.headers.append('Set-Cookie', `${INTENT_DONE_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`);
  response.headers.set('Cache-Control', 'no-store');
}

/**
 * Every state-changing request must come from a page of this site: an Origin header naming this origin, and
 * not a text/plain body (which a foreign form could send without a preflight). Astro's own origin check
 * covers form posts only; this covers JSON action calls too.
 */
function refuseCrossSite(request: Request, url: URL): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  // The payment provider's events come from its servers, with no Origin: their signature is what is checked.
  if (url.pathname === PAYMENT_WEBHOOK_PATH) return null;
  const origin = request.headers.get('Origin');
  const contentType = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (origin === url.origin && !contentType.startsWith('text/plain')) return null;
  return new Response('Cross-site request refused.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The headers every response of the worker carries (static files get the same from public/_headers): HSTS,
 * nosniff, framing and referrer rules, and for anything that is not a page a CSP that lets it run nothing,
 * so that a JSON answer, a CSV export or an uploaded image opened on its own cannot act as a page. Pages keep
 * the CSP Astro computes for them.
 */
function withSecurityHeaders(response: Response): Response {
  let headers = response.headers;
  try {
    headers.set('Strict-Transport-Security', HSTS);
  } catch {
    // Headers of a response passed through from elsewhere can be immutable: copy it first.
    response = new Response(response.body, response);
    headers = response.headers;
    headers.set('Strict-Transport-Security', HSTS);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has('Content-Security-Policy') && !(headers.get('Content-Type') ?? '').startsWith('text/html')) {
    headers.set('Content-Security-Policy', NON_PAGE_CSP);
  }
  return response;
}
