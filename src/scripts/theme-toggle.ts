/** Wires every theme switch button on the page to the theme store. */
import { $theme, loadTheme, toggleTheme } from '../stores/theme';

loadTheme();
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', toggleTheme);
  $theme.subscribe((theme) => {
    button.setAttribute('aria-pressed', String(theme === 'dark'));
    button.title = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  });
}
