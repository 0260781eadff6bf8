import { Link } from 'react-router-dom';
import { formatPrice, type PlanSummary } from 'contracts/src/catalog/plan';
import type { PricedChoice } from 'contracts/src/checkout/planOptions';
import styles from './PurchasedPlan.module.css';

export interface PurchasedPlanProps {
  plan: PlanSummary;
  planSet: PricedChoice;
  foundation: PricedChoice;
  options: readonly PricedChoice[];
  /** The level of the plan's name in the page's outline. */
  headingLevel?: 2 | 3;
}

/** A plan as bought: picture, name, plan number, and each choice with its price (cart, checkout, orders). */
export function PurchasedPlan({ plan, planSet, foundation, options, headingLevel = 3 }: PurchasedPlanProps) {
  const Heading = `h${headingLevel}` as const;
  const image = plan.main_images[0];
  return (
    <div className={styles.plan}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span className={styles.image} />
      )}
      <div>
        <Heading className={styles.name}>
          <Link to={`/property/${encodeURIComponent(plan._id)}`}>{plan.name}</Link>
        </Heading>
        <p className={styles.planNumber}>Plan number: {plan.plan_number ?? 'N/A'}</p>
        <ul className={styles.choices} aria-label={`Choices for ${plan.name}`}>
          <li className={styles.choice}>
            <span>{planSet.label}</span>
            <span className={styles.price}>{formatPrice(planSet.price)}</span>
          </li>
          <li className={styles.choice}>
            <span>Foundation: {foundation.label}</span>
            <span className={styles.price}>
              {foundation.price === 0 ? 'Included' : `+${formatPrice(foundation.price)}`}
            </span>
          </li>
          {options.map((option) => (
            <li key={option.code} className={styles.choice}>
              <span>{option.label}</span>
              <span className={styles.price}>+{formatPrice(option.price)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
