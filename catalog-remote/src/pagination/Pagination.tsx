import { Link, type To } from 'react-router-dom';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** Page index from 0, as in the search filter. */
  page: number;
  pageCount: number;
  /** Where page `index` (from 0) is: every page is a link, which search engines follow and shoppers can open. */
  hrefOf: (index: number) => To;
  /** Told when the shopper follows one of the links (the list scrolls back to the top). */
  onFollow?: () => void;
}

/** The page links around the current page, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, around = 2): number[] {
  const pages = new Set<number>([0, pageCount - 1]);
  for (let index = page - around; index <= page + around; index++) {
    if (index >= 0 && index < pageCount) pages.add(index);
  }
  return [...pages].filter((index) => index >= 0).sort((a, b) => a - b);
}

/** Previous, numbered pages (shown from 1, sent from 0) and Next, as links; Previous and Next rest at the ends. */
export function Pagination({ page, pageCount, hrefOf, onFollow }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  const step = (index: number, label: string, rel: 'prev' | 'next') =>
    index >= 0 && index < pageCount ? (
      <Link to={hrefOf(index)} rel={rel} className={styles.button} onClick={onFollow}>
        {label}
      </Link>
    ) : (
      // No link where there is nowhere to go: shown, greyed, and not a stop for the keyboard.
      <span className={styles.button} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {step(page - 1, 'Previous', 'prev')}
      <ul className={styles.pages}>
        {pages.map((index, position) => (
          <li key={index}>
            {position > 0 && index - (pages[position - 1] ?? index) > 1 ? <span aria-hidden="true">…</span> : null}
            <Link
              to={hrefOf(index)}
              className={styles.button}
              aria-current={index === page ? 'page' : undefined}
              aria-label={`Page ${index + 1}`}
              onClick={onFollow}
            >
              {index + 1}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, 'Next', 'next')}
    </nav>
  );
}
