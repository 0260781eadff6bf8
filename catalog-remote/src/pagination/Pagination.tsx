import styles from './Pagination.module.css';

interface PaginationProps {
  /** Page index from 0, as in the search filter. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** The page buttons around the current page, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, around = 2): number[] {
  const pages = new Set<number>([0, pageCount - 1]);
  for (let index = page - around; index <= page + around; index++) {
    if (index >= 0 && index < pageCount) pages.add(index);
  }
  return [...pages].filter((index) => index >= 0).sort((a, b) => a - b);
}

/** Previous, numbered pages (shown from 1, sent from 0) and Next. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <button type="button" className={styles.button} disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className={styles.pages}>
        {pages.map((index, position) => (
          <li key={index}>
            {position > 0 && index - (pages[position - 1] ?? index) > 1 ? <span aria-hidden="true">…</span> : null}
            <button
              type="button"
              className={styles.button}
              aria-current={index === page ? 'page' : undefined}
              aria-label={`Page ${index + 1}`}
              onClick={() => onPage(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.button} disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
