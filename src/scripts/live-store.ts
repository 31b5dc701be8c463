/**
 * The store page's search, price filter, sort and review order, applied as you type or choose: the page is
 * fetched again with the new query and its products (or reviews) swapped in, the same server rendering a
 * plain submit would give, so a store of any size costs one page. Without JS the forms submit.
 */
import { paintHearts } from './card-actions';
import { changedBeforeStart, liveSwap } from './live-swap';

const filterForm = document.querySelector<HTMLFormElement>('[data-store-filters]');
const reviewForm = document.querySelector<HTMLFormElement>('[data-review-sort]');

function formParams(form: HTMLFormElement, defaults: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value && defaults[key] !== value) params.set(key, value);
  }
  return params;
}

/** This page's address with `params` in place of the ones the form owns, and the others kept. */
function addressWith(params: URLSearchParams, owned: string[]): string {
  const next = new URLSearchParams(location.search);
  for (const key of [...owned, 'page']) next.delete(key);
  for (const [key, value] of params) next.set(key, value);
  const text = next.toString();
  return `${location.pathname}${text ? `?${text}` : ''}`;
}

if (filterForm) {
  filterForm.querySelector('[data-apply]')?.setAttribute('hidden', '');
  const refresh = liveSwap(
    filterForm,
    ['[data-store-results]'],
    () => addressWith(formParams(filterForm, { sort: 'name' }), ['q', 'price', 'sort', 'tab']),
    paintHearts,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  filterForm.addEventListener('input', (event) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), (event.target as HTMLElement).tagName === 'SELECT' ? 0 : 300);
  });
  filterForm.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void refresh();
  });
  // A search typed or a filter chosen while this script was still on its way is run now, as typing would have.
  if (changedBeforeStart(filterForm)) void refresh();
}

if (reviewForm) {
  reviewForm.querySelector('[data-apply]')?.setAttribute('hidden', '');
  const refresh = liveSwap(reviewForm, ['[data-review-list]'], () => {
    const params = formParams(reviewForm, { reviews: 'newest' });
    return addressWith(params, ['reviews', 'tab', 'rpage']);
  });
  reviewForm.addEventListener('change', () => void refresh());
  reviewForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void refresh();
  });
}
