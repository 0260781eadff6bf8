import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import { Button, field, TextField } from 'shared-ui';
import choiceGroup from '../choice-group/choiceGroup.module.css';
import {
  checkoutDetailsOf,
  checkoutFormSchema,
  shippingReasonFor,
  type CheckoutDetails,
  type CheckoutFormContext,
  type CheckoutFormValues,
} from './checkoutFormSchema';
import { ShippingAddressFields } from './ShippingAddressFields';
import styles from './CheckoutPage.module.css';

export const BILLING_NAME_HINT = 'The name that goes on the licence: "Licensed to NAME for one build".';

const resolver = yupResolver<CheckoutFormValues, CheckoutFormContext, CheckoutFormValues>(checkoutFormSchema);

interface CheckoutDetailsFormProps {
  /** The PLAN_SETS codes of the lines bought: printed sets are shipped, so they need an address. */
  planSetCodes: readonly number[];
  /** The first values: the shopper's last billing name and address, or blanks. */
  defaults: CheckoutFormValues;
  /** The order is being placed. */
  placing: boolean;
  /** A promo code is being applied: the figures may still change. */
  disabled: boolean;
  onProceed: (details: CheckoutDetails) => Promise<void>;
}

/**
 * The billing name, the payment mode radios, the shipping address when the order needs one (printed sets in it, or
 * cash on delivery chosen: the section appears as the mode changes) and Proceed To Payment. No order is placed before
 * the form passes the API's own rules; what was typed stays when the order request fails.
 */
export function CheckoutDetailsForm({
  planSetCodes,
  defaults,
  placing,
  disabled,
  onProceed,
}: CheckoutDetailsFormProps) {
  const modeErrorId = useId();
  const context = useMemo<CheckoutFormContext>(() => ({ planSetCodes }), [planSetCodes]);
  const form = useForm<CheckoutFormValues, CheckoutFormContext>({ resolver, context, defaultValues: defaults });
  const paymentMode = useWatch({ control: form.control, name: 'payment_mode' });
  const shippingReason = shippingReasonFor(planSetCodes, paymentMode);
  const modeError = form.getFieldState('payment_mode', form.formState).error?.message;
  const submit = form.handleSubmit(async (values) => {
    const details = checkoutDetailsOf(values, context);
    if (details !== null) await onProceed(details);
  });

  return (
    <form className={styles.modeForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Billing name"
        hint={BILLING_NAME_HINT}
        autoComplete="billing name"
        required
        {...field(form, 'billing_name')}
      />
      <fieldset
        className={choiceGroup.group}
        aria-invalid={modeError ? true : undefined}
        aria-describedby={modeError ? modeErrorId : undefined}
      >
        <legend className={choiceGroup.legend}>Payment mode</legend>
        {PAYMENT_MODES.map((mode) => (
          <label key={mode.code} className={choiceGroup.choice}>
            <input type="radio" value={mode.code} {...form.register('payment_mode')} />
            {mode.label}
          </label>
        ))}
        {modeError ? (
          <p id={modeErrorId} role="alert" className={styles.error}>
            {modeError}
          </p>
        ) : null}
      </fieldset>
      {shippingReason === null ? null : <ShippingAddressFields form={form} reason={shippingReason} />}
      <Button type="submit" loading={placing || form.formState.isSubmitting} disabled={disabled}>
        Proceed To Payment
      </Button>
    </form>
  );
}
