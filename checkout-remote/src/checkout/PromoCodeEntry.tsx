import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button, field, TextField } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import styles from './CheckoutPage.module.css';
import { PROMO_ERROR, PROMO_FAILED } from './promoCodeMessages';
import { promoCodeSchema, type PromoCodeValues } from './promoCodeSchema';

const resolver = yupResolver(promoCodeSchema);

export interface PromoCodeEntryProps {
  /** Another code is being applied. */
  disabled: boolean;
  /** Applies the typed code (normalised); rejects with the server's refusal, which is shown next to the field. */
  onApply: (code: string) => Promise<void>;
}

/** The field for a code that is not listed (trade and private codes are typed, never offered). */
export function PromoCodeEntry({ disabled, onApply }: PromoCodeEntryProps) {
  const form = useForm<PromoCodeValues>({ resolver, defaultValues: { code: '' } });
  const { isSubmitting } = form.formState;

  // The schema hands over the code normalised (trimmed, upper case).
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onApply(code);
      form.reset();
    } catch (error) {
      // Focus goes back to the field, whose description is now the reason: a screen reader reads it there.
      form.setError(
        'code',
        { type: 'server', message: apiErrorMessage(error, PROMO_FAILED, PROMO_ERROR) },
        { shouldFocus: true },
      );
    }
  });

  return (
    <form
      className={styles.codeEntry}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Enter a promo code"
    >
      <TextField
        label="Have a code? Enter it"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className={styles.codeField}
        {...field(form, 'code')}
      />
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={disabled && !isSubmitting}>
        Apply code
      </Button>
    </form>
  );
}
