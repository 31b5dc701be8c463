/**
 * What the order list's header buttons and its list island share: the filters in force, as a query string,
 * so that Export Orders downloads exactly the orders listed.
 */
import { atom } from 'nanostores';

/** null until the list island has started; the header then uses the query the page was rendered with. */
export const $orderListQuery = atom<string | null>(null);

export function showOrderListQuery(query: string): void {
  $orderListQuery.set(query);
}
