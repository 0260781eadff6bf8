import styles from './HomePage.module.css';

const REASONS = [
  ['40+ Years History', 'Four decades of drawing homes that get built, with designers who answer your questions.'],
  [
    'Mods & Cost to Build',
    'Change any plan to suit your lot and family, and know what it costs to build before you buy.',
  ],
  ['Lowest Commission', 'Designers pay us just 2%, so you pay less for the same plan than anywhere else.'],
  ['Curated Portfolio', '10k+ plans reviewed for buildability, from cottages to multi-family homes and garages.'],
] as const;

export function WhyBuyPlans() {
  return (
    <section aria-labelledby="why-buy-plans" className={styles.section}>
      <h2 id="why-buy-plans">Why Buy Plans</h2>
      <ul className={styles.reasons}>
        {REASONS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
