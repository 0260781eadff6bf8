import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button/Button';
import styles from './Modal.module.css';
import { useFocusTrap } from './useFocusTrap';

/** Matches --duration-modal in tokens.css: the dialog stays mounted this long after closing, to fade out. */
export const MODAL_TRANSITION_MS = 300;

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or the close button. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Focused when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (its message), for aria-describedby. */
  describedBy?: string;
  closeOnBackdropClick?: boolean;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
}

/**
 * An accessible modal dialog in a portal: role=dialog, aria-modal, named by its title, focus trapped inside and
 * given back on close, Escape and backdrop close, page scroll locked, a 300 ms fade and rise.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  describedBy,
  closeOnBackdropClick = true,
  size = 'md',
  closeLabel = 'Close',
}: ModalProps) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      // One frame in the closed style first, so the opening transition runs.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Active only while open: focus goes back to the opener as soon as closing starts.
  useFocusTrap(panelRef, open && mounted, { initialFocusRef });

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Stop here: an outer dialog (React events bubble through portals) must stay open.
    event.stopPropagation();
    onClose();
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  // Only a click that starts and ends on the backdrop closes: not a text selection dragged out of the dialog.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop closes, as Escape does from the keyboard
    <div
      className={[styles.backdrop, shown && open ? styles.shown : undefined].filter(Boolean).join(' ')}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-state={open ? 'open' : 'closed'}
      // While fading out it is no longer a dialog for anyone: not focusable, not read.
      inert={!open}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside and closes on Escape */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="icon" size="sm" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
