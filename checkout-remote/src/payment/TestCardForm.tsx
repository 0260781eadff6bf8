import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { field, TextField } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { payWithTestCard } from './paymentApi';
import { PaymentActions } from './PaymentActions';
import { UNEXPECTED_ERROR, type PaymentState } from './paymentStates';
import styles from './PaymentForm.module.css';
import { testCardSchema } from './testCardSchema';

export interface TestCardFormProps {
  intentId: string;
  amount: number;
  onPaid: (result: PaymentResult) => void;
}

const resolver = yupResolver(testCardSchema);

/** The local test provider's card form: the server charges the test card and marks the order paid. */
export function TestCardForm({ intentId, amount, onPaid }: TestCardFormProps) {
  const form = useForm({ resolver, defaultValues: { card_number: '', expiry: '', cvc: '' } });
  const [state, setState] = useState<PaymentState>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (card) => {
    if (state !== 'idle') return;
    setFailure(null);
    setState('processing');
    try {
      const answer = await payWithTestCard({ intent_id: intentId, ...card });
      setState('paid');
      onPaid(answer.data);
    } catch (error) {
      // The provider's own message (declined, not a test card) when it gave one.
      setFailure(apiErrorMessage(error, UNEXPECTED_ERROR, UNEXPECTED_ERROR));
      setState('idle');
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Card payment">
      <p className={styles.notice}>
        Test mode: no money moves. Pay with the test card 4242 4242 4242 4242 (any future expiry date, any CVC); the
        card 4000 0000 0000 0002 is declined.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        {...field(form, 'card_number')}
      />
      <div className={styles.row}>
        <TextField label="Expiry" placeholder="MM/YY" autoComplete="cc-exp" required {...field(form, 'expiry')} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" required {...field(form, 'cvc')} />
      </div>
      <PaymentActions failure={failure} state={state} amount={amount} />
    </form>
  );
}
