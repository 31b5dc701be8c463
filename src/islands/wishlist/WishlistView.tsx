/**
 * The signed-in wishlist: the kept products with today's price and stock, sorted and shown as a grid or a
 * list; items can be selected for a bulk Add to Cart (one of each in-stock item) or a bulk Remove. It first
 * renders the server's copy, so Add to Cart, the heart and Clear All work as form posts before and without
 * scripts; sorting, layout and selection need the island and are disabled until it is ready.
 */
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Messages } from '../../i18n/index';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { CartProduct } from '../../lib/cart';
import type { SessionUser } from '../../lib/session-user';
import {
  $cart,
  $wishlist,
  addToCart,
  addWishlistSelectionToCart,
  clearWishlist,
  removeFromWishlist,
} from '../../stores/shopping';
import { showToast } from '../../stores/toasts';
import { attempt, fill, itemCount, useProductFacts, useShoppingReady } from '../cart/shopping-hooks';
import {
  sortWishlist,
  wishlistEntries,
  wishlistSummary,
  type WishlistEntry,
  type WishlistSort,
} from '../../lib/wishlist-view';
import type { ServerLists } from '../../stores/shopping-sync';
import ChangeForm from '../cart/ChangeForm';
import StateCard, { PricesUnavailable } from '../cart/StateCard';
import WishlistBulkBar from './WishlistBulkBar';
import WishlistCard from './WishlistCard';
import cardStyles from './WishlistCard.module.css';
import WishlistSkeleton from './WishlistSkeleton';
import WishlistSummary from './WishlistSummary';
import WishlistToolbar, { type Layout } from './WishlistToolbar';
import { HeartIcon } from '../cart/shopping-icons';
import styles from './WishlistView.module.css';

/** The wishlist's texts in the page's language (the page passes them: no island carries a catalogue). */
export type WishlistTexts = Messages['shopping']['wishlist'];

interface Props {
  user: SessionUser;
  /** The server's copy of the lists when the page was rendered, with today's facts of their products. */
  initial: ServerLists & { products: CartProduct[] };
  /** Where the controls post without a script (shopping.changeForm on /wishlist and on /cart). */
  action: string;
  cartAction: string;
  texts: WishlistTexts;
  lang: Lang;
  /** The Intl locale of the page's language (LOCALES[lang]), for dates. */
  locale: string;
}

function quantityInCart(productId: string): number {
  return $cart.get().find((item) => item.productId === productId)?.quantity ?? 0;
}

export default function WishlistView({ user, initial, action, cartAction, texts: t, lang, locale }: Props) {
  const ready = useShoppingReady(user, initial);
  const stored = useStore($wishlist);
  const items = ready ? stored : initial.wishlist;
  const facts = useProductFacts(
    items.map((item) => item.productId),
    ready,
    initial,
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
  const loaded = !ready || facts.ready;

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
    if (!attempt(() => addToCart(product, 1), t)) return;
    if (quantityInCart(product.id) > before) {
      showToast(t.addedToCart, { kind: 'success', description: product.name });
    } else {
      showToast(t.alreadyInCart, {
        kind: 'warning',
        description: fill(t.haveAll, { stock: product.stock, name: product.name }),
      });
    }
  };

  const removeOne = (entry: WishlistEntry) => {
    if (attempt(() => removeFromWishlist([entry.item.productId]), t)) {
      showToast(t.removed, { kind: 'success', description: entry.product?.name });
    }
  };

  const addSelected = () => {
    const products = selected
      .map((id) => facts.byId.get(id))
      .filter((product): product is CartProduct => Boolean(product));
    const before = new Map(selected.map((id) => [id, quantityInCart(id)]));
    if (!attempt(() => addWishlistSelectionToCart(selected, products), t)) return;
    const added = selected.filter((id) => quantityInCart(id) > (before.get(id) ?? 0)).length;
    const skipped = selected.filter((id) => (facts.byId.get(id)?.stock ?? 0) <= 0).length;
    const full = selected.length - added - skipped;
    const notes = [
      skipped > 0 ? fill(t.skipped, { items: itemCount(skipped, t) }) : '',
      full > 0 ? fill(t.atLimit, { items: itemCount(full, t) }) : '',
    ].filter(Boolean);
    if (added > 0) {
      showToast(fill(t.addedSome, { items: itemCount(added, t) }), {
        kind: 'success',
        description: notes.join(' ') || undefined,
      });
    } else {
      showToast(t.nothingAdded, { kind: 'warning', description: notes.join(' ') || undefined });
    }
    setPicked(new Set());
  };

  const removeSelected = () => {
    const count = selected.length;
    if (attempt(() => removeFromWishlist(selected), t)) {
      setPicked(new Set());
      showToast(fill(t.removedSome, { items: itemCount(count, t) }), { kind: 'success' });
    }
  };

  const clearAll = () => {
    if (attempt(() => clearWishlist(), t)) {
      setPicked(new Set());
      showToast(t.cleared, { kind: 'success' });
    }
  };

  const hasItems = loaded && items.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {t.heading}
          {hasItems && <span className={styles.count}> ({itemCount(items.length, t)})</span>}
        </h1>
        {hasItems && (
          <ChangeForm action={action} kind="wishlist.clear" onChange={ready ? clearAll : undefined}>
            <button type="submit" className="btn btn-outline btn-sm">
              {t.clearAll}
            </button>
          </ChangeForm>
        )}
      </div>

      {!loaded && !facts.failed && <WishlistSkeleton label={t.loading} />}

      {ready && facts.failed && <PricesUnavailable texts={t} onRetry={facts.retry} />}

      {loaded && items.length === 0 && (
        <StateCard title={t.emptyTitle} text={t.emptyText} icon={<HeartIcon filled={false} size={40} />}>
          <a className="btn btn-primary" href={localisedPath('/', lang)}>
            {t.browse}
          </a>
        </StateCard>
      )}

      {hasItems && (
        <>
          <WishlistToolbar ready={ready} sort={sort} onSort={setSort} layout={layout} onLayout={setLayout} texts={t} />
          <WishlistBulkBar
            ready={ready}
            selectedCount={selected.length}
            allSelected={allSelected}
            onSelectAll={selectAll}
            onAdd={addSelected}
            onRemove={removeSelected}
            texts={t}
          />

          <ul className={layout === 'grid' ? cardStyles.grid : cardStyles.list} role="list" aria-label={t.listLabel}>
            {sorted.map((entry) => (
              <WishlistCard
                key={`${entry.item.productId}-${entry.item.addedAt}`}
                entry={entry}
                action={action}
                cartAction={cartAction}
                ready={ready}
                texts={t}
                lang={lang}
                locale={locale}
                selected={picked.has(entry.item.productId)}
                onSelect={() => toggle(entry.item.productId)}
                onAdd={addOne}
                onRemove={removeOne}
              />
            ))}
          </ul>

          <WishlistSummary summary={summary} texts={t} />
        </>
      )}
    </div>
  );
}
