import { useEffect, useState, type ReactNode } from 'react';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { Button, Modal } from 'shared-ui';
import styles from './PlanSearchPage.module.css';

/** The design system's breakpoint (tokens.css): from here on the panel sits beside the results. */
const DESKTOP_QUERY = '(min-width: 768px)';

interface FilterDrawerProps {
  /** How many filters the shopper chose (the chips above the results). */
  activeCount: number;
  /** How many plans match, from the latest answer; null before the first. */
  total: number | null;
  /** The filter panel. */
  children: ReactNode;
}

function showPlansLabel(total: number | null): string {
  if (total === null) return 'Show plans';
  return total === 1 ? 'Show 1 plan' : `Show ${formatWholeNumber(total)} plans`;
}

/**
 * Below 768 px the filter panel is a drawer: a "Filters (N)" button opens it as a dialog (shared-ui's Modal: focus
 * kept inside, Escape closes, focus back on the button), and "Show N plans" closes it on the plans chosen. Each
 * choice applies at once, so the count is the list's own. From 768 px the button is not shown (CSS) and a drawer
 * left open closes.
 */
export function FilterDrawer({ activeCount, total, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);

  return (
    <div className={styles.drawerOpener}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {`Filters (${activeCount})`}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        size="lg"
        footer={<Button onClick={() => setOpen(false)}>{showPlansLabel(total)}</Button>}
      >
        {children}
      </Modal>
    </div>
  );
}
