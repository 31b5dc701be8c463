/**
 * Order Management's list: the summary cards, the search, status and date filters (live, and as a plain GET
 * form before the script arrives), the rows with their View button and menu, and the status dialog.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  SELLER_STATUS_LABELS,
  contactCustomerHref,
  filterSellerOrders,
  filtersToQuery,
  initialsOf,
  summariseOrders,
  type DateFilter,
  type OrderFilters,
  type SellerOrderRow,
  type StatusFilter,
} from '../../lib/seller-orders';
import { sellerStatusTone } from '../../lib/orders';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/dates';
import { showOrderListQuery } from '../../stores/seller-orders';
import StatusDialog, { type StatusTarget } from './StatusDialog';
import Banner from '../seller/Banner';
import RowMenu from '../seller/RowMenu';
import list from '../seller/SellerList.module.css';
import styles from './SellerOrders.module.css';

interface Props {
  orders: SellerOrderRow[];
  filters: OrderFilters;
  /** The server's clock when the page was rendered, so that the date filter agrees before and after hydration. */
  now: string;
}

const money = (sen: number) => formatMoney(sen, 'USD');
const shortDate = (iso: string) => formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' }, 'en-US');

export default function SellerOrderList({ orders: initial, filters: initialFilters, now }: Props) {
  const [orders, setOrders] = useState(initial);
  const [filters, setFilters] = useState(initialFilters);
  const [target, setTarget] = useState<StatusTarget | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const clock = useMemo(() => new Date(now), [now]);
  const shown = useMemo(() => filterSellerOrders(orders, filters, clock), [orders, filters, clock]);
  const summary = useMemo(() => summariseOrders(orders), [orders]);

  useEffect(() => {
    const query = filtersToQuery(filters);
    showOrderListQuery(query);
    if (window.location.search !== query) history.replaceState(null, '', `${window.location.pathname}${query}`);
  }, [filters]);

  const update = (patch: Partial<OrderFilters>) => setFilters((current) => ({ ...current, ...patch }));

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

      <form className={`card ${list.toolbar} ${styles.toolbar}`} method="get" action="/seller/orders" role="search" data-print="hide" onSubmit={(e) => e.preventDefault()}>
        <label className="visually-hidden" htmlFor="order-search">
          Search orders
        </label>
        <input
          id="order-search"
          className="input"
          type="search"
          name="q"
          placeholder="Search orders by ID, customer name, email, or product..."
          value={filters.search}
          onChange={(e) => update({ search: e.target.value })}
        />
        <label className="visually-hidden" htmlFor="order-status">
          Filter by status
        </label>
        <select id="order-status" className="select" name="status" value={filters.status} onChange={(e) => update({ status: e.target.value as StatusFilter })}>
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="order-date">
          Filter by date
        </label>
        <select id="order-date" className="select" name="date" value={filters.date} onChange={(e) => update({ date: e.target.value as DateFilter })}>
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

      <section className={`card ${styles.listCard}`} aria-labelledby="orders-heading">
        <div className={styles.listHead}>
          <h2 id="orders-heading">Orders ({shown.length})</h2>
          <span className={`badge tone-secondary ${styles.countBadge}`} aria-live="polite">
            {shown.length} of {orders.length} orders
          </span>
        </div>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No orders found</p>
            <p>{orders.length === 0 ? 'Your orders will show here as soon as a buyer orders one of your products.' : 'Try another search or filter.'}</p>
            {orders.length > 0 && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setFilters({ search: '', status: 'all', date: 'all' })}>
                Clear Filters
              </button>
            )}
          </div>
        ) : (
          <ul className={styles.list} role="list">
            {shown.map((order) => (
              <li key={order.id} className={styles.row} data-order-id={order.id}>
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(order.customerName)}
                </span>
                <div className={styles.main}>
                  <p className={styles.rowTitle}>
                    <span className={styles.orderId}>{order.id}</span>
                    <span className={`badge tone-${sellerStatusTone(order.status)}`}>{SELLER_STATUS_LABELS[order.status]}</span>
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
                      { label: 'Generate Invoice', href: `/seller/orders/${encodeURIComponent(order.id)}/print`, newTab: true },
                      { label: 'Print Label', href: `/seller/orders/${encodeURIComponent(order.id)}/print?label=1`, newTab: true },
                      order.status === 'pending' && { label: 'Cancel Order', danger: true, onSelect: () => openDialog(order, 'cancelled') },
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <StatusDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={({ to, order, stockRestored }) => {
          const id = target?.id;
          setTarget(null);
          if (order) setOrders((current) => current.map((row) => (row.id === order.id ? order : row)));
          setBanner(`Order ${id} is now ${SELLER_STATUS_LABELS[to].toLowerCase()}.${stockRestored ? ' Its items are back in stock.' : ''}`);
        }}
      />
    </div>
  );
}
