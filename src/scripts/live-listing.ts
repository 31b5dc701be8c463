/**
 * Makes the listing live: choosing a filter or typing a search reloads the results in place, with the same
 * server rendering a plain submit would give, and keeps the address shareable. Without JS the form submits.
 * For You asks the server for the same results with the buyer's wishlisted products first (`fy`), so that
 * they lead the whole result, not only the page shown.
 */
import { paintHearts } from './card-actions';
import { $user } from '../stores/session';
import { $wishlist } from '../stores/shopping';
import { MAX_FIRST } from '../lib/catalogue';

const form = document.querySelector<HTMLFormElement>('#listing-form');
const results = document.querySelector<HTMLElement>('#results');
const viewButtons = document.querySelectorAll<HTMLButtonElement>('[data-view]');
let forYou = new URLSearchParams(location.search).has('fy');

function wishedIds(): string[] {
  const newestFirst = [...$wishlist.get()].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return newestFirst.map((item) => item.productId).slice(0, MAX_FIRST);
}

function showView() {
  for (const button of viewButtons) button.setAttribute('aria-pressed', String((button.dataset.view === 'foryou') === forYou));
}

if (form && results) {
  document.querySelector<HTMLElement>('[data-apply]')?.setAttribute('hidden', '');
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'relevance')) params.set(key, value);
    }
    const wished = forYou && $user.get() ? wishedIds() : [];
    if (forYou) params.set('fy', wished.join(','));
    const url = `/${params.size ? `?${params}` : ''}`;
    controller?.abort();
    controller = new AbortController();
    results.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`The listing answered ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const nextResults = next.querySelector('#results');
      const nextActions = next.querySelector('.filter-actions');
      if (nextResults) results.replaceChildren(...nextResults.childNodes);
      paintHearts();
      const actions = document.querySelector('.filter-actions');
      if (nextActions && actions) {
        actions.replaceChildren(...nextActions.childNodes);
        actions.querySelector('[data-apply]')?.setAttribute('hidden', '');
      }
      history.replaceState(null, '', url);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') form.submit();
    } finally {
      results.setAttribute('aria-busy', 'false');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void refresh();
  });
  document.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    if (target.form === form && target.tagName === 'SELECT') void refresh();
  });
  showView();
  for (const button of viewButtons) {
    button.addEventListener('click', () => {
      forYou = button.dataset.view === 'foryou';
      showView();
      void refresh();
    });
  }
  let wishedBefore = wishedIds().join(',');
  $wishlist.subscribe(() => {
    const now = wishedIds().join(',');
    if (forYou && now !== wishedBefore) void refresh();
    wishedBefore = now;
  });

  form.addEventListener('input', (event) => {
    if ((event.target as HTMLInputElement).name !== 'q') return;
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), 300);
  });
}
