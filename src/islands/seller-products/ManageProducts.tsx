/**
 * Manage Products: one page of the seller's catalogue with its counters, search, filters, sorts, grid and
 * list, selection and bulk bar, per-product menu, delete confirmation and page links. The toolbar is a plain
 * GET form and the page links plain links, so that the list works before this island runs; once it runs,
 * typing and choosing load the matching page from the server in place, and the address keeps the state.
 * Every change is a real action, after which the page is read again.
 */
import { useCallback, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { categoryLabel } from '../../lib/catalogue';
import { formatMoney } from '../../lib/money';
import { percentOff } from '../../lib/pricing';
import {
  bulkMessage,
  CARD_TAG_LIMIT,
  ERROR_MESSAGE,
  FIRST_PRODUCT_PAGE,
  hasActiveFilters,
  parseSellerProductQuery,
  ROW_TAG_LIMIT,
  SELLER_SORTS,
  sellerProductSearch,
  SINGLE_MESSAGES,
  PRODUCT_STATUS_FILTERS,
  STATUS_LABELS,
  STATUS_TONES,
  visibleTags,
  type BulkAction,
  type SellerProduct,
  type SellerProductListQuery,
  type SellerProductPage,
} from '../../lib/seller-products';
import Banner from '../seller/Banner';
import Counters from '../seller/Counters';
import PageLinks from '../seller/PageLinks';
import RowMenu from '../seller/RowMenu';
import { useDebounced, useFilterForm, useLiveList } from '../seller/live-list';
import { useModal } from '../seller/modal';
import list from '../seller/SellerList.module.css';
import styles from './ManageProducts.module.css';

interface Props {
  initial: SellerProductPage;
}

type View = 'grid' | 'list';
type Message = { tone: 'success' | 'error'; text: string; note?: string };
type Busy = BulkAction | 'reload' | `${'duplicate' | 'archive' | 'delete'}:${string}` | null;
type Confirm = { kind: 'bulk'; ids: string[] } | { kind: 'single'; product: SellerProduct } | null;

const usd = (sen: number) => formatMoney(sen, 'USD');
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const addressOf = (query: SellerProductListQuery) => `/seller/manage-products${sellerProductSearch(query)}`;
const exportOf = (query: SellerProductListQuery) => `/seller/manage-products/export.csv${sellerProductSearch({ ...query, page: 1 })}`;

const BULK_BUTTONS: { action: BulkAction; label: string; busy: string }[] = [
  { action: 'activate', label: 'Activate', busy: 'Activating…' },
  { action: 'deactivate', label: 'Deactivate', busy: 'Deactivating…' },
  { action: 'archive', label: 'Archive', busy: 'Archiving…' },
  { action: 'delete', label: 'Delete', busy: 'Deleting…' },
];

/** The search, filters and sort as the form's fields hold them, whatever was typed or chosen before this island ran. */
function queryOfForm(form: HTMLFormElement): SellerProductListQuery {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.set(key, value);
  return { ...parseSellerProductQuery(params), page: 1 };
}

const fieldsOf = (query: SellerProductListQuery) => ({ q: query.search, status: query.status, category: query.category, sort: query.sort });

export default function ManageProducts({ initial }: Props) {
  const { list: current, load, loading } = useLiveList(initial, addressOf);
  const [view, setView] = useState<View>('grid');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [banner, setBanner] = useState<Message | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const { products: shown, counters, matching, page, pageCount, query } = current;
  const categories = current.categories.some((c) => c.value === query.category)
    ? current.categories
    : [...current.categories, { value: query.category, label: categoryLabel(query.category) }];
  // Only what is shown counts as selected: a filter or another page never lets an action reach hidden products.
  const selected = shown.filter((p) => picked.has(p.id)).map((p) => p.id);
  const allSelected = shown.length > 0 && selected.length === shown.length;
  const filtered = hasActiveFilters(query);

  useModal(dialog, confirm !== null);

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
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setPicked(allSelected ? new Set() : new Set(shown.map((p) => p.id)));
  }

  async function runBulk(action: BulkAction, ids: string[]) {
    setBusy(action);
    setBanner(null);
    try {
      const call = {
        activate: actions.sellerProducts.activate,
        deactivate: actions.sellerProducts.deactivate,
        archive: actions.sellerProducts.archive,
        delete: actions.sellerProducts.delete,
      }[action];
      const { data, error } = await call({ ids });
      if (error || !data) throw error ?? new Error('no answer');
      setPicked(new Set());
      await load(query);
      if (data.changed === 0) {
        setBanner({ tone: 'error', text: ERROR_MESSAGE });
        return;
      }
      const kept = (data as { archived?: string[] }).archived?.length ?? 0;
      setBanner({
        tone: 'success',
        text: bulkMessage(action, data.changed),
        note: kept > 0 ? `${kept} with orders or reviews ${kept === 1 ? 'was' : 'were'} archived instead, so that order history keeps ${kept === 1 ? 'it' : 'them'}.` : undefined,
      });
    } catch {
      setBanner({ tone: 'error', text: ERROR_MESSAGE });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function runSingle(action: 'duplicate' | 'archive' | 'delete', product: SellerProduct) {
    setBusy(`${action}:${product.id}`);
    setBanner(null);
    try {
      if (action === 'duplicate') {
        const { data, error } = await actions.sellerProducts.duplicate({ id: product.id });
        if (error || !data) throw error ?? new Error('no answer');
        await load(query);
        setBanner({ tone: 'success', text: SINGLE_MESSAGES.duplicate });
        return;
      }
      const call = action === 'archive' ? actions.sellerProducts.archive : actions.sellerProducts.delete;
      const { data, error } = await call({ ids: [product.id] });
      if (error || !data || data.changed === 0) throw error ?? new Error('not changed');
      setPicked((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
      await load(query);
      const kept = ((data as { archived?: string[] }).archived?.length ?? 0) > 0;
      setBanner({
        tone: 'success',
        text: SINGLE_MESSAGES[action],
        note: kept ? 'It has orders or reviews, so it was archived instead, so that order history keeps it.' : undefined,
      });
    } catch {
      setBanner({ tone: 'error', text: ERROR_MESSAGE });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function reload() {
    setBusy('reload');
    try {
      await load(query);
    } finally {
      setBusy(null);
    }
  }

  const isBusy = busy !== null || listBusy;
  const confirmBusy = busy === 'delete' || (typeof busy === 'string' && busy.startsWith('delete:'));

  function tags(product: SellerProduct, limit: number) {
    const { shown: list, overflow } = visibleTags(product.tags, limit);
    if (product.tags.length === 0) return null;
    return (
      <ul className={styles.tags} aria-label="Tags">
        {list.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
        {overflow > 0 && (
          <li className={styles.tag} title={product.tags.slice(limit).join(', ')}>
            +{overflow}
          </li>
        )}
      </ul>
    );
  }

  function figures(product: SellerProduct) {
    return (
      <dl className={styles.figures}>
        <div>
          <dt>Stock</dt>
          <dd className={cx(product.quantity === 0 && styles.zero)}>{product.quantity} units</dd>
        </div>
        <div>
          <dt>Sales</dt>
          <dd>{product.sales}</dd>
        </div>
        <div>
          <dt>Revenue</dt>
          <dd>{usd(product.revenueSen)}</dd>
        </div>
      </dl>
    );
  }

  function rating(product: SellerProduct) {
    if (product.rating <= 0) return null;
    return (
      <p className={styles.rating}>
        <span aria-hidden="true" className="stars">
          ★
        </span>{' '}
        <span className="visually-hidden">Rated </span>
        {product.rating.toFixed(1)} <span className={styles.muted}>({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})</span>
      </p>
    );
  }

  function badges(product: SellerProduct) {
    const off = percentOff(product.unitPriceSen, product.compareAtSen);
    return (
      <div className={styles.badges}>
        <span className={cx('badge', STATUS_TONES[product.status])}>{STATUS_LABELS[product.status]}</span>
        {off !== null && <span className={cx('badge', 'tone-destructive')}>{off}% off</span>}
      </div>
    );
  }

  function price(product: SellerProduct) {
    const off = percentOff(product.unitPriceSen, product.compareAtSen);
    return (
      <p className={styles.price}>
        <strong>{usd(product.unitPriceSen)}</strong>
        {off !== null && product.compareAtSen !== null && (
          <s className={styles.muted}>
            <span className="visually-hidden">was </span>
            {usd(product.compareAtSen)}
          </s>
        )}
      </p>
    );
  }

  function picture(product: SellerProduct, size: 'card' | 'row') {
    return product.imageUrl ? (
      <img
        className={size === 'card' ? styles.cardImage : styles.rowImage}
        src={product.imageUrl}
        alt=""
        width={size === 'card' ? 320 : 72}
        height={size === 'card' ? 200 : 72}
        loading="lazy"
        decoding="async"
      />
    ) : (
      <div className={cx(size === 'card' ? styles.cardImage : styles.rowImage, styles.noImage)} aria-hidden="true">
        No image
      </div>
    );
  }

  function checkbox(product: SellerProduct) {
    return (
      <input
        type="checkbox"
        className={styles.check}
        checked={picked.has(product.id)}
        onChange={() => togglePicked(product.id)}
        disabled={listBusy}
        aria-label={`Select ${product.name}`}
      />
    );
  }

  function rowActions(product: SellerProduct) {
    const busyHere = typeof busy === 'string' && busy.endsWith(`:${product.id}`) ? busy.split(':')[0] : null;
    return (
      <div className={styles.rowActions}>
        <a className="btn btn-outline btn-sm" href={`/seller/products/${encodeURIComponent(product.id)}/edit`}>
          Edit<span className="visually-hidden"> {product.name}</span>
        </a>
        <a className="btn btn-outline btn-sm" href={`/seller/products/${encodeURIComponent(product.id)}`}>
          View<span className="visually-hidden"> {product.name}</span>
        </a>
        <RowMenu
          label={product.name}
          id={`menu-${product.id}`}
          opens="up"
          disabled={isBusy}
          busy={busyHere !== null}
          items={[
            { label: 'Duplicate', onSelect: () => runSingle('duplicate', product) },
            product.status !== 'archived' && { label: 'Archive', onSelect: () => runSingle('archive', product) },
            { label: 'Delete', danger: true, onSelect: () => setConfirm({ kind: 'single', product }) },
          ]}
        />
        {busyHere && (
          <span className="visually-hidden" role="status">
            {busyHere === 'duplicate' ? 'Duplicating…' : busyHere === 'archive' ? 'Archiving…' : 'Deleting…'}
          </span>
        )}
      </div>
    );
  }

  const confirmCount = confirm?.kind === 'bulk' ? confirm.ids.length : 1;

  return (
    <div className={list.page}>
      <div className={styles.head}>
        <p className={styles.count} aria-live="polite">
          {matching} of {counters.total} products
        </p>
        <div className={styles.headActions}>
          {matching > 0 ? (
            <a className="btn btn-outline btn-sm" href={exportOf(query)} download>
              Export
            </a>
          ) : (
            <button type="button" className="btn btn-outline btn-sm" disabled>
              Export
            </button>
          )}
          <a className="btn btn-outline btn-sm" href="/seller/bulk-upload">
            Import
          </a>
          <a className="btn btn-primary btn-sm" href="/seller/products/new">
            Add Product
          </a>
        </div>
      </div>

      {banner && <Banner {...banner} onDismiss={() => setBanner(null)} />}

      <Counters
        label="Product counts"
        counters={[
          // The dashboard's Active Products leaves archived products out; this total names what it holds.
          { label: 'Total', value: counters.total, note: 'All products, drafts and archived included' },
          { label: 'Active', value: counters.active },
          { label: 'Draft', value: counters.draft },
          { label: 'Out of Stock', value: counters.outOfStock },
          { label: 'Archived', value: counters.archived },
        ]}
      />

      <form
        ref={form}
        className={cx('card', list.toolbar, styles.toolbar)}
        role="search"
        method="get"
        action="/seller/manage-products"
        onSubmit={(e) => {
          e.preventDefault();
          reloadFromForm();
        }}
      >
        <label className={cx('field', styles.search)}>
          <span className="visually-hidden">Search products</span>
          <input
            className="input"
            type="search"
            name="q"
            placeholder="Search by name, SKU or tag..."
            defaultValue={initial.query.search}
            maxLength={100}
            autoComplete="off"
            onChange={typed}
          />
        </label>
        <label className="field">
          <span className="visually-hidden">Status</span>
          <select className="select" name="status" defaultValue={initial.query.status} onChange={reloadFromForm}>
            {PRODUCT_STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="visually-hidden">Category</span>
          <select className="select" name="category" defaultValue={initial.query.category} onChange={reloadFromForm}>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="visually-hidden">Sort by</span>
          <select className="select" name="sort" defaultValue={initial.query.sort} onChange={reloadFromForm}>
            {SELLER_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline btn-sm no-js-only">
          Apply
        </button>
        <div className={styles.viewButtons} role="group" aria-label="Layout">
          <button type="button" className={cx('btn btn-outline btn-sm', view === 'grid' && styles.pressed)} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            <span aria-hidden="true">▦</span>
            <span className="visually-hidden">Grid view</span>
          </button>
          <button type="button" className={cx('btn btn-outline btn-sm', view === 'list' && styles.pressed)} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">List view</span>
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={reload} disabled={isBusy} aria-label={busy === 'reload' ? 'Reloading products' : 'Reload products'}>
            <span aria-hidden="true" className={cx(busy === 'reload' && styles.turning)}>
              ↻
            </span>
          </button>
        </div>
      </form>

      {shown.length > 0 && (
        <div className={cx(styles.bulkBar, selected.length > 0 && styles.bulkBarActive)} aria-label="Bulk actions" role="group">
          <label className={styles.selectAll}>
            <input type="checkbox" className={styles.check} checked={allSelected} onChange={toggleAll} disabled={listBusy} aria-label="Select all products" />
            <span>{selected.length > 0 ? `${selected.length} selected` : 'Select all'}</span>
          </label>
          {selected.length > 0 && (
            <div className={styles.bulkButtons}>
              {BULK_BUTTONS.map((b) => (
                <button
                  key={b.action}
                  type="button"
                  className={cx('btn btn-sm', b.action === 'delete' ? list.dangerButton : 'btn-outline')}
                  disabled={isBusy}
                  onClick={() => (b.action === 'delete' ? setConfirm({ kind: 'bulk', ids: selected }) : runBulk(b.action, selected))}
                >
                  {busy === b.action ? b.busy : b.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}

      {shown.length === 0 ? (
        <div className={cx('card', styles.empty)}>
          <h2>No products found</h2>
          {filtered ? (
            <>
              <p>Try a different search term, or choose another status or category.</p>
              <a
                className="btn btn-outline"
                href={addressOf({ ...FIRST_PRODUCT_PAGE, sort: query.sort })}
                onClick={(e) => {
                  e.preventDefault();
                  clearFilters();
                }}
              >
                Clear Filters
              </a>
            </>
          ) : (
            <>
              <p>Add your first product, or import many at once from a CSV file.</p>
              <a className="btn btn-primary" href="/seller/products/new">
                Add Product
              </a>
            </>
          )}
        </div>
      ) : view === 'grid' ? (
        <ul className={styles.grid} aria-label="Products" aria-busy={listBusy}>
          {shown.map((product) => (
            <li key={product.id} className={cx('card', styles.card, picked.has(product.id) && styles.picked)}>
              <div className={styles.cardMedia}>
                {picture(product, 'card')}
                <div className={styles.cardCheck}>{checkbox(product)}</div>
                {badges(product)}
              </div>
              <div className={styles.cardBody}>
                <h3 className={styles.name}>{product.name}</h3>
                <p className={styles.sku}>
                  SKU: {product.sku || '—'} · {categoryLabel(product.category)}
                </p>
                {price(product)}
                {figures(product)}
                {rating(product)}
                {tags(product, CARD_TAG_LIMIT)}
                {rowActions(product)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.list} aria-label="Products" aria-busy={listBusy}>
          {shown.map((product) => (
            <li key={product.id} className={cx('card', styles.row, picked.has(product.id) && styles.picked)}>
              {checkbox(product)}
              {picture(product, 'row')}
              <div className={styles.rowMain}>
                <div className={styles.rowTitle}>
                  <h3 className={styles.name}>{product.name}</h3>
                  {badges(product)}
                </div>
                <p className={styles.sku}>
                  SKU: {product.sku || '—'} · {categoryLabel(product.category)}
                </p>
                {rating(product)}
                {tags(product, ROW_TAG_LIMIT)}
              </div>
              <div className={styles.rowFigures}>
                {price(product)}
                {figures(product)}
              </div>
              {rowActions(product)}
            </li>
          ))}
        </ul>
      )}

      <PageLinks page={page} pageCount={pageCount} href={(to) => addressOf({ ...query, page: to })} onGo={(to) => void load({ ...query, page: to })} />

      <dialog ref={dialog} className={cx(list.dialog, styles.dialog)} aria-labelledby="delete-title" aria-describedby="delete-text" onCancel={(e) => confirmBusy && e.preventDefault()} onClose={() => setConfirm(null)}>
        <h2 id="delete-title">{confirm?.kind === 'single' ? 'Delete Product' : 'Delete Products'}</h2>
        <p id="delete-text">
          {confirm?.kind === 'single'
            ? `Are you sure you want to delete “${confirm.product.name}”? This action cannot be undone.`
            : `Are you sure you want to delete ${confirmCount} selected products? This action cannot be undone.`}
        </p>
        <div className={list.dialogButtons}>
          <button type="button" className="btn btn-outline" onClick={() => setConfirm(null)} disabled={confirmBusy}>
            Cancel
          </button>
          <button
            type="button"
            className={cx('btn', list.dangerButton)}
            disabled={confirmBusy}
            onClick={() => {
              if (confirm?.kind === 'bulk') runBulk('delete', confirm.ids);
              else if (confirm?.kind === 'single') runSingle('delete', confirm.product);
            }}
          >
            {confirmBusy ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </dialog>
    </div>
  );
}
