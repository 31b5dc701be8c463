/**
 * The signed-in wishlist: the kept products with today's price and stock, sorted and shown as a grid or a
 * list; items can be selected for a bulk Add to Cart (one of each in-stock item) or a bulk Remove.
 */
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CartProduct } from '../../lib/cart';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { SessionUser } from '../../lib/session-user';
import { stockBadge } from '../../lib/stock';
import {
  $cart,
  $wishlist,
  addToCart,
  addWishlistSelectionToCart,
  clearWishlist,
  removeFromWishlist,
} from '../../stores/shopping';
import { showToast } from '../../stores/toasts';
import { attempt, itemCount, useProductFacts, useShoppingReady } from '../cart/shopping-hooks';
import {
  isWishlistSort,
  sortWishlist,
  WISHLIST_SORTS,
  wishlistEntries,
  wishlistSummary,
  type WishlistEntry,
  type WishlistSort,
} from '../../lib/wishlist-view';
import styles from './WishlistView.module.css';
import StateCard from '../cart/StateCard';

interface Props {
  user: SessionUser;
}

type Layout = 'grid' | 'list';

const usd = (sen: number) => formatMoney(sen, 'USD');

function quantityInCart(productId: string): number {
  return $cart.get().find((item) => item.productId === productId)?.quantity ?? 0;
}

