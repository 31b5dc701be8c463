/**
 * Suggestions under the listing's search box as one types (from two characters): products, stores and categories
 * (GET /api/suggest), as an ARIA combobox. Arrow keys move through them (the field keeps the focus and names the
 * one chosen with aria-activedescendant), Enter opens it, Escape closes the list. Without scripts the box is a plain
 * search field.
 */
import { MIN_SUGGEST } from '../lib/search-terms';

interface Shown {
  label: string;
  kind: string;
  href: string;
}

const input = document.querySelector<HTMLInputElement>('#listing-search');
const list = document.querySelector<HTMLElement>('#listing-suggestions');

if (input && list && input.form) {
  const form = input.form;
  const lang = new URL(form.action).pathname.startsWith('/ms') ? 'ms' : 'en';
  let shown: Shown[] = [];
  let active = -1;
  let asking: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  const choose = (index: number) => {
    active = index;
    for (const [i, option] of [...list.children].entries()) option.setAttribute('aria-selected', String(i === index));
    if (index >= 0) {
      input.setAttribute('aria-activedescendant', `${list.id}-${index}`);
      list.children[index]?.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    shown = [];
    list.replaceChildren();
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    choose(-1);
  };

  const open = (suggestions: Shown[]) => {
    shown = suggestions;
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement('div');
        option.id = `${list.id}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const label = document.createElement('span');
        label.textContent = suggestion.label;
        label.translate = false;
        const kind = document.createElement('span');
        kind.className = 'suggestion-kind';
        kind.textContent = suggestion.kind;
        option.append(label, kind);
        // Pressed, not clicked: the field keeps its focus until the address changes.
        option.addEventListener('mousedown', (event) => {
          event.preventDefault();
          location.assign(suggestion.href);
        });
        return option;
      }),
    );
    list.hidden = suggestions.length === 0;
    input.setAttribute('aria-expanded', String(suggestions.length > 0));
    choose(-1);
  };

  const ask = async () => {
    const typed = input.value.trim();
    asking?.abort();
    if ([...typed].length < MIN_SUGGEST) return close();
    asking = new AbortController();
    try {
      const response = await fetch(`/api/suggest?${new URLSearchParams({ q: typed, lang })}`, {
        signal: asking.signal,
      });
      if (!response.ok) return close();
      const { suggestions } = (await response.json()) as { suggestions: Shown[] };
      if (document.activeElement === input) open(suggestions);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') close();
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), 120);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return;
      event.preventDefault();
      // Past either end the field itself is chosen again, as the list's own position -1.
      if (event.key === 'ArrowDown') choose(active + 1 >= shown.length ? -1 : active + 1);
      else choose(active - 1 < -1 ? shown.length - 1 : active - 1);
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      location.assign(shown[active]!.href);
    } else if (event.key === 'Escape' && shown.length) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => close());
}
