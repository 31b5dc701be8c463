/**
 * Finds English left on a page that should be all Bahasa Malaysia: every text a person sees or hears (visible text,
 * and the names, placeholders and titles screen readers and hover read), outside what merchants wrote themselves,
 * which the pages mark `translate="no"` (product names and descriptions, store names), wherever they appear. A word is English when it
 * is one of the common words of the shop's English screens below, none of which is also a Malay word.
 */
import type { Page } from '@playwright/test';

const ENGLISH = new Set(
  `a about account add added again all and any apply available back browse buyer buyers by call cart checkout clear
  close continue dark delete delivery details edit email empty favourite filter filters first for found from help
  home in is items just light loading more my name new next no not of on or order orders out page please previous
  price product products profile rated rating recently remove reviews save search seller sellers selling shipping
  show sign skip sort start stock store the theme to total track try up view viewed we wishlist with you your`
    .split(/\s+/)
    .filter(Boolean),
);

/** The snippets of English on the page, each with the words that gave it away; empty when there are none. */
export async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const own = (element: Element | null) => element?.closest('[translate="no"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || own(parent) || parent.closest('script, style, template, noscript')) continue;
      // Visible text, or text kept for screen readers (visually hidden, but not `hidden` or display: none).
      const box = parent.getBoundingClientRect();
      const shown =
        parent.checkVisibility() || (box.width <= 1 && box.height <= 1 && parent.getClientRects().length > 0);
      if (shown) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      // An element in a closed tab or menu is heard by nobody until it opens.
      if (own(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    // Merchants' words also appear inside the shop's own sentences ("Tambah <product> ke senarai hajat").
    const merchants = [...document.querySelectorAll('[translate="no"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    return found.map((text) => merchants.reduce((rest, own) => rest.split(own).join(' '), text));
  });
  const left: string[] = [];
  for (const text of texts) {
    // Whole words only: "EP564738291MY" is a tracking number, not the word "my".
    const words = text.toLowerCase().match(/\b[a-z]+\b/g) ?? [];
    const english = [...new Set(words.filter((word) => ENGLISH.has(word)))];
    if (english.length > 0) left.push(`${text} (${english.join(', ')})`);
  }
  return [...new Set(left)];
}
