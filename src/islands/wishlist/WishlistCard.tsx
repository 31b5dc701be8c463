/** One wishlist item: today's price and stock, its selection box, Add to Cart and the heart to remove it. */
import { pictureProps } from '../../lib/pictures';
import { fill } from '../cart/shopping-hooks';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { CartProduct } from '../../lib/cart';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { stockBadge } from '../../lib/stock';
import type { WishlistEntry } from '../../lib/wishlist-view';
import ChangeForm from '../cart/ChangeForm';
import { HeartIcon } from '../cart/shopping-icons';
import styles from './WishlistCard.module.css';
import type { WishlistTexts } from './WishlistView';
import { asWritten } from '../form/as-written';

const money = (sen: number) => formatMoney(sen);

interface CardProps {
  entry: WishlistEntry;
  /** Where the forms post before the island is ready (shopping.changeForm on /wishlist and on /cart). */
  action: string;
  cartAction: string;
  ready: boolean;
  texts: WishlistTexts;
  lang: Lang;
  /** The Intl locale of the page's language, for the date added. */
  locale: string;
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
  texts: t,
  lang,
  locale,
  selected,
  onSelect,
  onAdd,
  onRemove,
}: CardProps) {
  const { product, item } = entry;
  const checkboxId = `wish-select-${item.productId}`;
  const added = formatDate(item.addedAt, undefined, locale);
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
            {t.selectGone}
          </label>
        </div>
        <span className={`${styles.media} ${styles.mediaEmpty}`} aria-hidden="true">
          <HeartIcon filled={false} size={32} />
        </span>
        <div className={styles.body}>
          <h2 className={styles.name}>{t.gone}</h2>
          <p className={styles.added}>{t.goneText}</p>
        </div>
        <ChangeForm {...removeForm} className={styles.actions}>
          <button type="submit" className="btn btn-outline btn-sm">
            {t.remove}
            <span className="visually-hidden">{t.removeGone}</span>
          </button>
        </ChangeForm>
      </li>
    );
  }

  const badge = stockBadge(product.stock);
  const soldOut = product.stock <= 0;
  const productHref = localisedPath(`/product/${product.id}`, lang);

  return (
    <li className={selected ? `card ${styles.card} ${styles.cardSelected}` : `card ${styles.card}`}>
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" checked={selected} disabled={!ready} onChange={onSelect} />
        <label htmlFor={checkboxId} className="visually-hidden">
          {fill(t.select, { name: product.name })}
        </label>
      </div>
      <a className={styles.media} href={productHref} tabIndex={-1} aria-hidden="true">
        <img {...pictureProps('card', product.imageUrl, { box: { width: 400, height: 300 } })} alt="" />
      </a>
      <ChangeForm {...removeForm} contents>
        <button type="submit" className={styles.remove} aria-label={fill(t.removeNamed, { name: product.name })}>
          <HeartIcon filled size={20} />
        </button>
      </ChangeForm>
      <div className={styles.body}>
        <span className={`badge badge-${badge.availability} ${styles.badge}`}>{t.stock[badge.availability]}</span>
        <h2 className={styles.name} {...asWritten}>
          <a href={productHref}>{product.name}</a>
        </h2>
        <a className={styles.seller} href={localisedPath(`/seller/${product.merchantId}`, lang)} {...asWritten}>
          {product.merchantName}
        </a>
        <p className={styles.price}>{money(product.priceSen)}</p>
        {added && <p className={styles.added}>{fill(t.added, { date: added })}</p>}
      </div>
      <div className={styles.actions}>
        <a className="btn btn-outline btn-sm" href={productHref}>
          {t.viewDetails}
          <span className="visually-hidden" {...asWritten}>
            : {product.name}
          </span>
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
            {t.addToCart}
            <span className="visually-hidden" {...asWritten}>
              : {product.name}
            </span>
          </button>
        </ChangeForm>
      </div>
    </li>
  );
}
