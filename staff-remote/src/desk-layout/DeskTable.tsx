import { useId, type ReactNode } from 'react';
import styles from './DeskTable.module.css';

export interface DeskTableProps {
  /** Names the table (and its scrolling frame) for screen readers. */
  caption: string;
  /** Shown above the table; otherwise read by screen readers only. */
  captionVisible?: boolean;
  /** A newer answer is being read: the rows are dimmed and announced as busy. */
  busy?: boolean;
  /** The table's <thead> and <tbody>. */
  children: ReactNode;
}

/** The class of a header or data cell holding a figure (an amount), which lines up on its right. */
export const numberCell = styles.number;

/**
 * The desk's tables. A narrow screen scrolls the table sideways inside a frame that takes focus, so a keyboard can
 * scroll it too; the frame is a region named by the table's caption.
 */
export function DeskTable({ caption, captionVisible = false, busy = false, children }: DeskTableProps) {
  const captionId = useId();
  return (
    <div className={styles.frame} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption id={captionId} className={captionVisible ? styles.caption : 'visually-hidden'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
