/**
 * The dashboard's product cards: Duplicate, Archive and Delete run the real seller actions (the same as Manage
 * Products', src/scripts/seller-product-action.ts), Delete after a confirmation, and the grid follows the server's answer (the copy appears, an archived or deleted card goes).
 */
import { pictureTag } from '../../lib/pictures';
import type { SellerProduct } from '../../lib/seller-products';
import { fill } from '../../i18n/fill';
import { runProductAction, type ProductAction } from '../seller-product-action';
import { PRODUCT_CARD_TEXTS, productCardTexts, type ProductCardWords } from './product-card';

/** The cards' words in the page's language, as the server wrote them on the grid. */
function wordsOf(root: HTMLElement): ProductCardWords {
  try {
    return root.dataset.words ? (JSON.parse(root.dataset.words) as ProductCardWords) : PRODUCT_CARD_TEXTS;
  } catch {
    return PRODUCT_CARD_TEXTS;
  }
}

function fillCard(card: HTMLElement, product: SellerProduct, words: ProductCardWords): void {
  const texts = productCardTexts(product, words);
  const field = (name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`);
  card.dataset.productCard = product.id;
  card.dataset.search = product.name.toLowerCase();
  card.dataset.status = product.status;
  for (const key of ['name', 'price', 'stock', 'sales', 'revenue', 'rating'] as const) {
    const element = field(key);
    if (element) element.textContent = texts[key];
  }
  const status = field('status');
  if (status) {
    status.className = `badge ${texts.statusTone}`;
    status.textContent = texts.status;
  }
  const image = field('image');
  if (image)
    for (const [name, value] of Object.entries(
      pictureTag('line', product.imageUrl, { box: { width: 96, height: 96 } }),
    ))
      if (value !== undefined) image.setAttribute(name, String(value));
  // The copy's addresses: the original's with its id, in the page's language.
  const prefix = (field('view')?.getAttribute('href') ?? '').startsWith('/ms/') ? '/ms' : '';
  field('edit')?.setAttribute('href', `${prefix}/seller/products/${product.id}/edit`);
  field('edit')?.setAttribute('aria-label', fill(words.editOf, { name: product.name }));
  field('view')?.setAttribute('href', `${prefix}/seller/products/${product.id}`);
  field('view')?.setAttribute('aria-label', fill(words.viewOf, { name: product.name }));
  field('more')?.setAttribute('aria-label', fill(words.moreOf, { name: product.name }));
  card.querySelector('details')?.removeAttribute('open');
}

export function setupProductActions(): void {
  const root = document.querySelector<HTMLElement>('[data-dash-products]:not([data-actions-ready])');
  if (!root) return;
  root.dataset.actionsReady = '';
  const words = wordsOf(root);
  const success = root.querySelector<HTMLElement>('[data-banner-success]')!;
  const failure = root.querySelector<HTMLElement>('[data-banner-error]')!;
  const dialog = root.querySelector<HTMLDialogElement>('[data-delete-dialog]')!;
  const dialogText = dialog.querySelector<HTMLElement>('[data-delete-text]')!;
  const confirmButton = dialog.querySelector<HTMLButtonElement>('[data-delete-confirm]')!;
  const search = root.querySelector<HTMLInputElement>('[data-filter-search]');
  let pending: HTMLElement | null = null;
  let busy = false;

  const show = (tone: 'success' | 'error', text: string) => {
    success.textContent = tone === 'success' ? text : '';
    failure.textContent = tone === 'error' ? text : '';
  };
  // The live search and filter recount the cards.
  const refilter = () => search?.dispatchEvent(new Event('input'));

  async function run(action: ProductAction, card: HTMLElement) {
    const id = card.dataset.productCard!;
    busy = true;
    const buttons = [...card.querySelectorAll<HTMLButtonElement>('[data-product-action]'), confirmButton];
    for (const b of buttons) b.disabled = true;
    const label = card.querySelector<HTMLButtonElement>(`[data-product-action="${action}"]`)!;
    const idle = label.textContent;
    label.textContent =
      action === 'duplicate' ? words.duplicating : action === 'archive' ? words.archiving : words.deleting;
    if (action === 'delete') confirmButton.textContent = words.deleting;
    show('success', '');
    try {
      const outcome = await runProductAction(action, id);
      if (!outcome.ok) {
        show('error', words.failed);
        return;
      }
      if (action === 'duplicate' && outcome.copy) {
        const clone = card.cloneNode(true) as HTMLElement;
        fillCard(clone, outcome.copy, words);
        for (const b of clone.querySelectorAll<HTMLButtonElement>('button')) b.disabled = false;
        clone.querySelector<HTMLElement>('[data-product-action="duplicate"]')!.textContent = words.duplicate;
        card.insertAdjacentElement('afterend', clone);
      } else {
        // Archived products are not shown on the dashboard, and a deleted one is gone.
        card.remove();
      }
      show('success', words.done[action]);
      refilter();
    } catch {
      show('error', words.failed);
    } finally {
      busy = false;
      label.textContent = idle;
      confirmButton.textContent = words.delete;
      for (const b of buttons) b.disabled = false;
      card.querySelector('details')?.removeAttribute('open');
      if (dialog.open) dialog.close();
    }
  }

  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-product-action]');
    if (!button || busy) return;
    const card = button.closest<HTMLElement>('[data-product-card]');
    if (!card) return;
    const action = button.dataset.productAction as ProductAction;
    if (action === 'delete') {
      pending = card;
      const name = card.querySelector('[data-field="name"]')?.textContent ?? '';
      dialogText.textContent = fill(words.confirmDelete, { name });
      card.querySelector('details')?.removeAttribute('open');
      dialog.showModal();
      return;
    }
    void run(action, card);
  });
  confirmButton.addEventListener('click', () => {
    if (pending && !busy) void run('delete', pending);
  });
  dialog.querySelector('[data-delete-cancel]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('cancel', (event) => {
    if (busy) event.preventDefault();
  });
  dialog.addEventListener('close', () => {
    const summary = pending?.querySelector<HTMLElement>('summary');
    if (pending?.isConnected) summary?.focus();
    pending = null;
  });
  // Escape closes an open menu and gives focus back to its button.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const menu = (event.target as HTMLElement).closest('details[open]');
    if (!menu) return;
    menu.removeAttribute('open');
    menu.querySelector<HTMLElement>('summary')?.focus();
  });
}
