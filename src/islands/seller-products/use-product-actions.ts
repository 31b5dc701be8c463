/**
 * Manage Products' changes: the bulk actions on the selection and each product's own Duplicate, Archive and
 * Delete (the latter two after a confirmation), each a real action after which the page is read again, with
 * the banner that says how it went.
 */
import { useState } from 'react';
import { counted, fill } from '../../i18n/fill';
import { actions } from 'astro:actions';
import type { BulkAction, SellerProduct, SellerProductListQuery } from '../../lib/seller-products';
import { runProductAction, type ProductAction } from '../../scripts/seller-product-action';
import type { ListTexts } from './ProductParts';

export type Message = { tone: 'success' | 'error'; text: string; note?: string };
export type SingleAction = ProductAction;
type Busy = BulkAction | 'reload' | `${SingleAction}:${string}` | null;
export type Confirm = { kind: 'bulk'; ids: string[] } | { kind: 'single'; product: SellerProduct } | null;

interface Options {
  query: SellerProductListQuery;
  load: (query: SellerProductListQuery) => Promise<unknown>;
  /** Forgets the selection of these products, or of all when no ids are given. */
  unpick: (ids?: string[]) => void;
  t: ListTexts;
}

export function useProductActions({ query, load, unpick, t }: Options) {
  const [busy, setBusy] = useState<Busy>(null);
  const [banner, setBanner] = useState<Message | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  async function runBulk(action: BulkAction, ids: string[]) {
    setBusy(action);
    setBanner(null);
    try {
      const call = {
        activate: actions.sellerProducts.activate,
        deactivate: actions.sellerProducts.deactivate,
        archive: actions.sellerProducts.archive,
        delete: actions.sellerProducts.delete,
      }[action];
      const { data, error } = await call({ ids });
      if (error || !data) throw error ?? new Error('no answer');
      unpick();
      await load(query);
      if (data.changed === 0) {
        setBanner({ tone: 'error', text: t.error });
        return;
      }
      const kept = (data as { archived?: string[] }).archived?.length ?? 0;
      setBanner({
        tone: 'success',
        text: counted(t.bulkDone[action], data.changed),
        note: kept === 1 ? t.keptOne : kept > 1 ? fill(t.keptMany, { count: kept }) : undefined,
      });
    } catch {
      setBanner({ tone: 'error', text: t.error });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function runSingle(action: SingleAction, product: SellerProduct) {
    setBusy(`${action}:${product.id}`);
    setBanner(null);
    try {
      const outcome = await runProductAction(action, product.id);
      if (!outcome.ok) {
        setBanner({ tone: 'error', text: t.error });
        return;
      }
      if (action !== 'duplicate') unpick([product.id]);
      await load(query);
      setBanner({
        tone: 'success',
        text: t.singleDone[action],
        note: outcome.archivedInstead ? t.archivedInstead : undefined,
      });
    } catch {
      setBanner({ tone: 'error', text: t.error });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function reload() {
    setBusy('reload');
    try {
      await load(query);
    } finally {
      setBusy(null);
    }
  }

  /** The action running on this product, if any. */
  const busyOn = (id: string): SingleAction | null =>
    typeof busy === 'string' && busy.endsWith(`:${id}`) ? (busy.split(':')[0] as SingleAction) : null;
  const deleting = busy === 'delete' || (typeof busy === 'string' && busy.startsWith('delete:'));

  return { busy, banner, setBanner, confirm, setConfirm, runBulk, runSingle, reload, busyOn, deleting };
}
