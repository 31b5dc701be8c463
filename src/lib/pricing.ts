/** Checkout totals in sen, from spec section 9: shipping free above RM 100, else RM 10; GST 6 %. */

export const FREE_SHIPPING_ABOVE_SEN = 10_000;
export const SHIPPING_FEE_SEN = 1_000;
export const GST_RATE = 0.06;
/** How the tax line reads wherever an order's money is shown. */
export const GST_LABEL = `GST (${GST_RATE * 100}%)`;
/** An order's currency: what the buyer paid in, and what its invoices and order pages show. */
export const ORDER_CURRENCY = 'MYR';

export interface CheckoutTotals {
  subtotalSen: number;
  shippingSen: number;
  taxSen: number;
  totalSen: number;
}

/** One line of an order as it is priced: its product's Taxable and Requires shipping switches count. */
export interface PricedLine {
  unitPriceSen: number;
  quantity: number;
  taxable: boolean;
  requiresShipping: boolean;
}

/**
 * An order's totals: GST on the taxable lines only; shipping only when at least one line needs shipping
 * (free above RM 100 of subtotal, as before). Used by the checkout screen and by the server that charges it.
 */
export function orderTotals(lines: readonly PricedLine[]): CheckoutTotals {
  const subtotalSen = lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const taxableSen = lines
    .filter((line) => line.taxable)
    .reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const shipped = lines.some((line) => line.requiresShipping && line.quantity > 0);
  const shippingSen = !shipped || subtotalSen > FREE_SHIPPING_ABOVE_SEN ? 0 : SHIPPING_FEE_SEN;
  const taxSen = Math.round(taxableSen * GST_RATE);
  return { subtotalSen, shippingSen, taxSen, totalSen: subtotalSen + shippingSen + taxSen };
}

/** The totals of a subtotal of taxable goods that need shipping (every product's default switches). */
export function checkoutTotals(subtotalSen: number): CheckoutTotals {
  return orderTotals([{ unitPriceSen: subtotalSen, quantity: 1, taxable: true, requiresShipping: true }]);
}

/** Splits an order's shipping fee over its seller orders: equal shares, the remainder to the first. */
export function splitShipping(shippingSen: number, parts: number): number[] {
  if (parts <= 0) return [];
  const share = Math.floor(shippingSen / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? shippingSen - share * (parts - 1) : share));
}

/**
 * Splits an order's GST over its seller orders in proportion to each one's taxable goods, so that each
 * merchant's invoice shows the tax its buyer paid on its goods; the sen left by rounding down go to the first
 * seller order with taxable goods. The shares add up to the order's tax exactly.
 */
export function splitTax(taxSen: number, taxableSen: readonly number[]): number[] {
  const total = taxableSen.reduce((sum, sen) => sum + sen, 0);
  if (total <= 0) return taxableSen.map(() => 0);
  const shares = taxableSen.map((sen) => Math.floor((taxSen * sen) / total));
  const first = taxableSen.findIndex((sen) => sen > 0);
  shares[first] = shares[first]! + taxSen - shares.reduce((sum, sen) => sum + sen, 0);
  return shares;
}

/** A priced line with the merchant who sells it: what an order's split over its seller orders reads. */
export interface MerchantPricedLine extends PricedLine {
  merchantId: string;
}

/** One merchant's part of an order: its goods, its share of the shipping fee and of the tax. */
export interface MerchantCharge {
  merchantId: string;
  subtotalSen: number;
  shippingSen: number;
  taxSen: number;
}

/**
 * An order priced as checkout charges it, and the same money split over its merchants, in the order each first
 * appears: the shipping fee is shared by the merchants who ship something (one who sells only what needs no
 * shipping gets none of it), and each merchant's tax is the part paid on its own taxable goods. The merchants'
 * shares add up to the order's totals exactly.
 */
export function priceOrder(lines: readonly MerchantPricedLine[]): {
  totals: CheckoutTotals;
  merchants: MerchantCharge[];
} {
  const totals = orderTotals(lines);
  const ids = [...new Set(lines.map((line) => line.merchantId))];
  const own = (merchantId: string) => lines.filter((line) => line.merchantId === merchantId);
  const goods = (of: readonly PricedLine[]) => of.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const shipping = ids.filter((id) => own(id).some((line) => line.requiresShipping && line.quantity > 0));
  const shippingShares = splitShipping(totals.shippingSen, shipping.length);
  const taxShares = splitTax(
    totals.taxSen,
    ids.map((id) => goods(own(id).filter((line) => line.taxable))),
  );
  return {
    totals,
    merchants: ids.map((merchantId, index) => ({
      merchantId,
      subtotalSen: goods(own(merchantId)),
      shippingSen: shipping.includes(merchantId) ? shippingShares[shipping.indexOf(merchantId)]! : 0,
      taxSen: taxShares[index]!,
    })),
  };
}

/** The percent-off badge: the rounded gap between compare-at and price, relative to compare-at. */
export function percentOff(priceSen: number, compareAtSen: number | null | undefined): number | null {
  if (!compareAtSen || compareAtSen <= priceSen) return null;
  return Math.round(((compareAtSen - priceSen) / compareAtSen) * 100);
}
