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
 * True when a field of the form holds another value than the page was rendered with: a search typed or a filter
 * chosen before this script arrived (or put back by the browser), which the results shown do not follow yet.
 */
export function changedBeforeStart(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement && field.value !== field.defaultValue) return true;
    if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) return true;
    }
  }
  return false;
}
