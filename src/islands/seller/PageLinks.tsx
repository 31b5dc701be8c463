/**
 * Previous and Next links of a paged seller list. Real links, so that they work before the list's island
 * runs and can be opened in a new tab; a plain click is handed to the island, which loads the page in place.
 */
import type { MouseEvent } from 'react';
import styles from './SellerList.module.css';
import { fill } from '../../i18n/fill';
import { SELLER_LIST_TEXTS, type SellerListTexts } from './texts';

interface Props {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  onGo: (page: number) => void;
  /** The seller lists' words in the page's language. */
  texts?: SellerListTexts;
}

export default function PageLinks({ page, pageCount, href, onGo, texts = SELLER_LIST_TEXTS }: Props) {
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(target);
  };
  return (
    <nav className={styles.pagination} aria-label={texts.pages}>
      {page > 1 ? (
        <a className="btn btn-outline btn-sm" href={href(page - 1)} rel="prev" onClick={follow(page - 1)}>
          {texts.previous}
        </a>
      ) : (
        <span />
      )}
      <span className={styles.where}>{fill(texts.pageOf, { page, count: pageCount })}</span>
      {page < pageCount ? (
        <a className="btn btn-outline btn-sm" href={href(page + 1)} rel="next" onClick={follow(page + 1)}>
          {texts.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
