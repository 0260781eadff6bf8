import { formatPrice, type Cents } from 'contracts/src/catalog/plan';
import styles from './CheckoutPage.module.css';

export interface OrderFiguresProps {
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  promoCode?: string | null;
}

/** Subtotal, promo discount and total, as the server computed them. */
export function OrderFigures({ subtotal, discount, total, promoCode }: OrderFiguresProps) {
  return (
    <dl className={styles.figures}>
      <dt>Subtotal</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>{promoCode ? `Promo discount (${promoCode})` : 'Promo discount'}</dt>
      <dd>{discount > 0 ? `−${formatPrice(discount)}` : formatPrice(0)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatPrice(total)}</dd>
    </dl>
  );
}
