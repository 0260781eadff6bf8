import { useId, type ReactNode } from 'react';
import { ACCOUNT_BENEFITS } from './benefits';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  /** A line under the heading, e.g. what the form will do. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Every sign-in and sign-up screen: the benefits on the left (above on a phone), the form on the right. */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const benefitsId = useId();
  return (
    <div className={styles.layout}>
      <section className={styles.benefits} aria-labelledby={benefitsId}>
        <h2 id={benefitsId} className={styles.benefitsTitle}>
          Why sign in?
        </h2>
        <ul className={styles.benefitList}>
          {ACCOUNT_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
