/**
 * One cart line: the product as it is today, its quantity stepper and Remove, each a form post until the island
 * is ready. A line out of stock or no longer sold stays visible but counts for nothing until it is removed.
 */
import { pictureProps } from '../../lib/pictures';
import { fill } from './shopping-hooks';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { CartLine, CartProduct } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { buyableQuantity } from '../../lib/stock';
import { CartIcon, TrashIcon } from './shopping-icons';
import ChangeForm from './ChangeForm';
import QuantityStepper from './QuantityStepper';
import styles from './CartLineItem.module.css';
import type { CartTexts } from './CartView';
import { asWritten } from '../form/as-written';

interface Props {
  line: CartLine;
  reducedTo: number | undefined;
  action: string;
  ready: boolean;
  texts: CartTexts;
  lang: Lang;
  onQuantity: (product: CartProduct, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

const money = (sen: number) => formatMoney(sen);

export default function CartLineItem({ line, reducedTo, action, ready, texts: t, lang, onQuantity, onRemove }: Props) {
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
          <h3 className={styles.name}>{t.gone}</h3>
          <p className={styles.description}>{t.goneText}</p>
        </div>
        <ChangeForm {...removeForm} className={styles.controls}>
          <button type="submit" className="btn btn-outline btn-sm">
            {t.remove}
            <span className="visually-hidden">{t.removeGone}</span>
          </button>
        </ChangeForm>
      </li>
    );
  }

  const max = buyableQuantity(product);
  const soldOut = max <= 0;
  const productHref = localisedPath(`/product/${product.id}`, lang);

  return (
    <li className={`card ${styles.line}`}>
      <a className={styles.thumb} href={productHref} tabIndex={-1} aria-hidden="true">
        <img {...pictureProps('line', product.imageUrl, { box: { width: 112, height: 84 } })} alt="" />
      </a>
      <div className={styles.info}>
        <h3 className={styles.name} {...asWritten}>
          <a href={productHref}>{product.name}</a>
        </h3>
        {product.description && (
          <p className={styles.description} {...asWritten}>
            {product.description}
          </p>
        )}
        {/* Offline, a product added from a card is known by what the card showed: no merchant yet. */}
        {product.merchantId && (
          <p className={styles.seller}>
            {t.soldBy}{' '}
            <a href={localisedPath(`/seller/${product.merchantId}`, lang)} {...asWritten}>
              {product.merchantName}
            </a>
          </p>
        )}
        {soldOut ? (
          <p className={`${styles.note} ${styles.noteDanger}`}>{t.outOfStock}</p>
        ) : (
          reducedTo !== undefined && (
            <p className={`${styles.note} ${styles.noteWarning}`}>{fill(t.reduced, { count: reducedTo })}</p>
          )
        )}
        {line.backordered > 0 && (
          <p className={`${styles.note} ${styles.noteWarning}`}>
            {line.backordered === line.available
              ? t.onBackorder
              : fill(t.someOnBackorder, { count: line.backordered, quantity: line.available })}
            {t.shipsWhenRestocked}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        {soldOut ? (
          <p className={styles.excludedLine}>{t.notIncluded}</p>
        ) : (
          <QuantityStepper
            name={product.name}
            productId={product.id}
            quantity={line.available}
            max={max}
            action={action}
            ready={ready}
            texts={t}
            onChange={(quantity) => onQuantity(product, quantity)}
          />
        )}
        <div className={styles.prices}>
          <p className={soldOut ? `${styles.lineTotal} ${styles.struck}` : styles.lineTotal}>
            {money(soldOut ? product.priceSen * line.item.quantity : line.lineTotalSen)}
          </p>
          <p className={styles.unit}>{fill(t.each, { price: money(product.priceSen) })}</p>
        </div>
        <ChangeForm {...removeForm} contents>
          <button type="submit" className={styles.remove} aria-label={fill(t.removeNamed, { name: product.name })}>
            <TrashIcon />
          </button>
        </ChangeForm>
      </div>
    </li>
  );
}
