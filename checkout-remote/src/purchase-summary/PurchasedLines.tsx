import { formatPrice } from 'contracts/src/catalog/plan';
import type { OrderLine } from 'contracts/src/checkout/order';
import { PurchasedPlan } from './PurchasedPlan';
import styles from './PurchasedPlan.module.css';

/** What a cart entry and an order line both say: the plan, its choices and the line's price. */
export type PurchasedLine = Pick<OrderLine, '_id' | 'property_id' | 'plan_set' | 'foundation' | 'options' | 'price'>;

export interface PurchasedLinesProps {
  lines: readonly PurchasedLine[];
  /** The list's accessible name, e.g. 'Plans in this order'. */
  label: string;
  headingLevel?: 2 | 3;
}

/** The plans of a checkout or an order, each with its choices and its price (checkout, confirmation, My Orders). */
export function PurchasedLines({ lines, label, headingLevel = 3 }: PurchasedLinesProps) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line._id} className={styles.line}>
          <PurchasedPlan
            plan={line.property_id}
            planSet={line.plan_set}
            foundation={line.foundation}
            options={line.options}
            headingLevel={headingLevel}
          />
          <p className={styles.linePrice}>
            <span>Plan total</span>
            <span>{formatPrice(line.price)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
