/*
 * Labuan Market's service worker: the pages a person opened stay readable without a connection.
 * - The shell (the favicon and the manifest) is stored at install, and whatever else it held is dropped. The
 *   offline page of the visitor's language, with the scripts it loads, is stored once a page has loaded and told
 *   this worker its language (the other language's when a page in it is first opened), so a first visit fetches
 *   one offline page, not both; an update stores again the offline pages the visitor had. The hashed files
 *   under /_astro/ never change, so any other one (and a product image) is stored the first time it is fetched,
 *   in a cache of at most ASSET_LIMIT files: the oldest go first, so an old build's files do not pile up.
 * - Product pictures: the variants the kept pages load (/media/pictures/..., named by their content, so never
 *   stale) are stored as they are fetched, at most PICTURE_LIMIT of them (a card's is 30 to 60 KB), the oldest
 *   going first; a page read offline shows the pictures it showed online.
 * - Pages (HTML): network first, revalidated with the ETag of the stored copy (a 304 keeps it); without a
 *   connection the stored copy is shown, marked with when it was saved (data-saved-at on <html>, read by the
 *   page's script, which shows the notice). A page never opened shows /offline (or /ms/offline).
 * - Never stored: anything not GET, other sites, a seller's own screens (a store page /seller/<id> is kept),
 *   /admin, /login, /signup, /auth, /checkout, /profile, /api, /_actions, and every other response that says
 *   Cache-Control: no-store. A page the server marks private (a signed-in user's: its header names them) is kept
 *   in a cache of that user's own; so, deliberately, are the buyer's cart, wishlist and order tracking, although
 *   they say no-store (meant for shared caches), because a buyer needs them offline. The page tells this worker
 *   who is signed in (src/scripts/service-worker.ts); when that changes, or on any sign-in or sign-out, every other
 *   user's cache is deleted, so no one
 *   sees another person's cart on a shared phone. Pages with Set-Cookie are invisible here (the browser hides
 *   that header), which is why sign-in and sign-up pages are never stored.
 */
const VERSION = 'v1';
const SHELL = `lm-shell-${VERSION}`;
const PAGES = `lm-pages-${VERSION}`;
const META = `lm-meta-${VERSION}`;
const ASSETS = `lm-assets-${VERSION}`;
const ASSET_LIMIT = 150;
const PICTURES = `lm-pictures-${VERSION}`;
const PICTURE_LIMIT = 120;
const PICTURE = /^\/media\/pictures\//;
const PRIVATE = `lm-private-${VERSION}:`;
const OFFLINE_PAGES = { en: '/offline', ms: '/ms/offline' };
// The app icons are not kept: a browser stores an installed app's icon itself.
const SHELL_FILES = ['/favicon.svg', '/manifest.webmanifest'];
// A seller's own screens (everything under /seller/ but a public store page, /seller/<id>) and the admin's.
const NEVER =
  /^\/(ms\/)?(seller\/(analytics|bulk-upload|manage-products|orders|products|reviews|store-settings)|seller-dashboard|admin|login|signup|auth|checkout|merchant-signup|api|_actions|language|profile)(\/|$|\.)/;
const PRIVATE_PAGE = /^\/(ms\/)?(cart|wishlist|track-order|orders\/[^/]+\/track)\/?$/;
const ASSET = /^\/(_astro|icons|products)\/|^\/favicon\.svg$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      const pages = await caches.open(PAGES);
      const keep = new Set(SHELL_FILES);
      // The offline pages of an older build are replaced by this build's, in the languages the visitor had.
      for (const path of Object.values(OFFLINE_PAGES)) {
        if (!(await pages.match(path))) continue;
        for (const file of await keepOfflinePage(path)) keep.add(file);
      }
      // This build's shell only: the files of an older one are dropped.
      for (const request of await shell.keys()) {
        if (!keep.has(new URL(request.url).pathname)) await shell.delete(request);
      }
      await self.skipWaiting();
    })(),
  );
});

/** Stores an offline page and the scripts it loads (its CSS is inlined); answers the scripts' paths. */
async function keepOfflinePage(path) {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.clone().text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  await (await caches.open(SHELL)).addAll(files);
  await (await caches.open(PAGES)).put(path, await stamped(response));
  return files;
}

/** The offline page of a page's language, stored the first time a page in that language reports in. */
async function keepOfflinePageFor(lang) {
  const path = OFFLINE_PAGES[lang];
  if (path && !(await (await caches.open(PAGES)).match(path))) await keepOfflinePage(path);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        const current = [SHELL, PAGES, META, ASSETS, PICTURES].includes(name) || name.startsWith(PRIVATE);
        if (name.startsWith('lm-') && !current) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Who the page says is signed in (null when no one), and its language. Older users' private caches are deleted. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'user') return;
  event.waitUntil(
    Promise.all([setUser(typeof data.id === 'string' ? data.id : null), keepOfflinePageFor(data.lang).catch(() => {})]),
  );
});

