import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

/**
 * The first focusable element of every page: lets keyboard and screen-reader users jump past the header.
 * Focus moves by script so that the router never sees a '#main' navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  }
  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={skip}>
      Skip to content
    </a>
  );
}
