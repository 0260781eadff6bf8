import type { Cents } from 'contracts/src/catalog/plan';
import { Button } from 'shared-ui';
import { payButtonLabel, type PaymentState } from './paymentStates';
import styles from './PaymentForm.module.css';

interface PaymentActionsProps {
  failure: string | null;
  state: PaymentState;
  amount: Cents;
  /** Besides a paid order: e.g. while Stripe's script is still loading. */
  disabled?: boolean;
}

/** The end of every card form: why the last try failed, then the pay button that says what it is doing. */
export function PaymentActions({ failure, state, amount, disabled = false }: PaymentActionsProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={state === 'processing'} disabled={disabled || state === 'paid'}>
        {payButtonLabel(state, amount)}
      </Button>
    </>
  );
}
