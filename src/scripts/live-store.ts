/**
 * The store page's search, price filter and sort, applied as you type or choose, with the same rules the
 * server used for the first paint (src/lib/catalogue). Without JS the forms submit and the server applies them.
 */
import {
  filterStoreProducts,
  parseReviewSort,
  parseStoreQuery,
  sortReviews,
  type CatalogueProduct,
} from '../lib/catalogue';

const filterForm = document.querySelector<HTMLFormElement>('[data-store-filters]');
const grid = document.querySelector<HTMLUListElement>('[data-store-grid]');

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value) params.set(key, value);
  return params;
}

function keepInAddress(updates: Record<string, string>) {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(updates)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  history.replaceState(null, '', url);
}

if (filterForm && grid) {
  filterForm.querySelector('[data-apply]')?.setAttribute('hidden', '');
  const items = [...grid.children] as HTMLLIElement[];
  // Only the fields the store filters read; the rest of a catalogue product does not matter here.
  const products = items.map(
    (li, index) =>
      ({
        id: String(index),
        name: li.dataset.name ?? '',
        description: li.dataset.description ?? '',
        priceSen: Number(li.dataset.price),
        createdAt: li.dataset.created ?? '',
      }) as CatalogueProduct,
  );
  const count = document.querySelector('[data-store-count]');
  const empty = document.querySelector<HTMLElement>('[data-store-empty]');

  const apply = () => {
    const params = formParams(filterForm);
    const query = parseStoreQuery(params);
    const matching = filterStoreProducts(products, query);
    const shown = new Set(matching.map((p) => p.id));
    for (const product of matching) grid.append(items[Number(product.id)]!);
    items.forEach((li, index) => {
      li.hidden = !shown.has(String(index));
    });
    if (count) count.textContent = `${matching.length} of ${items.length} products`;
    if (empty) empty.hidden = matching.length > 0;
    keepInAddress({ q: query.q, price: query.price, sort: query.sort === 'name' ? '' : query.sort });
  };
  filterForm.addEventListener('input', apply);
  filterForm.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
}

const reviewForm = document.querySelector<HTMLFormElement>('[data-review-sort]');
const reviewList = document.querySelector<HTMLUListElement>('[data-review-list]');
if (reviewForm && reviewList) {
  reviewForm.querySelector('[data-apply]')?.setAttribute('hidden', '');
  const reviews = ([...reviewList.children] as HTMLLIElement[]).map((li) => ({
    li,
    rating: Number(li.dataset.rating),
    createdAt: li.dataset.created ?? '',
  }));
  const sortNow = () => {
    const sort = parseReviewSort(formParams(reviewForm).get('reviews'));
    for (const review of sortReviews(reviews, sort)) reviewList.append(review.li);
    keepInAddress({ reviews: sort === 'newest' ? '' : sort });
  };
  reviewForm.addEventListener('change', sortNow);
  reviewForm.addEventListener('submit', (event) => {
    event.preventDefault();
    sortNow();
  });
}
