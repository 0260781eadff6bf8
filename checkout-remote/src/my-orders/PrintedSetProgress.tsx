import type { Order } from 'contracts/src/checkout/order';
import { printedSetProgress, type PrintedSetStep } from 'contracts/src/checkout/printedSets';
import styles from './PrintedSetProgress.module.css';

const stepDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Tracking({ tracking }: { tracking: NonNullable<PrintedSetStep['tracking']> }) {
  return (
    <span className={styles.tracking}>
      {tracking.carrier}, tracking number{' '}
      {tracking.url === null ? (
        tracking.number
      ) : (
        <a href={tracking.url} rel="noreferrer">
          {tracking.number}
        </a>
      )}
    </span>
  );
}

/**
 * Where an order's printed sets are: Paid (or Ordered, for cash on delivery), Printing, Shipped with the carrier and
 * the tracking number, Delivered; the steps reached are marked, the last one as the current step. Nothing for an
 * order without printed sets, or one not paid, refunded or cancelled.
 */
export function PrintedSetProgress({ order }: { order: Order }) {
  const steps = printedSetProgress(order);
  if (steps === null) return null;
  const current = steps.findLastIndex((step) => step.reached);
  return (
    <ol className={styles.steps} aria-label={`Printed sets of order ${order._id}`}>
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={step.reached ? styles.reached : styles.ahead}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.label}>
            {step.label}
            <span className="visually-hidden">{step.reached ? ' (done)' : ' (not yet)'}</span>
          </span>
          {step.reached && step.at !== null ? (
            <time className={styles.date} dateTime={step.at}>
              {stepDate.format(new Date(step.at))}
            </time>
          ) : null}
          {step.reached && step.tracking ? <Tracking tracking={step.tracking} /> : null}
        </li>
      ))}
    </ol>
  );
}
