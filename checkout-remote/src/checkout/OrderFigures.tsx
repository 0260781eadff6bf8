import { formatPrice, type Cents } from 'contracts/src/catalog/plan';
import { describeRewards, type OrderRewardsLine } from 'contracts/src/checkout/rewards';
import styles from './CheckoutPage.module.css';

export interface OrderFiguresProps {
  subtotal: Cents;
  /** The rewards programme's line (Builder rewards, Agent rewards), taken before the promo code; none outside them. */
  rewards?: OrderRewardsLine | null;
  discount: Cents;
  total: Cents;
  promoCode?: string | null;
}

/** Subtotal, rewards, promo discount and total, as the server computed them (api/src/checkout/orderTotals.ts). */
export function OrderFigures({ subtotal, rewards = null, discount, total, promoCode }: OrderFiguresProps) {
  return (
    <dl className={styles.figures}>
      <dt>Subtotal</dt>
      <dd>{formatPrice(subtotal)}</dd>
      {rewards === null ? null : (
        <>
          <dt>{describeRewards(rewards)}</dt>
          <dd>−{formatPrice(rewards.discount)}</dd>
        </>
      )}
      <dt>{promoCode ? `Promo discount (${promoCode})` : 'Promo discount'}</dt>
      <dd>{discount > 0 ? `−${formatPrice(discount)}` : formatPrice(0)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatPrice(total)}</dd>
    </dl>
  );
}
