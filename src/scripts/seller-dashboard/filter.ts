/**
 * Live search and status filter for the dashboard's lists (no framework): each [data-filter-root]
 * holds a search box, a status select, items with data-search and data-status, a count and an empty note. The list
 * holds only the newest few; when more exist, a search or filter of them says so and links to the same search on
 * the full screen ([data-filter-beyond]), where the form itself leads.
 */

/** The full screen's address for what the form holds, defaults left out: `/seller/manage-products?q=Madu&status=draft`. */
function fullSearchHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const kept = value.trim();
    if (!kept || (name === 'status' && kept === 'all')) continue;
    params.set(name, kept);
  }
  const query = params.toString();
  const action = form.getAttribute('action') ?? '';
  return query ? `${action}?${query}` : action;
}

export function setupFilters(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-filter-root]:not([data-filter-ready])')) {
    root.dataset.filterReady = '';
    const search = root.querySelector<HTMLInputElement>('[data-filter-search]');
    const status = root.querySelector('[data-filter-status]') as HTMLSelectElement | null;
    const count = root.querySelector<HTMLElement>('[data-filter-count]');
    const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
    const beyond = root.querySelector<HTMLElement>('[data-filter-beyond]');
    const beyondLink = beyond?.querySelector<HTMLAnchorElement>('[data-filter-beyond-link]');
    const form = search?.form ?? null;
    const items = () => [...root.querySelectorAll<HTMLElement>('[data-filter-item]')];
    const noun = root.dataset.filterNoun ?? 'product';
    const apply = () => {
      const q = (search?.value ?? '').trim().toLowerCase();
      const s = status?.value ?? 'all';
      let visible = 0;
      for (const item of items()) {
        const show = (!q || (item.dataset.search ?? '').includes(q)) && (s === 'all' || item.dataset.status === s);
        item.hidden = !show;
        if (show) visible++;
      }
      // The count in the page's language, as the server wrote its words on the count itself.
      if (count) {
        const { one, many } = count.dataset;
        count.textContent =
          one && many
            ? visible === 1
              ? one
              : many.replace('{count}', String(visible))
            : `${visible} ${visible === 1 ? noun : `${noun}s`}`;
      }
      if (empty) empty.hidden = visible > 0 || items().length === 0;
      if (beyond) beyond.hidden = !q && s === 'all';
      if (beyondLink && form) beyondLink.href = fullSearchHref(form);
    };
    search?.addEventListener('input', apply);
    status?.addEventListener('change', apply);
    apply();
  }
}