export default function WishlistView({ user }: Props) {
  const ready = useShoppingReady(user);
  const items = useStore($wishlist);
  const facts = useProductFacts(
    items.map((item) => item.productId),
    ready,
  );
  const [sort, setSort] = useState<WishlistSort>('newest');
  const [layout, setLayout] = useState<Layout>('grid');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());

  const entries = useMemo(() => wishlistEntries(items, facts.byId), [items, facts.byId]);
  const sorted = useMemo(() => sortWishlist(entries, sort), [entries, sort]);
  const summary = wishlistSummary(entries);
  // Only what is still in the wishlist counts as selected (another tab may have removed something).
  const selected = items.map((item) => item.productId).filter((id) => picked.has(id));
  const allSelected = items.length > 0 && selected.length === items.length;
  const loaded = ready && facts.ready;

  const toggle = (productId: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(productId)) next.delete(productId);
      else next.add(productId);
      return next;
    });

  const selectAll = () => setPicked(allSelected ? new Set() : new Set(items.map((item) => item.productId)));

  const addOne = (product: CartProduct) => {
    const before = quantityInCart(product.id);
    if (!attempt(() => addToCart(product, 1))) return;
    if (quantityInCart(product.id) > before) {
      showToast('Added to cart', { kind: 'success', description: product.name });
    } else {
      showToast('Already in your cart', {
        kind: 'warning',
        description: `You have all ${product.stock} of ${product.name} that are in stock.`,
      });
    }
  };

  const removeOne = (entry: WishlistEntry) => {
    if (attempt(() => removeFromWishlist([entry.item.productId]))) {
      showToast('Removed from wishlist', { kind: 'success', description: entry.product?.name });
    }
  };

  const addSelected = () => {
    const products = selected
      .map((id) => facts.byId.get(id))
      .filter((product): product is CartProduct => Boolean(product));
    const before = new Map(selected.map((id) => [id, quantityInCart(id)]));
    if (!attempt(() => addWishlistSelectionToCart(selected, products))) return;
    const added = selected.filter((id) => quantityInCart(id) > (before.get(id) ?? 0)).length;
    const skipped = selected.filter((id) => (facts.byId.get(id)?.stock ?? 0) <= 0).length;
    const full = selected.length - added - skipped;
    const notes = [
      skipped > 0 ? `${itemCount(skipped)} out of stock skipped.` : '',
      full > 0 ? `${itemCount(full)} already at the stock limit in your cart.` : '',
    ].filter(Boolean);
    if (added > 0) {
      showToast(`Added ${itemCount(added)} to cart`, { kind: 'success', description: notes.join(' ') || undefined });
    } else {
      showToast('Nothing added to cart', { kind: 'warning', description: notes.join(' ') || undefined });
    }
    setPicked(new Set());
  };

  const removeSelected = () => {
    const count = selected.length;
    if (attempt(() => removeFromWishlist(selected))) {
      setPicked(new Set());
      showToast(`Removed ${itemCount(count)} from wishlist`, { kind: 'success' });
    }
  };

  const clearAll = () => {
    if (attempt(() => clearWishlist())) {
      setPicked(new Set());
      showToast('Wishlist cleared', { kind: 'success' });
    }
  };

  const hasItems = loaded && items.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          My Wishlist
          {hasItems && <span className={styles.count}> ({itemCount(items.length)})</span>}
        </h1>
        {hasItems && (
          <button type="button" className="btn btn-outline btn-sm" onClick={clearAll}>
            Clear All
          </button>
        )}
      </div>

      {!loaded && !facts.failed && <WishlistSkeleton />}

      {ready && facts.failed && (
        <StateCard alert title="We couldn't load today's prices" text="Check your connection and try again. Your wishlist is safe.">
          <button type="button" className="btn btn-primary" onClick={facts.retry}>
            Try Again
          </button>
        </StateCard>
      )}

      {loaded && items.length === 0 && (
        <StateCard title="Your wishlist is empty" text="Tap the heart on any product to save it here for later." icon={<HeartIcon filled={false} size={40} />}>
          <a className="btn btn-primary" href="/">
            Browse Products
          </a>
        </StateCard>
      )}

      {hasItems && (
        <>
          <div className={styles.toolbar}>
            <label className={`field ${styles.sort}`}>
              <span>Sort by</span>
              <select
                className="select"
                value={sort}
                onChange={(event) => {
                  if (isWishlistSort(event.target.value)) setSort(event.target.value);
                }}
              >
                {WISHLIST_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <div className={styles.views} role="group" aria-label="Layout">
              <button
                type="button"
                className={styles.viewButton}
                aria-pressed={layout === 'grid'}
                onClick={() => setLayout('grid')}
              >
                <GridIcon />
                Grid<span className="visually-hidden"> view</span>
              </button>
              <button
                type="button"
                className={styles.viewButton}
                aria-pressed={layout === 'list'}
                onClick={() => setLayout('list')}
              >
                <ListIcon />
                List<span className="visually-hidden"> view</span>
              </button>
            </div>
          </div>

          <div className={`card ${styles.bulk}`} role="group" aria-label="Selected items">
            <div className={styles.bulkSelect}>
              <button type="button" className="btn btn-ghost btn-sm" onClick={selectAll}>
                <span className={allSelected ? `${styles.box} ${styles.boxOn}` : styles.box} aria-hidden="true">
                  {allSelected && <CheckIcon />}
                </span>
                {allSelected ? 'Deselect All' : 'Select All'}
              </button>
              <span className={styles.selectedCount} aria-live="polite">
                {selected.length} selected
              </span>
            </div>
            <div className={styles.bulkActions}>
              <button type="button" className="btn btn-primary btn-sm" onClick={addSelected} disabled={selected.length === 0}>
                <CartIcon />
                Add to Cart ({selected.length})
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={removeSelected} disabled={selected.length === 0}>
                Remove ({selected.length})
              </button>
            </div>
          </div>

          <ul className={layout === 'grid' ? styles.grid : styles.list} role="list" aria-label="Wishlist items">
            {sorted.map((entry) => (
              <WishlistCard
                key={`${entry.item.productId}-${entry.item.addedAt}`}
                entry={entry}
                selected={picked.has(entry.item.productId)}
                onSelect={() => toggle(entry.item.productId)}
                onAdd={addOne}
                onRemove={removeOne}
              />
            ))}
          </ul>

          <section className={`card ${styles.summary}`} aria-labelledby="wishlist-summary-heading">
            <h2 id="wishlist-summary-heading" className={styles.summaryTitle}>
              Wishlist Summary
            </h2>
            <dl className={styles.figures}>
              <div>
                <dt>Total Items</dt>
                <dd>{summary.totalItems}</dd>
              </div>
              <div>
                <dt>Available</dt>
                <dd className={styles.good}>{summary.available}</dd>
              </div>
              <div>
                <dt>Out of Stock</dt>
                <dd className={summary.outOfStock > 0 ? styles.bad : undefined}>{summary.outOfStock}</dd>
              </div>
              <div>
                <dt>Total Value</dt>
                <dd>{usd(summary.totalValueSen)}</dd>
              </div>
              <div>
                <dt>Available Value</dt>
                <dd>{usd(summary.availableValueSen)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </div>
  );
}

interface CardProps {
  entry: WishlistEntry;
  selected: boolean;
  onSelect: () => void;
  onAdd: (product: CartProduct) => void;
  onRemove: (entry: WishlistEntry) => void;
}

function WishlistCard({ entry, selected, onSelect, onAdd, onRemove }: CardProps) {
  const { product, item } = entry;
  const checkboxId = `wish-select-${item.productId}`;
  const added = formatDate(item.addedAt);

  if (!product) {
    return (
      <li className={`card ${styles.card} ${styles.cardGone}`}>
        <div className={styles.check}>
          <input id={checkboxId} type="checkbox" checked={selected} onChange={onSelect} />
          <label htmlFor={checkboxId} className="visually-hidden">
            Select the item that is no longer available
          </label>
        </div>
        <span className={`${styles.media} ${styles.mediaEmpty}`} aria-hidden="true">
          <HeartIcon filled={false} size={32} />
        </span>
        <div className={styles.body}>
          <h3 className={styles.name}>No longer available</h3>
          <p className={styles.added}>This product is no longer sold in the shop.</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onRemove(entry)}>
            Remove<span className="visually-hidden"> the item that is no longer available from wishlist</span>
          </button>
        </div>
      </li>
    );
  }

  const badge = stockBadge(product.stock);
  const soldOut = product.stock <= 0;

  return (
    <li className={selected ? `card ${styles.card} ${styles.cardSelected}` : `card ${styles.card}`}>
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" checked={selected} onChange={onSelect} />
        <label htmlFor={checkboxId} className="visually-hidden">
          Select {product.name}
        </label>
      </div>
      <a className={styles.media} href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width="400" height="300" loading="lazy" decoding="async" />
      </a>
      <button type="button" className={styles.remove} onClick={() => onRemove(entry)} aria-label={`Remove ${product.name} from wishlist`}>
        <HeartIcon filled size={20} />
      </button>
      <div className={styles.body}>
        <span className={`badge badge-${badge.availability} ${styles.badge}`}>{badge.label}</span>
        <h3 className={styles.name}>
          <a href={`/product/${product.id}`}>{product.name}</a>
        </h3>
        <a className={styles.seller} href={`/seller/${product.merchantId}`}>
          {product.merchantName}
        </a>
        <p className={styles.price}>{usd(product.priceSen)}</p>
        {added && <p className={styles.added}>Added {added}</p>}
      </div>
      <div className={styles.actions}>
        <a className="btn btn-outline btn-sm" href={`/product/${product.id}`}>
          View Details<span className="visually-hidden">: {product.name}</span>
        </a>
        <button type="button" className="btn btn-primary btn-sm" disabled={soldOut} onClick={() => onAdd(product)}>
          Add to Cart<span className="visually-hidden">: {product.name}</span>
        </button>
      </div>
    </li>
  );
}

function WishlistSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your wishlist
      </p>
      <div className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className={`card ${styles.skeletonCard}`}>
            <span className={styles.shimmer} />
            <span className={styles.shimmer} />
            <span className={styles.shimmer} />
          </div>
        ))}
      </div>
    </div>
  );
}

function HeartIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 2 : 1.5}
    >
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

function GridIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5">
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6" />
    </svg>
  );
}
