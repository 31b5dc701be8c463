/**
 * Makes the listing live: choosing a filter or typing a search reloads the results in place, with the same
 * server rendering a plain submit would give, and keeps the address shareable. Without JS the form submits.
 */
import { paintHearts } from './card-actions';
import { applyPersonalView } from './listing-personal';

const form = document.querySelector<HTMLFormElement>('#listing-form');
const results = document.querySelector<HTMLElement>('#results');

if (form && results) {
  document.querySelector<HTMLElement>('[data-apply]')?.setAttribute('hidden', '');
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'relevance')) params.set(key, value);
    }
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
      applyPersonalView();
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
  form.addEventListener('input', (event) => {
    if ((event.target as HTMLInputElement).name !== 'q') return;
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), 300);
  });
}
