/**
 * Previous and Next links of a paged seller list. Real links, so that they work before the list's island
 * runs and can be opened in a new tab; a plain click is handed to the island, which loads the page in place.
 */
import type { MouseEvent } from 'react';
import styles from './SellerList.module.css';

interface Props {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  onGo: (page: number) => void;
}

export default function PageLinks({ page, pageCount, href, onGo }: Props) {
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(target);
  };
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <a className="btn btn-outline btn-sm" href={href(page - 1)} rel="prev" onClick={follow(page - 1)}>
          Previous
        </a>
      ) : (
        <span />
      )}
      <span className={styles.where}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="btn btn-outline btn-sm" href={href(page + 1)} rel="next" onClick={follow(page + 1)}>
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
