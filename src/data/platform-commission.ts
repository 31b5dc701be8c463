/**
 * The market's commission on each seller order, read from the deployment's variables (`COMMISSION_BASIS_POINTS` in
 * wrangler.toml's `[vars]`, or the Cloudflare dashboard): the one place that reads it. Checkout passes it on to the
 * order's batch, which keeps it with each seller order (seller_orders.commission_basis_points), so a merchant's
 * statement goes on saying what was charged after the setting changes.
 */
import { env } from 'cloudflare:workers';
import { parseCommissionBasisPoints } from '../lib/ledger';

export function platformCommission(): number {
  return parseCommissionBasisPoints(env.COMMISSION_BASIS_POINTS);
}