async function setUser(id) {
  const meta = await caches.open(META);
  await meta.put('/__user', new Response(JSON.stringify(id)));
  for (const name of await caches.keys()) {
    if (name.startsWith(PRIVATE) && name !== PRIVATE + id) await caches.delete(name);
  }
}

async function currentUser() {
  const stored = await (await caches.open(META)).match('/__user');
  return stored ? stored.json() : null;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    // Signing out (or in as someone else) ends every private copy on this device.
    if (/^\/_actions\/auth\./.test(url.pathname) || url.searchParams.has('_action')) {
      if (/auth\.sign/.test(url.pathname + url.search)) event.waitUntil(setUser(null));
    }
    return;
  }
  if (request.mode === 'navigate') {
    // A screen that is never kept (a seller's, the profile, checkout) still shows the offline page, not the
    // browser's error, when there is no connection.
    if (NEVER.test(url.pathname)) event.respondWith(fetch(request).catch(() => offlinePage(url)));
    else event.respondWith(page(url, event));
  } else if (ASSET.test(url.pathname)) {
    event.respondWith(asset(request, event, ASSETS, ASSET_LIMIT));
  } else if (PICTURE.test(url.pathname)) {
    event.respondWith(asset(request, event, PICTURES, PICTURE_LIMIT));
  }
});

/**
 * Hashed and static files, and pictures: from the cache when there, else fetched and kept in `cacheName` (the
 * oldest beyond `limit` dropped).
 */
async function asset(request, event, cacheName, limit) {
  const kept =
    (await caches.match(request, { ignoreSearch: true, cacheName: SHELL })) ??
    (await caches.match(request, { ignoreSearch: true, cacheName }));
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && !/no-store/.test(response.headers.get('Cache-Control') ?? '')) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const assets = await caches.open(cacheName);
        await assets.put(request, copy);
        const keys = await assets.keys();
        for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await assets.delete(old);
      })(),
    );
  }
  return response;
}

/** A copy to keep: the same response, with the moment it was saved. */
async function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set('X-Saved-At', new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, headers });
}

async function page(url, event) {
  const user = await currentUser();
  const own = user ? await caches.open(PRIVATE + user) : null;
  const shared = await caches.open(PAGES);
  const isPrivate = PRIVATE_PAGE.test(url.pathname);
  const key = url.pathname + url.search;
  const keptIn = own && (await own.match(key)) ? own : !isPrivate && (await shared.match(key)) ? shared : null;
  const kept = keptIn ? await keptIn.match(key) : undefined;
  let response;
  try {
    const headers = new Headers();
    const tag = kept?.headers.get('ETag');
    if (tag) headers.set('If-None-Match', tag);
    response = await fetch(key, { headers, credentials: 'same-origin', redirect: 'manual', cache: 'no-cache' });
  } catch {
    return (kept && (await marked(kept))) || offlinePage(url);
  }
  if (response.status === 304 && kept) {
    const fresh = await stamped(kept);
    event.waitUntil(keptIn.put(key, fresh.clone()));
    return fresh;
  }
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  // A page that is the same for everyone goes to the shared cache; one made for the signed-in user (private: the
  // header names them) to that user's cache; the buyer's cart, wishlist and tracking (no-store) likewise, on
  // purpose; any other no-store page nowhere.
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  const into = isPrivate || /private/.test(cacheControl) ? own : /no-store/.test(cacheControl) ? null : shared;
  if (into && (isPrivate || !/no-store/.test(cacheControl))) {
    const copy = await stamped(response.clone());
    event.waitUntil(
      (async () => {
        await into.put(key, copy);
        // The newer copy is the one to show: an older one in the other cache is dropped.
        if (into === own) await shared.delete(key);
        else if (own) await own.delete(key);
      })(),
    );
  }
  return response;
}

/** A kept page, marked as read from this device: the page's script shows when it was saved. */
async function marked(kept) {
  const savedAt = kept.headers.get('X-Saved-At') ?? '';
  const html = (await kept.text()).replace('<html', `<html data-saved-at="${savedAt.replace(/[^0-9TZ:.-]/g, '')}"`);
  return new Response(html, { status: 200, headers: kept.headers });
}

async function offlinePage(url) {
  const lang = url.pathname.startsWith('/ms/') || url.pathname === '/ms' ? 'ms' : 'en';
  const pages = await caches.open(PAGES);
  // The page's own language when kept, else the other: a visitor who never opened a page in it still learns why.
  const kept =
    (await pages.match(OFFLINE_PAGES[lang])) ?? (await pages.match(OFFLINE_PAGES[lang === 'ms' ? 'en' : 'ms']));
  return kept ? new Response(kept.body, { status: 503, headers: kept.headers }) : Response.error();
}
