import { Link } from 'react-router-dom';
import styles from './orders.module.css';

export interface OrderPagerProps {
  page: number;
  pages: number;
  /** The list's address for another page, filters kept. */
  hrefOf: (page: number) => string;
}

/** Previous and next page of the list, and where the staff member is; nothing when the list fits one page. */
export function OrderPager({ page, pages, hrefOf }: OrderPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of the order list" className={styles.pager}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : (
        <span className={styles.muted}>Previous page</span>
      )}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span className={styles.muted}>Next page</span>
      )}
    </nav>
  );
}
