/**
 * The platform's tax setting, read from the deployment's variables (`TAX_RATE_BASIS_POINTS` and `TAX_LABEL` in
 * wrangler.toml's `[vars]`, or the Cloudflare dashboard): the one place that reads it. Pages and actions pass the
 * rule on, to src/lib/pricing and to the islands that price a cart.
 */
import { env } from 'cloudflare:workers';
import { parseTaxRule, type TaxRule } from '../lib/pricing';

export function platformTax(): TaxRule {
  return parseTaxRule({ TAX_RATE_BASIS_POINTS: env.TAX_RATE_BASIS_POINTS, TAX_LABEL: env.TAX_LABEL });
}
