/**
 * Who may open a seller page: a signed-in user with an approved merchant account. Every seller page calls
 * this itself (never a URL-prefix rule in middleware), so a page cannot forget it without it showing.
 */
import type { User } from '../data/accounts';
import { loginHref } from './redirect';
import { SELLER_REQUIRED_REASON } from './seller-routes';

export type SellerAccess = { ok: true; user: User & { merchantId: string } } | { ok: false; redirect: string };

export function sellerAccess(user: User | null, path: string): SellerAccess {
  if (!user) return { ok: false, redirect: loginHref(path) };
  if (!user.merchantId) return { ok: false, redirect: `/merchant-signup?reason=${SELLER_REQUIRED_REASON}` };
  return { ok: true, user: user as User & { merchantId: string } };
}
