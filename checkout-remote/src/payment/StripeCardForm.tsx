import { useMemo, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { toast } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { confirmOrderStatus } from './paymentApi';
import { PaymentActions } from './PaymentActions';
import { UNEXPECTED_ERROR, type PaymentState } from './paymentStates';
import styles from './PaymentForm.module.css';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  intentId: string;
  amount: number;
  onPaid: (result: PaymentResult) => void;
}

export const STRIPE_NOT_READY = 'Stripe has not been fully initialized.';
export const CARD_ELEMENT_MISSING = 'CardElement not found.';
export const STATUS_UPDATE_FAILED_TITLE = 'Failed to Update Order Status';
export const STATUS_UPDATE_REFUSED = 'Failed to update order status.';
export const STATUS_UPDATE_ERROR = 'An error occurred while updating the order status.';

/** Stripe Elements: loaded only on this page, so no other page pays for Stripe.js. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const stripePromise = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ clientSecret, intentId, amount, onPaid }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<PaymentState>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    if (!stripe || !elements) {
      setFailure(STRIPE_NOT_READY);
      return;
    }
    const card = elements.getElement(CardElement);
    if (!card) {
      setFailure(CARD_ELEMENT_MISSING);
      return;
    }
    setFailure(null);
    setState('processing');
    let confirmed: Awaited<ReturnType<typeof stripe.confirmCardPayment>>;
    try {
      confirmed = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    } catch {
      setFailure(UNEXPECTED_ERROR);
      setState('idle');
      return;
    }
    if (confirmed.error) {
      setFailure(confirmed.error.message ?? UNEXPECTED_ERROR);
      setState('idle');
      return;
    }
    try {
      // Stripe took the payment; the server checks the intent with Stripe before it marks the order paid.
      const answer = await confirmOrderStatus(intentId);
      setState('paid');
      onPaid(answer.data);
    } catch (error) {
      const message = apiErrorMessage(error, STATUS_UPDATE_REFUSED, STATUS_UPDATE_ERROR);
      toast.error(`${STATUS_UPDATE_FAILED_TITLE}: ${message}`);
      setFailure(message);
      setState('idle');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Card payment">
      <span id="stripe-card-label">Card details</span>
      <div role="group" aria-labelledby="stripe-card-label" className={styles.cardElement}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <PaymentActions failure={failure} state={state} amount={amount} disabled={!stripe} />
    </form>
  );
}
