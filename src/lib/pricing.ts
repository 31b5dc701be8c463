/**
 * What an order costs, in sen: shipping free above RM 100 of goods, else RM 10 (spec section 9), and the platform's
 * tax on the taxable goods. The cart, the checkout and the server that charges the order all price it here.
 */

export const FREE_SHIPPING_ABOVE_SEN = 10_000;
export const SHIPPING_FEE_SEN = 1_000;

/**
 * The platform's tax: its rate in basis points (600 is 6%) and the name it is printed under. One setting for the
 * whole shop (src/data/platform-tax.ts reads it from the deployment's variables); 0 means no tax is charged.
 */
export interface TaxRule {
  rateBasisPoints: number;
  label: string;
}

/** The spec's 6% "GST": the demo's tax, and the shop's when a deployment sets none (README, "Tax"). */
export const DEFAULT_TAX_RULE: TaxRule = { rateBasisPoints: 600, label: 'GST' };

/**
 * A tax rule from a deployment's variables (strings, as wrangler passes them); what is not set keeps the default.
 * A rate that is not a whole number of basis points from 0 to 10000, or a label that is empty or longer than 40
 * characters, is refused with an error that names the variable: a shop must never charge a tax it misread.
 */
export function parseTaxRule(vars: { TAX_RATE_BASIS_POINTS?: unknown; TAX_LABEL?: unknown }): TaxRule {
  const rateText = vars.TAX_RATE_BASIS_POINTS;
  const labelText = vars.TAX_LABEL;
  let rateBasisPoints = DEFAULT_TAX_RULE.rateBasisPoints;
  if (rateText !== undefined && rateText !== '') {
    const rate = Number(rateText);
    if (!/^\d{1,5}$/.test(String(rateText).trim()) || !Number.isInteger(rate) || rate > 10_000)
      throw new Error(`TAX_RATE_BASIS_POINTS must be a whole number from 0 to 10000 (600 is 6%); it is "${rateText}".`);
    rateBasisPoints = rate;
  }
  let label = DEFAULT_TAX_RULE.label;
  if (labelText !== undefined) {
    label = String(labelText).trim();
    if (label.length === 0 || label.length > 40)
      throw new Error('TAX_LABEL must be a name of 1 to 40 characters, such as "GST" or "SST".');
  }
  return { rateBasisPoints, label };
}

/** The rate as people read it: 600 is "6", 825 is "8.25". */
export function taxPercent(rule: TaxRule): string {
  return String(rule.rateBasisPoints / 100);
}

/** The tax line's label wherever an order's money is shown ("GST (6%)"); null when no tax is charged. */
export function taxLineLabel(rule: TaxRule): string | null {
  return rule.rateBasisPoints === 0 ? null : `${rule.label} (${taxPercent(rule)}%)`;
}

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
 * An order's totals: the tax on the taxable lines only; shipping only when at least one line needs shipping (free
 * above RM 100 of subtotal). Used by the cart, the checkout screen and the server that charges it.
 */
export function orderTotals(lines: readonly PricedLine[], tax: TaxRule): CheckoutTotals {
  const subtotalSen = lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const taxableSen = lines
    .filter((line) => line.taxable)
    .reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const shipped = lines.some((line) => line.requiresShipping && line.quantity > 0);
  const shippingSen = !shipped || subtotalSen > FREE_SHIPPING_ABOVE_SEN ? 0 : SHIPPING_FEE_SEN;
  const taxSen = Math.round((taxableSen * tax.rateBasisPoints) / 10_000);
  return { subtotalSen, shippingSen, taxSen, totalSen: subtotalSen + shippingSen + taxSen };
}

/** The totals of a subtotal of taxable goods that need shipping (every product's default switches). */
export function checkoutTotals(subtotalSen: number, tax: TaxRule): CheckoutTotals {
  return orderTotals([{ unitPriceSen: subtotalSen, quantity: 1, taxable: true, requiresShipping: true }], tax);
}

/** Splits an order's shipping fee over its seller orders: equal shares, the remainder to the first. */
export function splitShipping(shippingSen: number, parts: number): number[] {
  if (parts <= 0) return [];
  const share = Math.floor(shippingSen / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? shippingSen - share * (parts - 1) : share));
}

/**
 * Splits an order's tax over its seller orders in proportion to each one's taxable goods, so that each
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
export function priceOrder(
  lines: readonly MerchantPricedLine[],
  tax: TaxRule,
): {
  totals: CheckoutTotals;
  merchants: MerchantCharge[];
} {
  const totals = orderTotals(lines, tax);
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
