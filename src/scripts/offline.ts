/**
 * Offline use, on every page: after load, registers the service worker (public/sw.js; src/scripts/service-worker.ts,
 * loaded only then, so that it is no part of what a page needs before it works). The notice on a page the worker
 * read from this device, and the list on the offline page, load only there (src/scripts/offline-notice.ts).
 */

if (document.documentElement.dataset.savedAt || document.querySelector('[data-saved-pages]')) {
  void import('./offline-notice');
}

if ('serviceWorker' in navigator) {
  const register = () => void import('./service-worker').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
