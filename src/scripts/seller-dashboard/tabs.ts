/**
 * The seller dashboard's tabs in the browser: a chosen tab is shown in place, its panel loaded once from the
 * server (the page renders only the tab its address names), and the address follows, so that a reload or a
 * shared link opens the same tab. Arrow keys, Home and End move between the tabs. An older link naming a tab
 * by its hash (#orders) still opens it. If a panel cannot be loaded, the tab's own link is followed instead.
 */
const loading = new Map<string, Promise<void>>();

/**
 * Puts a tab's HTML in its panel, with its scripts (the tab's own behaviour, such as the product cards' actions)
 * run first on the new content while it is still hidden: nothing can be clicked before it works.
 */
async function fillPanel(panel: HTMLElement, html: string): Promise<void> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const scripts = [...template.content.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  for (const script of scripts) script.remove();
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.append(template.content);
  panel.append(holder);
  await Promise.all(scripts.map((script) => import(/* @vite-ignore */ script.src)));
  holder.replaceWith(...holder.childNodes);
}

async function loadPanel(panel: HTMLElement, href: string): Promise<void> {
  panel.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok || response.redirected) throw new Error(`The tab answered ${response.status}`);
    await fillPanel(panel, await response.text());
    panel.dataset.loaded = '';
  } finally {
    panel.removeAttribute('aria-busy');
  }
}

class DashboardTabs extends HTMLElement {
  connectedCallback() {
    const tabs = [...this.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const panelOf = (id: string) => this.querySelector<HTMLElement>(`[data-panel="${CSS.escape(id)}"]`);

    const show = (id: string, focus = false) => {
      const chosen = tabs.find((tab) => tab.dataset.tab === id);
      const panel = panelOf(id);
      if (!chosen || !panel) return;
      for (const tab of tabs) {
        const on = tab === chosen;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
      }
      for (const other of this.querySelectorAll<HTMLElement>('[data-panel]')) other.hidden = other !== panel;
      if (focus) chosen.focus();
      history.replaceState(history.state, '', chosen.href);
      if (panel.dataset.loaded !== undefined || loading.has(id)) return;
      const load = loadPanel(panel, chosen.dataset.panelHref!).catch((error: unknown) => {
        console.warn('The dashboard tab could not be loaded in place; opening it instead', error);
        window.location.assign(chosen.href);
      });
      loading.set(
        id,
        load.finally(() => loading.delete(id)),
      );
    };

    this.addEventListener('click', (event) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-tab]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(link.dataset.tab!, link.getAttribute('role') !== 'tab');
    });
    this.addEventListener('keydown', (event) => {
      const index = tabs.indexOf(document.activeElement as HTMLAnchorElement);
      if (index < 0) return;
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      if (!(event.key in moves)) return;
      event.preventDefault();
      show(tabs[(moves[event.key]! + tabs.length) % tabs.length]!.dataset.tab!, true);
    });
    const fromHash = () => {
      const id = location.hash.slice(1);
      if (tabs.some((tab) => tab.dataset.tab === id)) show(id);
    };
    window.addEventListener('hashchange', fromHash);
    fromHash();
  }
}

export function defineDashboardTabs(): void {
  if (!customElements.get('dashboard-tabs')) customElements.define('dashboard-tabs', DashboardTabs);
}
