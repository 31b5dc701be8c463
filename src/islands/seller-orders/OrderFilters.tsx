/**
 * Order Management's search, status and date filters: a plain GET form, so that filtering works before the
 * list's island runs; once it runs, typing and choosing load the matching page in place.
 */
import type { RefObject } from 'react';
import {
  DATE_FILTERS,
  ORDER_STATUS_FILTERS,
  isSellerStatus,
  type DateFilter,
  type OrderListQuery,
} from '../../lib/seller-orders';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { OrderListTexts } from './SellerOrderList';
import list from '../seller/SellerList.module.css';
import styles from './SellerOrders.module.css';

const DATES: readonly string[] = DATE_FILTERS.map((d) => d.value);

/** The filters as the form's fields hold them, whatever was typed or chosen before this island ran. */
export function queryOfForm(form: HTMLFormElement): OrderListQuery {
  const data = new FormData(form);
  const status = String(data.get('status') ?? 'all');
  const date = String(data.get('date') ?? 'all');
  return {
    search: String(data.get('q') ?? '').trim(),
    status: isSellerStatus(status) ? status : 'all',
    date: DATES.includes(date) ? (date as DateFilter) : 'all',
    page: 1,
  };
}

export const fieldsOf = (query: OrderListQuery) => ({ q: query.search, status: query.status, date: query.date });

interface Props {
  form: RefObject<HTMLFormElement | null>;
  /** The filters the page was rendered with. */
  initial: OrderListQuery;
  texts: OrderListTexts['list'];
  statuses: OrderListTexts['statuses'];
  lang: Lang;
  /** A letter typed in the search (the list waits for a pause). */
  onTyped: () => void;
  /** A status or date chosen, or the form sent. */
  onChosen: () => void;
}

export default function OrderFilters({ form, initial, texts: t, statuses, lang, onTyped, onChosen }: Props) {
  return (
    <form
      ref={form}
      className={`card ${list.toolbar} ${styles.toolbar}`}
      method="get"
      action={localisedPath('/seller/orders', lang)}
      role="search"
      data-print="hide"
      onSubmit={(e) => {
        e.preventDefault();
        onChosen();
      }}
    >
      <label className="visually-hidden" htmlFor="order-search">
        {t.searchLabel}
      </label>
      <input
        id="order-search"
        className="input"
        type="search"
        name="q"
        placeholder={t.searchPlaceholder}
        defaultValue={initial.search}
        maxLength={200}
        autoComplete="off"
        onChange={onTyped}
      />
      <label className="visually-hidden" htmlFor="order-status">
        {t.statusLabel}
      </label>
      <select id="order-status" className="select" name="status" defaultValue={initial.status} onChange={onChosen}>
        {ORDER_STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === 'all' ? t.allStatus : statuses[option.value]}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="order-date">
        {t.dateLabel}
      </label>
      <select id="order-date" className="select" name="date" defaultValue={initial.date} onChange={onChosen}>
        {DATE_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {t.dates[option.value]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline no-js-only">
        {t.apply}
      </button>
    </form>
  );
}
