/**
 * Runs inline in <head> before the first paint, so the saved theme applies without a flash. It is inlined as
 * text; astro.config.mjs hashes this exact string for the Content-Security-Policy.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.dataset.theme=t}catch(e){document.documentElement.dataset.theme='light'}})()`;
