/**
 * A paged seller list kept live: loading a state fetches the page's own address (asking for JSON, so that
 * the server runs the very query a plain GET would), replaces what is shown and keeps the address shareable,
 * each state a history entry (Back returns to the one before).
 * A newer load cancels an older one; when a load fails, the browser goes to the address itself.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { followHistory } from '../../scripts/history';

export function useLiveList<Q, T extends { query: Q }>(initial: T, addressOf: (query: Q) => string) {
  const [list, setList] = useState(initial);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const show = useRef<(address: string) => void>(() => {});

  useEffect(() => {
    show.current = followHistory();
    return () => controller.current?.abort();
  }, []);

  const load = useCallback(
    async (query: Q): Promise<T | null> => {
      const url = addressOf(query);
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setLoading(true);
      try {
        const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: mine.signal });
        if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) {
          throw new Error(`The list answered ${response.status}`);
        }
        const next = (await response.json()) as T;
        if (controller.current !== mine) return null;
        setList(next);
        show.current(addressOf(next.query));
        return next;
      } catch (error) {
        if ((error as Error).name !== 'AbortError') window.location.assign(url);
        return null;
      } finally {
        if (controller.current === mine) setLoading(false);
      }
    },
    [addressOf],
  );

  return { list, setList, load, loading };
}

/** Waits until typing pauses before it calls `run`: the same delay as the public listing's search. */
export function useDebounced(run: () => void, delay = 300) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delay);
  }, [delay]);
}

/** A list's filter form, by its fields' names: the values a query gives them. */
export type FilterFields = Record<string, string>;

/**
 * The filter form of a live list. What was typed or chosen before the island ran wins over the page the
 * server rendered: if a field differs from `initial` at hydration, `reload` runs. Returns a function that puts
 * a query's values into the fields (Clear Filters).
 */
export function useFilterForm(form: RefObject<HTMLFormElement | null>, initial: FilterFields, reload: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: compares the fields with the server-rendered query once, at hydration
  useEffect(() => {
    const now = form.current;
    if (
      now &&
      Object.entries(initial).some(([name, value]) => String(new FormData(now).get(name) ?? '').trim() !== value)
    )
      reload();
  }, []);
  return useCallback(
    (fields: FilterFields) => {
      for (const [name, value] of Object.entries(fields)) {
        const field = form.current?.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
      }
    },
    [form],
  );
}
