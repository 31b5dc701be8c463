/**
 * One product's Duplicate, Archive or Delete as the seller's screens run it, the dashboard's product cards and
 * Manage Products alike: the real action, and what the banner says about its outcome.
 */
import { actions } from 'astro:actions';
import { ERROR_MESSAGE, SINGLE_MESSAGES, type SellerProduct } from '../lib/seller-products';

export type ProductAction = 'duplicate' | 'archive' | 'delete';

export type ProductActionOutcome =
  | {
      ok: true;
      /** The banner's text. */
      message: string;
      /** A product with orders or reviews that Delete archived instead, so that order history keeps it. */
      archivedInstead: boolean;
      /** The copy a Duplicate made; null after Archive and Delete. */
      copy: SellerProduct | null;
    }
  | { ok: false; message: string };

export async function runProductAction(action: ProductAction, id: string): Promise<ProductActionOutcome> {
  try {
    if (action === 'duplicate') {
      const { data, error } = await actions.sellerProducts.duplicate({ id });
      if (error || !data?.product) throw error ?? new Error('no copy');
      return { ok: true, message: SINGLE_MESSAGES.duplicate, archivedInstead: false, copy: data.product };
    }
    const call = action === 'archive' ? actions.sellerProducts.archive : actions.sellerProducts.delete;
    const { data, error } = await call({ ids: [id] });
    if (error || !data || data.changed === 0) throw error ?? new Error('not changed');
    const archived = (data as { archived?: string[] }).archived ?? [];
    return { ok: true, message: SINGLE_MESSAGES[action], archivedInstead: archived.length > 0, copy: null };
  } catch {
    return { ok: false, message: ERROR_MESSAGE };
  }
}
