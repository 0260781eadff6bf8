import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import { Button } from 'shared-ui/src/components/Button/Button';
import choiceGroup from '../choice-group/choiceGroup.module.css';
import styles from './CheckoutPage.module.css';

export const PAYMENT_MODE_REQUIRED = 'Please select a payment mode before proceeding.';

export type PaymentModeCode = (typeof PAYMENT_MODES)[number]['code'];

/** One of the store's payment modes; the radios give its code as text, which the schema turns into the number. */
const paymentModeSchema = yup.object({
  payment_mode: yup
    .mixed<PaymentModeCode>()
    .transform((chosen: unknown) => (chosen === null || chosen === '' ? undefined : Number(chosen)))
    .oneOf(
      PAYMENT_MODES.map((mode) => mode.code),
      PAYMENT_MODE_REQUIRED,
    )
    .required(PAYMENT_MODE_REQUIRED),
});
type PaymentModeValues = yup.InferType<typeof paymentModeSchema>;

const resolver = yupResolver(paymentModeSchema);

interface PaymentModeFormProps {
  /** The order is being placed. */
  placing: boolean;
  /** A promo code is being applied: the figures may still change. */
  disabled: boolean;
  onProceed: (mode: PaymentModeCode) => Promise<void>;
}

/** The payment mode radios and Proceed To Payment: no order is placed before a mode is chosen. */
export function PaymentModeForm({ placing, disabled, onProceed }: PaymentModeFormProps) {
  const errorId = useId();
  const form = useForm<PaymentModeValues>({ resolver });
  const error = form.getFieldState('payment_mode', form.formState).error?.message;
  const submit = form.handleSubmit(({ payment_mode: mode }) => onProceed(mode));

  return (
    <form className={styles.modeForm} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className={choiceGroup.group}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={choiceGroup.legend}>Payment mode</legend>
        {PAYMENT_MODES.map((mode) => (
          <label key={mode.code} className={choiceGroup.choice}>
            <input type="radio" value={mode.code} {...form.register('payment_mode')} />
            {mode.label}
          </label>
        ))}
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={placing || form.formState.isSubmitting} disabled={disabled}>
        Proceed To Payment
      </Button>
    </form>
  );
}
