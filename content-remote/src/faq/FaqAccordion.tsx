import { useId, useState } from 'react';
import type { FaqEntry } from 'contracts/src/content/faq';
import styles from './FaqAccordion.module.css';

/**
 * The FAQ as an accordion (screen 10): each question is a real button in a heading, aria-expanded says whether its
 * answer shows, and the first one starts open. Several may be open at once, so answers can be compared. Panels are
 * not regions: fourteen landmarks would drown the page's own.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(entries[0] ? [entries[0].id] : []));
  const baseId = useId();

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const panelId = `${baseId}-answer-${entry.id}`;
        return (
          <div key={entry.id} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
              >
                <span>{entry.question}</span>
                <span className={styles.icon} aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div id={panelId} className={styles.panel} hidden={!expanded}>
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
