import type { ReactNode } from 'react';
import styles from './contentPage.module.css';

interface ContentPageProps {
  title: string;
  intro?: readonly string[];
  children?: ReactNode;
}

/** Every content page's frame: its one h1, the opening paragraphs, then the page's sections. */
export function ContentPage({ title, intro = [], children }: ContentPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      {children}
    </article>
  );
}
