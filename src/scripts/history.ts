/**
 * A page whose state lives in its address and changes in place (a live listing, a store page, a seller
 * list): each new state is a history entry, and Back or Forward to another address loads that address, which
 * the server renders in that state. A change of the hash alone (a skip link, a tab) is left to the browser.
 */
const here = () => `${location.pathname}${location.search}`;
let shown: string | null = null;

function show(address: string) {
  if (address === here()) return;
  history.pushState(null, '', address);
  shown = here();
}

export function followHistory(): (address: string) => void {
  if (shown === null) {
    shown = here();
    window.addEventListener('popstate', () => {
      if (here() !== shown) location.reload();
    });
  }
  return show;
}
