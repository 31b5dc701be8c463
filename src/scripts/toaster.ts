/**
 * Renders the toast store into the layout's toast region. Plain DOM, so that a page without islands
 * ships no framework for it. A toast is dismissed by its close button or by a horizontal swipe.
 */
import { $toasts, dismissToast, showToast, TOAST_DEFAULTS, visibleToasts, type Toast } from '../stores/toasts';
import { pageTexts } from '../i18n/browser';

function renderToast(toast: Toast): HTMLElement {
  const item = document.createElement('li');
  item.className = `toast toast-${toast.kind}`;
  item.dataset.id = String(toast.id);
  const text = document.createElement('div');
  // The role sits inside the list item, so that the list stays a list for assistive technology.
  text.setAttribute('role', toast.kind === 'error' ? 'alert' : 'status');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = toast.title;
  text.append(title);
  if (toast.description) {
    const description = document.createElement('p');
    description.className = 'toast-description';
    description.textContent = toast.description;
    text.append(description);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', pageTexts().dismiss);
  close.textContent = '\u00d7';
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(text, close);
  enableSwipe(item, toast.id);
  return item;
}

function enableSwipe(item: HTMLElement, id: number): void {
  let startX: number | null = null;
  item.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  item.addEventListener('pointermove', (event) => {
    if (startX !== null) item.style.translate = `${Math.max(0, event.clientX - startX)}px`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    if (distance >= TOAST_DEFAULTS.swipeThreshold) dismissToast(id);
    else item.style.translate = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}

const list = document.querySelector<HTMLOListElement>('[data-toasts]');
if (list) {
  // A notice the server rendered (what a sign-in did of what was pressed before it) becomes a toast like any other.
  for (const item of list.querySelectorAll<HTMLElement>('[data-server-toast]')) {
    const [title, description] = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '');
    showToast(title ?? '', { kind: item.dataset.serverToast as Toast['kind'], description: description || undefined });
  }
  $toasts.subscribe((toasts) => {
    list.replaceChildren(...visibleToasts(toasts).map(renderToast));
  });
}
