/** The texts of a dashboard product card, shared by the server render and the script that updates the grid. */
import type { SellerProduct } from '../../lib/seller-products';
import { STATUS_LABELS, STATUS_TONES } from '../../lib/seller-products';
import { formatMoney } from '../../lib/money';

export function productCardTexts(p: SellerProduct) {
  return {
    name: p.name,
    status: STATUS_LABELS[p.status],
    statusTone: STATUS_TONES[p.status],
    price: formatMoney(p.unitPriceSen, 'USD'),
    stock: `${p.quantity} units`,
    sales: `${p.sales} sold`,
    revenue: formatMoney(p.revenueSen, 'USD'),
    rating: p.reviews
      ? `${p.rating.toFixed(1)} (${p.reviews} ${p.reviews === 1 ? 'review' : 'reviews'})`
      : 'No reviews',
  };
}
