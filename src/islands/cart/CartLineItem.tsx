/**
 * One cart line: the product as it is today, its quantity stepper and Remove, each a form post until the island
 * is ready. A line out of stock or no longer sold stays visible but counts for nothing until it is removed.
 */
import type { CartLine, CartProduct } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { buyableQuantity } from '../../lib/stock';
import { CartIcon, TrashIcon } from './shopping-icons';
import ChangeForm from './ChangeForm';
import QuantityStepper from './QuantityStepper';
import styles from './CartLineItem.module.css';

interface Props {
  line: CartLine;
  reducedTo: number | undefined;
  action: string;
  ready: boolean;
  onQuantity: (product: CartProduct, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

const usd = (sen: number) => formatMoney(sen, 'USD');

export default function CartLineItem({ line, reducedTo, action, ready, onQuantity, onRemove }: Props) {
  const { product } = line;
  const removeForm = {
    action,
    kind: 'cart.remove' as const,
    productId: line.item.productId,
    onChange: ready ? () => onRemove(line) : undefined,
  };

  if (!product) {
    return (
      <li className={`card ${styles.line} ${styles.lineGone}`}>
        <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
          <CartIcon size={40} />
        </span>
        <div className={styles.info}>
          <h3 className={styles.name}>No longer available</h3>
          <p className={styles.description}>
            This product is no longer sold in the shop. It is not included in your total.
          </p>
        </div>
        <ChangeForm {...removeForm} className={styles.controls}>
          <button type="submit" className="btn btn-outline btn-sm">
            Remove<span className="visually-hidden"> the item that is no longer available</span>
          </button>
        </ChangeForm>
      </li>
    );
  }

  const max = buyableQuantity(product);
  const soldOut = max <= 0;

  return (
    <li className={`card ${styles.line}`}>
      <a className={styles.thumb} href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width="112" height="84" loading="lazy" decoding="async" />
      </a>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <a href={`/product/${product.id}`}>{product.name}</a>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.seller}>
          Sold by <a href={`/seller/${product.merchantId}`}>{product.merchantName}</a>
        </p>
        {soldOut ? (
          <p className={`${styles.note} ${styles.noteDanger}`}>Out of stock</p>
        ) : (
          reducedTo !== undefined && (
            <p className={`${styles.note} ${styles.noteWarning}`}>Only {reducedTo} left: quantity reduced</p>
          )
        )}
        {line.backordered > 0 && (
          <p className={`${styles.note} ${styles.noteWarning}`}>
            {line.backordered === line.available
              ? 'On backorder'
              : `${line.backordered} of ${line.available} on backorder`}
            : ships when restocked
          </p>
        )}
      </div>
      <div className={styles.controls}>
        {soldOut ? (
          <p className={styles.excludedLine}>Not included in your total</p>
        ) : (
          <QuantityStepper
            name={product.name}
            productId={product.id}
            quantity={line.available}
            max={max}
            action={action}
            ready={ready}
            onChange={(quantity) => onQuantity(product, quantity)}
          />
        )}
        <div className={styles.prices}>
          <p className={soldOut ? `${styles.lineTotal} ${styles.struck}` : styles.lineTotal}>
            {usd(soldOut ? product.priceSen * line.item.quantity : line.lineTotalSen)}
          </p>
          <p className={styles.unit}>{usd(product.priceSen)} each</p>
        </div>
        <ChangeForm {...removeForm} contents>
          <button type="submit" className={styles.remove} aria-label={`Remove ${product.name}`}>
            <TrashIcon />
          </button>
        </ChangeForm>
      </div>
    </li>
  );
}
