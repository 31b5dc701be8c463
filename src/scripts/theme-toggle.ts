/** Wires every theme switch button on the page to the theme store. */
import { $theme, loadTheme, toggleTheme } from '../stores/theme';
import { pageTexts } from '../i18n/browser';

loadTheme();
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', toggleTheme);
  $theme.subscribe((theme) => {
    button.setAttribute('aria-pressed', String(theme === 'dark'));
    button.title = theme === 'dark' ? pageTexts().toLightTheme : pageTexts().toDarkTheme;
  });
}
