/** The cart's and the wishlist's icons, drawn inline (no icon font, no request), all on one 24-unit outline. */
import type { ReactNode } from 'react';

interface OutlineProps {
  size: number;
  strokeWidth: number | string;
  round?: boolean;
  filled?: boolean;
  children: ReactNode;
}

function Outline({ size, strokeWidth, round, filled, children }: OutlineProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}

export function TrashIcon() {
  return (
    <Outline size={18} strokeWidth="2" round>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Outline>
  );
}

/** The cart: large (40) on the empty cart's card, small (16) on a button. */
export function CartIcon({ size = 16 }: { size?: number }) {
  return (
    <Outline size={size} strokeWidth={size > 24 ? '1.5' : '2'}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6" />
    </Outline>
  );
}

export function LockIcon() {
  return (
    <Outline size={16} strokeWidth="2">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Outline>
  );
}

export function HeartIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <Outline size={size} strokeWidth={filled ? 2 : 1.5} filled={filled}>
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </Outline>
  );
}

export function GridIcon() {
  return (
    <Outline size={16} strokeWidth="2">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </Outline>
  );
}

export function ListIcon() {
  return (
    <Outline size={16} strokeWidth="2" round>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </Outline>
  );
}

export function CheckIcon() {
  return (
    <Outline size={12} strokeWidth="3.5">
      <path d="m5 12 5 5 9-10" />
    </Outline>
  );
}
