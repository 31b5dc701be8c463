/**
 * The signed-in header: the avatar menu (Profile, the administrator's Merchant Applications, Log out), and the check of the browser's saved user
 * against the server's session, so that a session that ended elsewhere shows as signed out.
 */
import { $user, signedIn, signedOut } from '../stores/session';
import { sendsSettled } from '../stores/shopping-sync';
import { initials } from '../lib/rating';
import { parseSessionUser, type SessionUser } from '../lib/session-user';

/** The longest Log out waits for the cart changes under way to be answered. */
const SIGN_OUT_WAIT_MS = 3000;

function renderUser(user: SessionUser | null): void {
  const root = document.documentElement;
  if (user) root.dataset.auth = 'in';
  else delete root.dataset.auth;
  if (user?.isMerchant) root.dataset.merchant = 'yes';
  else delete root.dataset.merchant;
  if (user?.isAdmin) root.dataset.admin = 'yes';
  else delete root.dataset.admin;
  for (const el of document.querySelectorAll('[data-user-initials]')) el.textContent = user ? initials(user.name) : '';
  for (const el of document.querySelectorAll('[data-user-name]')) el.textContent = user?.name ?? '';
  for (const el of document.querySelectorAll('[data-user-email]')) el.textContent = user?.email ?? '';
}

function setUpMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = document.getElementById('account-menu');
  if (!button || !panel) return;
  const close = (focusButton = false) => {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  button.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) panel.querySelector<HTMLElement>('.menu-item')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && !(event.target as Element).closest('[data-account-menu]')) close();
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
  });
  // The Log out form is a plain post that signs the session out on the server and goes home, with or without
  // a script (no actions client is loaded on every page for it); before it goes, the cart changes under way are
  // answered (at most a few seconds), and this browser forgets what it kept for the user.
  const signOutForm = panel.querySelector<HTMLFormElement>('[data-sign-out]');
  let leaving = false;
  signOutForm?.addEventListener('submit', (event) => {
    if (leaving) return;
    event.preventDefault();
    leaving = true;
    void sendsSettled(SIGN_OUT_WAIT_MS).then(() => {
      signedOut();
      signOutForm.submit();
    });
  });
}

async function reconcile(): Promise<void> {
  try {
    const response = await fetch('/api/me', { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { user: unknown };
    const serverUser = parseSessionUser(body.user);
    const local = $user.get();
    if (!serverUser) {
      // The session ended on the server: forget the flag so later pages stop asking.
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
      document.cookie = 'market-signed-in=; Max-Age=0; Path=/; Secure; SameSite=Lax';
      if (local) signedOut();
    } else if (JSON.stringify(serverUser) !== JSON.stringify(local)) signedIn(serverUser);
  } catch (error) {
    console.warn('Could not check the session with the server', error);
  }
}

$user.listen(renderUser);
setUpMenu();
// Only a browser that is, or believes it is, signed in asks; a visitor's page makes no extra request.
if ($user.get() || document.cookie.split('; ').includes('market-signed-in=1')) void reconcile();
