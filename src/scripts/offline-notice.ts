/**
 * Loaded only on a page read from this device or on the offline page (src/scripts/offline.ts): the notice of
 * when the page was saved, and the list of pages saved on this device.
 */
import { $user } from '../stores/session';
import { offline as en } from '../i18n/en/offline';
import { offline as ms } from '../i18n/ms/offline';
import { formatDate } from '../lib/dates';

const PAGES = 'lm-pages-v1';
const PRIVATE = 'lm-private-v1:';
const isMs = document.documentElement.lang.startsWith('ms');
const t = isMs ? ms : en;
const locale = isMs ? 'ms-MY' : 'en-MY';
const when = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale);

const savedAt = document.documentElement.dataset.savedAt;
if (savedAt) {
  const notice = document.createElement('p');
  notice.className = 'offline-notice';
  notice.setAttribute('role', 'status');
  notice.textContent = t.notice(when(savedAt));
  document.body.prepend(notice);
}

const list = document.querySelector<HTMLUListElement>('[data-saved-pages]');
if (list && 'caches' in window) void listSavedPages(list);

async function listSavedPages(into: HTMLUListElement): Promise<void> {
  const user = $user.get()?.id ?? null;
  const names = [PAGES, ...(user ? [PRIVATE + user] : [])];
  const pages: { href: string; title: string; savedAt: string }[] = [];
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (/^\/(ms\/)?offline$/.test(url.pathname)) continue;
      const response = await cache.match(request);
      if (!response) continue;
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? url.pathname;
      const text = document.createElement('textarea');
      // The shop's name after the page's own is left out: every page has it.
      text.innerHTML = title.replace(/ \| [^|]+$/, '');
      pages.push({
        href: url.pathname + url.search,
        title: text.value,
        savedAt: response.headers.get('X-Saved-At') ?? '',
      });
    }
  }
  pages.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  for (const saved of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = saved.href;
    link.textContent = saved.title;
    const date = document.createElement('span');
    date.textContent = saved.savedAt ? t.savedOn(when(saved.savedAt)) : '';
    item.append(link, date);
    into.append(item);
  }
  const none = document.querySelector<HTMLElement>('[data-no-saved-pages]');
  if (none) none.hidden = pages.length > 0;
}
