import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuItem {
  to: string;
  label: string;
}

export interface DropdownMenuProps {
  /** The trigger's text, e.g. 'Garage Plans'. */
  label: ReactNode;
  items: readonly DropdownMenuItem[];
  /** Highlights the trigger, e.g. when the current page is one of the items. */
  isActive?: boolean;
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A navigation disclosure: a button that shows a list of links (WAI-ARIA disclosure pattern, not role=menu,
 * so screen readers keep treating the items as ordinary links). Enter, Space, click or ArrowDown open it;
 * arrow keys, Home and End move between links; Escape closes it and returns focus to the button.
 */
export function DropdownMenu({ label, items, isActive = false, align = 'start', className }: DropdownMenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);

  // Focus a link once the list is visible (it is `hidden` while closed, and hidden links cannot take focus).
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    linkRefs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const openAndFocus = (index: number) => {
    if (open) {
      linkRefs.current[index]?.focus();
      return;
    }
    pendingFocus.current = index;
    setOpen(true);
  };

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = linkRefs.current.findIndex((link) => link === document.activeElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      linkRefs.current[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    }
  };

  // Tabbing out of the component closes it, so an open list never lingers behind the focus.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, isActive ? styles.active : undefined].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={isActive ? 'page' : undefined}
        onClick={() => setOpen((previous) => !previous)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the menu's links */}
      <ul id={listId} className={`${styles.list} ${styles[align]}`} hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item, index) => (
          <li key={item.to}>
            <Link
              ref={(element) => {
                linkRefs.current[index] = element;
              }}
              to={item.to}
              className={styles.link}
              aria-current={item.to === pathname ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
