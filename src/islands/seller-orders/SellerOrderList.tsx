/**
 * Order Management's list: the summary cards, the search, status and date filters, one page of rows with
 * their View button and menu, the page links, and the status dialog. The filters are a plain GET form and
 * the page links plain links, so that the list works before this island runs; once it runs, typing and
 * choosing load the matching page from the server in place, and the address keeps the state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DATE_FILTERS,
  FIRST_ORDER_PAGE,
  ORDER_STATUS_FILTERS,
  SELLER_STATUS_LABELS,
  contactCustomerHref,
  filtersToQuery,
  isSellerStatus,
  type DateFilter,
  type OrderListQuery,
  type SellerOrderPage,
  type SellerOrderRow,
} from '../../lib/seller-orders';
import { sellerStatusTone } from '../../lib/orders';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/dates';
import { initials } from '../../lib/rating';
import { showOrderListQuery } from '../../stores/seller-orders';
import type { ConnectionTexts } from '../form/ConnectionNotice';
import StatusDialog, { type StatusTarget } from './StatusDialog';
import Banner from '../seller/Banner';
import PageLinks from '../seller/PageLinks';
import RowMenu from '../seller/RowMenu';
import { useDebounced, useFilterForm, useLiveList } from '../seller/live-list';
import list from '../seller/SellerList.module.css';
import styles from './SellerOrders.module.css';

interface Props {
  initial: SellerOrderPage;
  /** What the status dialog says when a change did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
}

const money = (sen: number) => formatMoney(sen, 'USD');
const shortDate = (iso: string) => formatDate(iso);
const addressOf = (query: OrderListQuery) => `/seller/orders${filtersToQuery(query)}`;
const DATES: readonly string[] = DATE_FILTERS.map((d) => d.value);

/** The filters as the form's fields hold them, whatever was typed or chosen before this island ran. */
function queryOfForm(form: HTMLFormElement): OrderListQuery {
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

const fieldsOf = (query: OrderListQuery) => ({ q: query.search, status: query.status, date: query.date });

export default function SellerOrderList({ initial, connection }: Props) {
  const { list: current, setList, load, loading } = useLiveList(initial, addressOf);
  const [target, setTarget] = useState<StatusTarget | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { orders, summary, matching, more, page, pageCount, query } = current;
  const found = `${matching}${more ? '+' : ''}`;
  const filtered = query.search !== '' || query.status !== 'all' || query.date !== 'all';

  useEffect(() => {
    showOrderListQuery(filtersToQuery({ ...query, page: 1 }));
  }, [query]);

  const reloadFromForm = useCallback(() => {
    if (form.current) void load(queryOfForm(form.current));
  }, [load]);
  const typed = useDebounced(reloadFromForm);

  const setFields = useFilterForm(form, fieldsOf(initial.query), reloadFromForm);

  function clearFilters() {
    setFields(fieldsOf(FIRST_ORDER_PAGE));
    void load(FIRST_ORDER_PAGE);
  }

  function openDialog(order: SellerOrderRow, preset?: 'cancelled') {
    setBanner(null);
    setTarget({ id: order.id, status: order.status, preset });
  }

  const cards = [
    { label: 'Total Orders', value: String(summary.totalOrders), note: '+12% this month' },
    { label: 'Total Revenue', value: money(summary.totalRevenueSen), note: '+8.5% this month' },
    { label: 'Pending Orders', value: String(summary.pendingOrders), note: 'Requires attention' },
    { label: 'Shipped Orders', value: String(summary.shippedOrders), note: 'In transit' },
  ];

  return (
    <div className={list.page}>
      <ul className={styles.cards} role="list">
        {cards.map((card) => (
          <li key={card.label} className={`card ${styles.statCard}`}>
            <p className={styles.statLabel}>{card.label}</p>
            <p className={styles.statValue}>{card.value}</p>
            <p className={styles.statNote}>{card.note}</p>
          </li>
        ))}
      </ul>

      <form
        ref={form}
        className={`card ${list.toolbar} ${styles.toolbar}`}
        method="get"
        action="/seller/orders"
        role="search"
        data-print="hide"
        onSubmit={(e) => {
          e.preventDefault();
          reloadFromForm();
        }}
      >
        <label className="visually-hidden" htmlFor="order-search">
          Search orders
        </label>
        <input
          id="order-search"
          className="input"
          type="search"
          name="q"
          placeholder="Search orders by ID, customer name, email, or product..."
          defaultValue={initial.query.search}
          maxLength={200}
          autoComplete="off"
          onChange={typed}
        />
        <label className="visually-hidden" htmlFor="order-status">
          Filter by status
        </label>
        <select
          id="order-status"
          className="select"
          name="status"
          defaultValue={initial.query.status}
          onChange={reloadFromForm}
        >
          {ORDER_STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="order-date">
          Filter by date
        </label>
        <select
          id="order-date"
          className="select"
          name="date"
          defaultValue={initial.query.date}
          onChange={reloadFromForm}
        >
          {DATE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline no-js-only">
          Apply
        </button>
      </form>

      {banner && <Banner tone="success" text={banner} onDismiss={() => setBanner(null)} />}

      <section className={`card ${styles.listCard}`} aria-labelledby="orders-heading" aria-busy={loading}>
        <div className={styles.listHead}>
          <h2 id="orders-heading">Orders ({found})</h2>
          <span className={`badge tone-secondary ${styles.countBadge}`} aria-live="polite">
            {found} of {summary.totalOrders} orders
          </span>
        </div>
        {current.searchedNewest !== null && summary.totalOrders > current.searchedNewest && (
          <p className={styles.searchNote}>
            Searched your newest {current.searchedNewest.toLocaleString('en-MY')} orders. Type 3 or more characters to
            search them all.
          </p>
        )}
        {orders.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No orders found</p>
            <p>
              {summary.totalOrders === 0
                ? 'Your orders will show here as soon as a buyer orders one of your products.'
                : 'Try another search or filter.'}
            </p>
            {summary.totalOrders > 0 && filtered && (
              <a
                className="btn btn-outline btn-sm"
                href="/seller/orders"
                onClick={(e) => {
                  e.preventDefault();
                  clearFilters();
                }}
              >
                Clear Filters
              </a>
            )}
          </div>
        ) : (
          <ul className={styles.list} role="list">
            {orders.map((order) => (
              <li key={order.id} className={styles.row} data-order-id={order.id}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(order.customerName) || '?'}
                </span>
                <div className={styles.main}>
                  <p className={styles.rowTitle}>
                    <span className={styles.orderId}>{order.id}</span>
                    <span className={`badge tone-${sellerStatusTone(order.status)}`}>
                      {SELLER_STATUS_LABELS[order.status]}
                    </span>
                  </p>
                  <p className={styles.customer}>{order.customerName}</p>
                  <p className={styles.meta}>
                    {order.product}
                    {order.products.length > 1 && ` + ${order.products.length - 1} more`}
                  </p>
                  <p className={styles.meta}>
                    <span>{shortDate(order.createdAt)}</span>
                    {order.trackingNumber && <span className={styles.tracking}>Tracking: {order.trackingNumber}</span>}
                  </p>
                </div>
                <div className={styles.figures}>
                  <strong className={styles.total}>{money(order.totalSen)}</strong>
                  <span className={styles.meta}>Qty: {order.quantity}</span>
                </div>
                <div className={styles.rowActions} data-print="hide">
                  <a className="btn btn-outline btn-sm" href={`/seller/orders/${encodeURIComponent(order.id)}`}>
                    View<span className="visually-hidden"> order {order.id}</span>
                  </a>
                  <RowMenu
                    label={`order ${order.id}`}
                    id={`order-menu-${order.id}`}
                    className={styles.orderMenu}
                    items={[
                      { label: 'View Details', href: `/seller/orders/${encodeURIComponent(order.id)}` },
                      { label: 'Update Status', onSelect: () => openDialog(order) },
                      { label: 'Contact Customer', href: contactCustomerHref(order) },
                      {
                        label: 'Generate Invoice',
                        href: `/seller/orders/${encodeURIComponent(order.id)}/print`,
                        newTab: true,
                      },
                      {
                        label: 'Print Label',
                        href: `/seller/orders/${encodeURIComponent(order.id)}/print?label=1`,
                        newTab: true,
                      },
                      order.status === 'pending' && {
                        label: 'Cancel Order',
                        danger: true,
                        onSelect: () => openDialog(order, 'cancelled'),
                      },
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={page}
          pageCount={pageCount}
          href={(to) => addressOf({ ...query, page: to })}
          onGo={(to) => void load({ ...query, page: to })}
        />
      </section>

      <StatusDialog
        target={target}
        connection={connection}
        onClose={() => setTarget(null)}
        onSaved={({ to, order, stockRestored }) => {
          const id = target?.id;
          setTarget(null);
          if (order)
            setList((shown) => ({ ...shown, orders: shown.orders.map((row) => (row.id === order.id ? order : row)) }));
          // The summary cards and a status filter may no longer match: the page is read again.
          void load(query);
          setBanner(
            `Order ${id} is now ${SELLER_STATUS_LABELS[to].toLowerCase()}.${stockRestored ? ' Its items are back in stock.' : ''}`,
          );
        }}
      />
    </div>
  );
}
