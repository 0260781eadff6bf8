import { useForm } from 'react-hook-form';
import { normaliseTypedPromoCode, TYPED_PROMO_CODE_PATTERN } from 'contracts/src/checkout/promoCodeRules';
import { Button } from 'shared-ui/src/components/Button/Button';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import styles from './CheckoutPage.module.css';
import { ENTER_A_PROMO_CODE, PROMO_CODE_FORMAT, PROMO_ERROR, PROMO_FAILED } from './promoCodeMessages';

const TYPED_CODE = new RegExp(TYPED_PROMO_CODE_PATTERN);

function formatProblem(value: string): string | true {
  const code = normaliseTypedPromoCode(value);
  if (code === '') return ENTER_A_PROMO_CODE;
  return TYPED_CODE.test(code) || PROMO_CODE_FORMAT;
}

export interface PromoCodeEntryProps {
  /** Another code is being applied. */
  disabled: boolean;
  /** Applies the typed code (normalised); rejects with the server's refusal, which is shown next to the field. */
  onApply: (code: string) => Promise<void>;
}

/** The field for a code that is not listed (trade and private codes are typed, never offered). */
export function PromoCodeEntry({ disabled, onApply }: PromoCodeEntryProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onApply(normaliseTypedPromoCode(code));
      reset();
    } catch (error) {
      // Focus goes back to the field, whose description is now the reason: a screen reader reads it there.
      setError(
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
        error={errors.code?.message}
        {...register('code', { validate: formatProblem })}
      />
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={disabled && !isSubmitting}>
        Apply code
      </Button>
    </form>
  );
}
