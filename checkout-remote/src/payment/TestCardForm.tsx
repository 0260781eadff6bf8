import { useState, type FormEvent } from 'react';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { payWithTestCard } from './paymentApi';
import { PaymentActions } from './PaymentActions';
import { UNEXPECTED_ERROR, type PaymentState } from './paymentStates';
import styles from './PaymentForm.module.css';

export interface TestCardFormProps {
  intentId: string;
  amount: number;
  onPaid: (result: PaymentResult) => void;
}

interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const EMPTY: CardFields = { cardNumber: '', expiry: '', cvc: '' };

function fieldErrors(fields: CardFields): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (fields.cardNumber.replace(/\s/g, '') === '') errors.cardNumber = 'Please enter the card number.';
  if (!/^\d{2}\s*\/\s*\d{2}$/.test(fields.expiry.trim())) errors.expiry = 'Please enter the expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'Please enter the 3 or 4 digit CVC.';
  return errors;
}

/** The local test provider's card form: the server charges the test card and marks the order paid. */
export function TestCardForm({ intentId, amount, onPaid }: TestCardFormProps) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [state, setState] = useState<PaymentState>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const update = (name: keyof CardFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = fieldErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setState('processing');
    try {
      const answer = await payWithTestCard({
        intent_id: intentId,
        card_number: fields.cardNumber,
        expiry: fields.expiry,
        cvc: fields.cvc,
      });
      setState('paid');
      onPaid(answer.data);
    } catch (error) {
      // The provider's own message (declined, not a test card) when it gave one.
      setFailure(apiErrorMessage(error, UNEXPECTED_ERROR, UNEXPECTED_ERROR));
      setState('idle');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Card payment">
      <p className={styles.notice}>
        Test mode: no money moves. Pay with the test card 4242 4242 4242 4242 (any future expiry date, any CVC); the
        card 4000 0000 0000 0002 is declined.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={fields.cardNumber}
        onChange={update('cardNumber')}
        error={errors.cardNumber}
        required
      />
      <div className={styles.row}>
        <TextField
          label="Expiry"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          value={fields.expiry}
          onChange={update('expiry')}
          error={errors.expiry}
          required
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={fields.cvc}
          onChange={update('cvc')}
          error={errors.cvc}
          required
        />
      </div>
      <PaymentActions failure={failure} state={state} amount={amount} />
    </form>
  );
}
