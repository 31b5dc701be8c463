/**
 * Live search and status filter for the dashboard's lists (no framework): each [data-filter-root]
 * holds a search box, a status select, items with data-search and data-status, a count and an empty note.
 */
export function setupFilters(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-filter-root]:not([data-filter-ready])')) {
    root.dataset.filterReady = '';
    const search = root.querySelector<HTMLInputElement>('[data-filter-search]');
    const status = root.querySelector('[data-filter-status]') as HTMLSelectElement | null;
    const count = root.querySelector<HTMLElement>('[data-filter-count]');
    const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
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
    };
    search?.addEventListener('input', apply);
    status?.addEventListener('change', apply);
    apply();
  }
}
