import { useId, type ReactNode } from 'react';
import styles from './FilterPanel.module.css';

interface FilterGroupProps {
  legend: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A group of the panel that opens and closes: a fieldset named by its legend, whose button says whether it is open
 * (aria-expanded). A closed group's options are drawn when it opens: the server's page then carries only the open
 * groups' options (the closed ones were a tenth of the list page's compressed HTML, which must arrive in one round
 * trip), and the browser lays out fewer elements before the first paint.
 */
export function FilterGroup({ legend, open, onToggle, children }: FilterGroupProps) {
  const contentId = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => onToggle(!open)}
        >
          {legend}
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '−' : '+'}
          </span>
        </button>
      </legend>
      <div id={contentId} className={styles.groupContent} hidden={!open}>
        {open ? children : null}
      </div>
    </fieldset>
  );
}
