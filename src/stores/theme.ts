/** The light/dark theme, kept in localStorage under `theme` (read before first paint by src/scripts/boot.mjs). */
import { atom } from 'nanostores';
import { THEME_STORAGE_KEY } from '../scripts/boot.mjs';

export type Theme = 'light' | 'dark';

export const $theme = atom<Theme>('light');

/** Reads the theme the boot script applied; call once in the browser. */
export function loadTheme(): void {
  $theme.set(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
}

export function setTheme(theme: Theme): void {
  $theme.set(theme);
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn('The theme could not be saved', error);
  }
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}
