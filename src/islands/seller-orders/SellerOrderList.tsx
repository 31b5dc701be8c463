/**
 * Order Management's list: the summary cards, the search, status and date filters, one page of rows with
 * their View button and menu, the page links, and the status dialog. The filters are a plain GET form and
 * the page links plain links, so that the list works before this island runs; once it runs, typing and
 * choosing load the matching page from the server in place, and the address keeps the state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FIRST_ORDER_PAGE,
  contactCustomerHref,
  filtersToQuery,
  type OrderListQuery,
  type SellerOrderPage,
  type SellerOrderRow,
} from '../../lib/seller-orders';
import { sellerStatusTone } from '../../lib/orders';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/dates';
import type { Messages } from '../../i18n/index';
import { fill } from '../../i18n/fill';
import { LOCALES, type Lang, localisedPath } from '../../i18n/languages';
import { initials } from '../../lib/rating';
import { showOrderListQuery } from '../../stores/seller-orders';
import type { ConnectionTexts } from '../form/ConnectionNotice';
import OrderFilters, { fieldsOf, queryOfForm } from './OrderFilters';
import StatusDialog, { type DialogTexts, type StatusLabels, type StatusTarget } from './StatusDialog';
import Banner from '../seller/Banner';
import PageLinks from '../seller/PageLinks';
import RowMenu from '../seller/RowMenu';
import { asWritten } from '../form/as-written';
import { useDebounced, useFilterForm, useLiveList } from '../seller/live-list';
import list from '../seller/SellerList.module.css';
import styles from './SellerOrders.module.css';

interface Props {
  initial: SellerOrderPage;
  /** What the status dialog says when a change did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
  /** The list's words in the page's language (the page passes them: no island carries a catalogue). */
  texts: OrderListTexts;
  lang: Lang;
}

export interface OrderListTexts {
  list: Messages['sellerOrders']['list'];
  dialog: DialogTexts;
  statuses: StatusLabels;
  /** The seller lists' shared parts: banner, page links, row menu. */
  shared: Messages['seller']['list'];
}

const money = (sen: number) => formatMoney(sen);

export default function SellerOrderList({ initial, connection, texts, lang }: Props) {
  const { list: t, statuses, shared } = texts;
  const locale = LOCALES[lang];
  const shortDate = (iso: string) => formatDate(iso, undefined, locale);
  // The list's address in the page's language: the same page, read again as data, and kept in the address bar.
  const addressOf = useCallback(
    (query: OrderListQuery) => localisedPath(`/seller/orders${filtersToQuery(query)}`, lang),
    [lang],
  );
  const orderHref = (id: string, rest = '') => localisedPath(`/seller/orders/${encodeURIComponent(id)}${rest}`, lang);
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
    { label: t.totalOrders, value: String(summary.totalOrders), note: t.ordersTrend },
    { label: t.totalRevenue, value: money(summary.totalRevenueSen), note: t.revenueTrend },
    { label: t.pendingOrders, value: String(summary.pendingOrders), note: t.requiresAttention },
    { label: t.shippedOrders, value: String(summary.shippedOrders), note: t.inTransit },
  ];

  return (
    <div className={list.page}>
      <ul className={styles.cards} role="list">
        {cards.map((card) => (
          <li key={card.label} className={`card ${styles.statCard}`}>
            <p className={styles.statLabel}>{card.label}</p>
            <p className={`${styles.statValue} amount`}>{card.value}</p>
            <p className={styles.statNote}>{card.note}</p>
          </li>
        ))}
      </ul>

      <OrderFilters
        form={form}
        initial={initial.query}
        texts={t}
        statuses={statuses}
        lang={lang}
        onTyped={typed}
        onChosen={reloadFromForm}
      />

      {banner && <Banner tone="success" text={banner} onDismiss={() => setBanner(null)} texts={shared} />}

      <section className={`card ${styles.listCard}`} aria-labelledby="orders-heading" aria-busy={loading}>
        <div className={styles.listHead}>
          <h2 id="orders-heading">{fill(t.heading, { count: found })}</h2>
          <span className={`badge tone-secondary ${styles.countBadge}`} aria-live="polite">
            {fill(t.countOf, { count: found, total: summary.totalOrders })}
          </span>
        </div>
        {current.searchedNewest !== null && summary.totalOrders > current.searchedNewest && (
          <p className={styles.searchNote}>
            {fill(t.searchedNewest, { count: current.searchedNewest.toLocaleString(locale) })}
          </p>
        )}
        {orders.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t.emptyTitle}</p>
            <p>{summary.totalOrders === 0 ? t.emptyNone : t.emptyFiltered}</p>
            {summary.totalOrders > 0 && filtered && (
              <a
                className="btn btn-outline btn-sm"
                href={localisedPath('/seller/orders', lang)}
                onClick={(e) => {
                  e.preventDefault();
                  clearFilters();
                }}
              >
                {t.clearFilters}
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
                    <span className={`badge tone-${sellerStatusTone(order.status)}`}>{statuses[order.status]}</span>
                  </p>
                  <p className={styles.customer} {...asWritten}>
                    {order.customerName}
                  </p>
                  <p className={styles.meta}>
                    <span {...asWritten}>{order.product}</span>
                    {order.products.length > 1 && fill(t.more, { count: order.products.length - 1 })}
                  </p>
                  <p className={styles.meta}>
                    <span>{shortDate(order.createdAt)}</span>
                    {order.trackingNumber && (
                      <span className={styles.tracking}>{fill(t.tracking, { number: order.trackingNumber })}</span>
                    )}
                  </p>
                </div>
                <div className={styles.figures}>
                  <strong className={`${styles.total} amount`}>{money(order.totalSen)}</strong>
                  <span className={styles.meta}>{fill(t.quantity, { count: order.quantity })}</span>
                </div>
                <div className={styles.rowActions} data-print="hide">
                  <a className="btn btn-outline btn-sm" href={orderHref(order.id)}>
                    {t.view}
                    <span className="visually-hidden">{fill(t.viewOrder, { id: order.id })}</span>
                  </a>
                  <RowMenu
                    label={fill(t.rowLabel, { id: order.id })}
                    texts={shared}
                    id={`order-menu-${order.id}`}
                    className={styles.orderMenu}
                    items={[
                      { label: t.viewDetails, href: orderHref(order.id) },
                      { label: t.updateStatus, onSelect: () => openDialog(order) },
                      { label: t.contactCustomer, href: contactCustomerHref(order) },
                      { label: t.generateInvoice, href: orderHref(order.id, '/print'), newTab: true },
                      { label: t.printLabel, href: orderHref(order.id, '/print?label=1'), newTab: true },
                      order.status === 'pending' && {
                        label: t.cancelOrder,
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
          texts={shared}
        />
      </section>

      <StatusDialog
        target={target}
        connection={connection}
        texts={texts.dialog}
        statuses={statuses}
        onClose={() => setTarget(null)}
        onSaved={({ to, order, stockRestored }) => {
          const id = target?.id;
          setTarget(null);
          if (order)
            setList((shown) => ({ ...shown, orders: shown.orders.map((row) => (row.id === order.id ? order : row)) }));
          // The summary cards and a status filter may no longer match: the page is read again.
          void load(query);
          setBanner(
            fill(t.updated, { id: id ?? '', status: statuses[to].toLowerCase() }) +
              (stockRestored ? t.backInStock : ''),
          );
        }}
      />
    </div>
  );
}
