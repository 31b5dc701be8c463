/**
 * Registers the service worker (public/sw.js) and tells it who is signed in, so that it keeps private pages for
 * that user only, and the page's language, so that it keeps the offline page in that language. Loaded by
 * src/scripts/offline.ts after the page has loaded.
 */
import { $user } from '../stores/session';

navigator.serviceWorker
  .register('/sw.js')
  .then(async () => {
    const ready = await navigator.serviceWorker.ready;
    const lang = document.documentElement.lang.startsWith('ms') ? 'ms' : 'en';
    ready.active?.postMessage({ type: 'user', id: $user.get()?.id ?? null, lang });
    // Fetched once through the worker, so that the notice's code is kept for the day the page is offline.
    if (navigator.serviceWorker.controller) void import('./offline-notice');
  })
  .catch(() => {});
