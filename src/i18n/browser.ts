/**
 * The language of the page a script runs in (its `<html lang>`), its texts, and addresses in it. Browser only.
 */
import { browser as en } from './en/browser';
import { browser as ms } from './ms/browser';
import { type Lang, localisedPath } from './languages';

export function pageLanguage(): Lang {
  return document.documentElement.lang.startsWith('ms') ? 'ms' : 'en';
}

export function pageTexts(): typeof en {
  return pageLanguage() === 'ms' ? ms : en;
}

/** A path of the shop in the page's language. */
export function pageHref(path: string): string {
  return localisedPath(path, pageLanguage());
}
