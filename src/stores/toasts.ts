/** The toast area's queue, shared by every island and script of a page. */
import { atom } from 'nanostores';

/** The spec's toast defaults. */
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
} as const;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  duration: number;
}

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(
  title: string,
  options: { kind?: ToastKind; description?: string; duration?: number } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    kind: options.kind ?? 'info',
    title,
    description: options.description,
    duration: options.duration ?? TOAST_DEFAULTS.duration,
  };
  $toasts.set([...$toasts.get(), toast]);
  if (toast.duration > 0 && Number.isFinite(toast.duration)) {
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.duration),
    );
  }
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** The toasts on screen: the newest few, oldest first. */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.slice(-TOAST_DEFAULTS.visibleToasts);
}
