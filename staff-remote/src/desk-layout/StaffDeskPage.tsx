import type { ReactNode } from 'react';
import styles from './staffDesk.module.css';

/** Every page of the staff desk: where the staff member is ('Staff desk'), the page's one h1, then its content. */
export function StaffDeskPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.desk}>
      <p className={styles.eyebrow}>Staff desk</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
