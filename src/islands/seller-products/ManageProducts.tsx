/**
 * Manage Products: one page of the seller's catalogue with its counters, search, filters, sorts, grid and
 * list, selection and bulk bar, per-product menu, delete confirmation and page links. The toolbar is a plain
 * GET form and the page links plain links, so that the list works before this island runs; once it runs,
 * typing and choosing load the matching page from the server in place, and the address keeps the state.
 * Every change is a real action, after which the page is read again (see use-product-actions.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { fill } from '../../i18n/fill';
import { type Lang, localisedPath } from '../../i18n/languages';
import { categoryLabel } from '../../lib/catalogue';
import {
  FIRST_PRODUCT_PAGE,
  hasActiveFilters,
  parseSellerProductQuery,
  sellerProductSearch,
  type SellerProductListQuery,
  type SellerProductPage,
} from '../../lib/seller-products';
import Banner from '../seller/Banner';
import Counters from '../seller/Counters';
import PageLinks from '../seller/PageLinks';
import { useDebounced, useFilterForm, useLiveList } from '../seller/live-list';
import { useProductActions } from './use-product-actions';
import ProductToolbar, { type View } from './ProductToolbar';
import { NoProducts, ProductGrid, ProductRows } from './ProductViews';
import { BulkBar, DeleteDialog } from './SelectionControls';
import type { ItemControls, ListTexts } from './ProductParts';
import list from '../seller/SellerList.module.css';
import styles from './ManageProducts.module.css';

interface Props {
  initial: SellerProductPage;
  texts: ListTexts;
  lang: Lang;
}

/** The list's address in the page's language, one function per language (the live list keeps it). */
const ADDRESSES = {
  en: (query: SellerProductListQuery) => `/seller/manage-products${sellerProductSearch(query)}`,
  ms: (query: SellerProductListQuery) => localisedPath(`/seller/manage-products${sellerProductSearch(query)}`, 'ms'),
} satisfies Record<Lang, (query: SellerProductListQuery) => string>;
/** The export of the listed products, written in the page's language. */
const exportOf = (query: SellerProductListQuery, lang: Lang) =>
  localisedPath(`/seller/manage-products/export.csv${sellerProductSearch({ ...query, page: 1 })}`, lang);

/** The search, filters and sort as the form's fields hold them, whatever was typed or chosen before this island ran. */
function queryOfForm(form: HTMLFormElement): SellerProductListQuery {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.set(key, value);
  return { ...parseSellerProductQuery(params), page: 1 };
}

const fieldsOf = (query: SellerProductListQuery) => ({
  q: query.search,
  status: query.status,
  category: query.category,
  sort: query.sort,
});

