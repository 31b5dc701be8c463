/**
 * Makes the listing live: choosing a filter or typing a search reloads the results in place, with the same
 * server rendering a plain submit would give, and keeps the address shareable. Without JS the form submits.
 * For You asks the server for the same results with the buyer's wishlisted products first (`fy`), so that
 * they lead the whole result, not only the page shown.
 */
import { paintHearts } from './card-actions';
import { changedBeforeStart, liveSwap } from './live-swap';
import { $user } from '../stores/session';
import { $wishlist } from '../stores/shopping';
import { MAX_FIRST } from '../lib/catalogue';

const form = document.querySelector<HTMLFormElement>('#listing-form');
const viewButtons = document.querySelectorAll<HTMLButtonElement>('[data-view]');
let forYou = new URLSearchParams(location.search).has('fy');

function wishedIds(): string[] {
  const newestFirst = [...$wishlist.get()].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return newestFirst.map((item) => item.productId).slice(0, MAX_FIRST);
}

function showView() {
  for (const button of viewButtons)
    button.setAttribute('aria-pressed', String((button.dataset.view === 'foryou') === forYou));
}

if (form && document.querySelector('#results')) {
  document.querySelector<HTMLElement>('[data-apply]')?.setAttribute('hidden', '');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const address = () => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'relevance'))
        params.set(key, value);
    }
    const wished = forYou && $user.get() ? wishedIds() : [];
    if (forYou) params.set('fy', wished.join(','));
    // The form's own address: /ms keeps its language.
    return `${new URL(form.action).pathname}${params.size ? `?${params}` : ''}`;
  };
  const refresh = liveSwap(form, ['#results', '.filter-actions'], address, () => {
    paintHearts();
    document.querySelector('.filter-actions [data-apply]')?.setAttribute('hidden', '');
  });

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

  // A search typed or a filter chosen while this script was still on its way is run now, as typing would have.
  if (changedBeforeStart(form)) void refresh();
}
