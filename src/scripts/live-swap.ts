/**
 * The live part of a server-rendered form (the listing's filters, the store's search and review order): the
 * page at the form's new address is fetched and the given parts of this page are replaced by the same parts
 * of that one, the same rendering a plain submit would give, and the address follows as a new history
 * entry, so that Back returns to the filters before. A newer request cancels an older one; if the fetch
 * fails, the form is submitted the plain way.
 */
import { followHistory } from './history';

export function liveSwap(
  form: HTMLFormElement,
  selectors: string[],
  address: () => string,
  after: () => void = () => {},
) {
  let controller: AbortController | null = null;
  const show = followHistory();
  return async () => {
    const targets = selectors.map((selector) => document.querySelector(selector));
    const busy = targets[0];
    if (!busy) return;
    const url = address();
    controller?.abort();
    controller = new AbortController();
    busy.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`The page answered ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      selectors.forEach((selector, i) => {
        const part = next.querySelector(selector);
        if (part && targets[i]) targets[i].replaceChildren(...part.childNodes);
      });
      after();
      show(url);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') form.submit();
    } finally {
      busy.setAttribute('aria-busy', 'false');
    }
  };
}

/**
 * True when the form holds values its page's address does not: a search typed or a filter chosen before this
 * script arrived, which the page was not rendered for. A value equal to its default (`sort: 'relevance'`) counts
 * as none on either side.
 */
export function changedBeforeStart(form: HTMLFormElement, defaults: Record<string, string> = {}): boolean {
  const inAddress = new URLSearchParams(location.search);
  const meant = (key: string, value: string | null) => (value && value !== defaults[key] ? value.trim() : '');
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && meant(key, value) !== meant(key, inAddress.get(key))) return true;
  }
  return false;
}