export default function ManageProducts({ initial, texts: t, lang }: Props) {
  const addressOf = ADDRESSES[lang];
  const { list: current, load, loading } = useLiveList(initial, addressOf);
  const [view, setView] = useState<View>('grid');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const form = useRef<HTMLFormElement>(null);

  const { products: shown, counters, matching, page, pageCount, query } = current;
  const named = (value: string) =>
    value === 'all' ? t.allCategories : (t.categories[value as keyof ListTexts['categories']] ?? categoryLabel(value));
  const categories = (
    current.categories.some((c) => c.value === query.category)
      ? current.categories
      : [...current.categories, { value: query.category, label: '' }]
  ).map((c) => ({ value: c.value, label: named(c.value) }));
  // Only what is shown counts as selected: a filter or another page never lets an action reach hidden products.
  const selected = shown.filter((p) => picked.has(p.id)).map((p) => p.id);
  const allSelected = shown.length > 0 && selected.length === shown.length;

  const unpick = (ids?: string[]) =>
    setPicked((now) => {
      if (!ids) return new Set();
      const next = new Set(now);
      for (const id of ids) next.delete(id);
      return next;
    });
  const changes = useProductActions({ query, load, unpick, t });
  const { busy, confirm, setConfirm } = changes;

  // Typed but not yet searched: until the matching page arrives, nothing shown may be selected or acted on.
  const [stale, setStale] = useState(false);
  const reloadFromForm = useCallback(() => {
    setStale(false);
    setPicked(new Set());
    if (form.current) void load(queryOfForm(form.current));
  }, [load]);
  const debounced = useDebounced(reloadFromForm);
  const typed = () => {
    setStale(true);
    debounced();
  };
  const listBusy = stale || loading;

  const setFields = useFilterForm(form, fieldsOf(initial.query), reloadFromForm);

  function clearFilters() {
    const next = { ...FIRST_PRODUCT_PAGE, sort: query.sort };
    setFields(fieldsOf(next));
    void load(next);
  }

  function togglePicked(id: string) {
    setPicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const isBusy = busy !== null || listBusy;
  const controls: ItemControls = {
    picked,
    listBusy,
    busy: isBusy,
    busyOn: changes.busyOn,
    onPick: togglePicked,
    onAction: (action, product) =>
      action === 'delete' ? setConfirm({ kind: 'single', product }) : void changes.runSingle(action, product),
    texts: t,
    lang,
  };

  return (
    <div className={list.page}>
      <div className={styles.head}>
        <p className={styles.count} aria-live="polite">
          {fill(t.count, { matching, total: counters.total })}
        </p>
        <div className={styles.headActions}>
          {matching > 0 ? (
            <a className="btn btn-outline btn-sm" href={exportOf(query, lang)} download>
              {t.export}
            </a>
          ) : (
            <button type="button" className="btn btn-outline btn-sm" disabled>
              {t.export}
            </button>
          )}
          <a className="btn btn-outline btn-sm" href={localisedPath('/seller/bulk-upload', lang)}>
            {t.import}
          </a>
          <a className="btn btn-primary btn-sm" href={localisedPath('/seller/products/new', lang)}>
            {t.addProduct}
          </a>
        </div>
      </div>

      {changes.banner && <Banner {...changes.banner} onDismiss={() => changes.setBanner(null)} texts={t.shared} />}

      <Counters
        label={t.counters}
        counters={[
          // The dashboard's Active Products leaves archived products out; this total names what it holds.
          { label: t.total, value: counters.total, note: t.totalNote },
          { label: t.statuses.active, value: counters.active },
          { label: t.statuses.draft, value: counters.draft },
          { label: t.statuses.out_of_stock, value: counters.outOfStock },
          { label: t.statuses.archived, value: counters.archived },
        ]}
      />

      <ProductToolbar
        form={form}
        initial={initial.query}
        categories={categories}
        view={view}
        onView={setView}
        onTyped={typed}
        onChosen={reloadFromForm}
        reloading={busy === 'reload'}
        busy={isBusy}
        onReload={changes.reload}
        t={t}
        lang={lang}
      />

      {shown.length > 0 && (
        <BulkBar
          selected={selected}
          allSelected={allSelected}
          onToggleAll={() => setPicked(allSelected ? new Set() : new Set(shown.map((p) => p.id)))}
          listBusy={listBusy}
          busy={isBusy}
          running={busy}
          onBulk={(action, ids) =>
            action === 'delete' ? setConfirm({ kind: 'bulk', ids }) : void changes.runBulk(action, ids)
          }
          t={t}
        />
      )}

      {shown.length === 0 ? (
        <NoProducts
          filtered={hasActiveFilters(query)}
          clearHref={addressOf({ ...FIRST_PRODUCT_PAGE, sort: query.sort })}
          onClear={clearFilters}
          t={t}
          lang={lang}
        />
      ) : view === 'grid' ? (
        <ProductGrid products={shown} controls={controls} />
      ) : (
        <ProductRows products={shown} controls={controls} />
      )}

      <PageLinks
        page={page}
        pageCount={pageCount}
        texts={t.shared}
        href={(to) => addressOf({ ...query, page: to })}
        onGo={(to) => void load({ ...query, page: to })}
      />

      <DeleteDialog
        confirm={confirm}
        deleting={changes.deleting}
        onCancel={() => setConfirm(null)}
        onDelete={(asked) =>
          asked.kind === 'bulk' ? changes.runBulk('delete', asked.ids) : changes.runSingle('delete', asked.product)
        }
        t={t}
      />
    </div>
  );
}
