import type { PlanSummary } from 'contracts/src/catalog/plan';
import { PlanCard } from './PlanCard';
import styles from './PlanCardGrid.module.css';

interface PlanCardGridProps {
  plans: readonly PlanSummary[];
  imageHeight?: number;
}

/** Cards in a responsive grid; only the first picture loads before it is scrolled near. */
export function PlanCardGrid({ plans, imageHeight }: PlanCardGridProps) {
  return (
    <ul className={styles.grid}>
      {plans.map((plan, index) => (
        <li key={plan._id}>
          <PlanCard plan={plan} eagerImage={index === 0} {...(imageHeight ? { imageHeight } : {})} />
        </li>
      ))}
    </ul>
  );
}
