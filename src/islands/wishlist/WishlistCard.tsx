/** One wishlist item: today's price and stock, its selection box, Add to Cart and the heart to remove it. */
import type { CartProduct } from '../../lib/cart';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { stockBadge } from '../../lib/stock';
import type { WishlistEntry } from '../../lib/wishlist-view';
import ChangeForm from '../cart/ChangeForm';
import { HeartIcon } from '../cart/shopping-icons';
import styles from './WishlistCard.module.css';

const usd = (sen: number) => formatMoney(sen, 'USD');

interface CardProps {
  entry: WishlistEntry;
  /** Where the forms post before the island is ready (shopping.changeForm on /wishlist and on /cart). */
  action: string;
  cartAction: string;
  ready: boolean;
  selected: boolean;
  onSelect: () => void;
  onAdd: (product: CartProduct) => void;
  onRemove: (entry: WishlistEntry) => void;
}

export default function WishlistCard({
  entry,
  action,
  cartAction,
  ready,
  selected,
  onSelect,
  onAdd,
  onRemove,
}: CardProps) {
  const { product, item } = entry;
  const checkboxId = `wish-select-${item.productId}`;
  const added = formatDate(item.addedAt);
  const removeForm = {
    action,
    kind: 'wishlist.remove' as const,
    productId: item.productId,
    onChange: ready ? () => onRemove(entry) : undefined,
  };

  if (!product) {
    return (
      <li className={`card ${styles.card} ${styles.cardGone}`}>
        <div className={styles.check}>
          <input id={checkboxId} type="checkbox" checked={selected} disabled={!ready} onChange={onSelect} />
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
        <ChangeForm {...removeForm} className={styles.actions}>
          <button type="submit" className="btn btn-outline btn-sm">
            Remove<span className="visually-hidden"> the item that is no longer available from wishlist</span>
          </button>
        </ChangeForm>
      </li>
    );
  }

  const badge = stockBadge(product.stock);
  const soldOut = product.stock <= 0;

  return (
    <li className={selected ? `card ${styles.card} ${styles.cardSelected}` : `card ${styles.card}`}>
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" checked={selected} disabled={!ready} onChange={onSelect} />
        <label htmlFor={checkboxId} className="visually-hidden">
          Select {product.name}
        </label>
      </div>
      <a className={styles.media} href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width="400" height="300" loading="lazy" decoding="async" />
      </a>
      <ChangeForm {...removeForm} contents>
        <button type="submit" className={styles.remove} aria-label={`Remove ${product.name} from wishlist`}>
          <HeartIcon filled size={20} />
        </button>
      </ChangeForm>
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
        <ChangeForm
          action={cartAction}
          kind="cart.add"
          productId={product.id}
          quantity={1}
          onChange={ready ? () => onAdd(product) : undefined}
          contents
        >
          <button type="submit" className="btn btn-primary btn-sm" disabled={soldOut}>
            Add to Cart<span className="visually-hidden">: {product.name}</span>
          </button>
        </ChangeForm>
      </div>
    </li>
  );
}
