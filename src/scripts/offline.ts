/**
 * Offline use, on every page: registers the service worker (public/sw.js) after load and tells it who is
 * signed in (so that it keeps private pages for that user only). The notice on a page the worker read from this
 * device, and the list on the offline page, load only there (src/scripts/offline-notice.ts).
 */

function signedInUser(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem('session') ?? 'null');
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

if (document.documentElement.dataset.savedAt || document.querySelector('[data-saved-pages]')) {
  void import('./offline-notice');
}

if ('serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async () => {
        const ready = await navigator.serviceWorker.ready;
        ready.active?.postMessage({ type: 'user', id: signedInUser() });
        // Fetched once through the worker, so that the notice's code is kept for the day the page is offline.
        if (navigator.serviceWorker.controller) void import('./offline-notice');
      })
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
