import type { ReactNode } from 'react';
import { toast } from 'shared-ui';
import { LINK_COPIED, LINK_COPY_FAILED, shareTargets } from './shareTargets';
import { usePageOrigin } from './usePageOrigin';
import styles from './ShareLinks.module.css';

const ICONS: Record<string, ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z" />,
  'X (Twitter)': <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H4l6.5-7.5z" />,
  LinkedIn: (
    <path d="M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h3v1.6c.5-.9 1.6-1.8 3.3-1.8 3.3 0 3.7 2.2 3.7 5V20h-3v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z" />
  ),
  Email: <path d="M3 6h18v12H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" />,
};

const LINK_ICON = (
  <path
    d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  />
);

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

async function copyLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED);
  } catch {
    toast.error(LINK_COPY_FAILED);
  }
}

/**
 * Share icons (screen 11): the social sites open in a new tab, Email opens a draft, Copy link puts the address on
 * the clipboard. They share the page at `path` on this origin, which only the browser knows: a server render (and
 * the hydration that follows it) keeps the row's place empty, so nothing below it moves when the icons appear.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const origin = usePageOrigin();
  if (origin === null) return <div className={styles.share} aria-hidden="true" />;
  const url = new URL(path, origin).toString();
  return (
    <div className={styles.share} role="group" aria-label="Share this post">
      <span className={styles.label} aria-hidden="true">
        Share
      </span>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          href={target.href}
          className={styles.icon}
          aria-label={`Share on ${target.name}`}
          {...(target.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <Icon>{ICONS[target.name]}</Icon>
        </a>
      ))}
      <button type="button" className={styles.icon} aria-label="Copy link" onClick={() => void copyLink(url)}>
        <Icon>{LINK_ICON}</Icon>
      </button>
    </div>
  );
}
