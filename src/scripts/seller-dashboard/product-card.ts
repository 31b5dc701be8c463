/**
 * The texts of a dashboard product card, shared by the server render and the script that updates the grid. The
 * words are the page's language's (the server writes them on the grid for the script); English by default.
 */
import type { SellerProduct } from '../../lib/seller-products';
import { SINGLE_MESSAGES, ERROR_MESSAGE, STATUS_LABELS, STATUS_TONES } from '../../lib/seller-products';
import { formatMoney } from '../../lib/money';
import { fill } from '../../i18n/fill';

/** A card's words: plain strings, with values in braces (src/i18n/fill.ts). */
export const PRODUCT_CARD_TEXTS = {
  statuses: { ...STATUS_LABELS } as Record<string, string>,
  units: '{count} units',
  sold: '{count} sold',
  ratingOne: '{rating} (1 review)',
  ratingMany: '{rating} ({count} reviews)',
  noReviews: 'No reviews',
  editOf: 'Edit {name}',
  viewOf: 'View {name}',
  moreOf: 'More actions for {name}',
  duplicating: 'Duplicating…',
  archiving: 'Archiving…',
  deleting: 'Deleting…',
  duplicate: 'Duplicate',
  delete: 'Delete',
  confirmDelete: 'Are you sure you want to delete “{name}”? This action cannot be undone.',
  done: { ...SINGLE_MESSAGES } as Record<'duplicate' | 'archive' | 'delete', string>,
  failed: ERROR_MESSAGE,
};

export type ProductCardWords = typeof PRODUCT_CARD_TEXTS;

export function productCardTexts(p: SellerProduct, words: ProductCardWords = PRODUCT_CARD_TEXTS) {
  return {
    name: p.name,
    status: words.statuses[p.status] ?? p.status,
    statusTone: STATUS_TONES[p.status],
    price: formatMoney(p.unitPriceSen),
    stock: fill(words.units, { count: p.quantity }),
    sales: fill(words.sold, { count: p.sales }),
    revenue: formatMoney(p.revenueSen),
    rating: p.reviews
      ? fill(p.reviews === 1 ? words.ratingOne : words.ratingMany, { rating: p.rating.toFixed(1), count: p.reviews })
      : words.noReviews,
  };
}
