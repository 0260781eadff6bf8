import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { OTP_LENGTH } from 'contracts/src/account/authApi';
import type { UserProfile } from 'contracts/src/account/profile';
import { Button, field, TextField, toast } from 'shared-ui';
import { errorMessage } from '../sign-in-flow/errorMessage';
import { emailAddressRequests } from './emailAddressRequests';
import { otpFieldSchema } from '../sign-in-flow/validationMessages';
import styles from './EmailAddress.module.css';

export const CONFIRM_CHANGE_FAILED = 'The address could not be changed. Please try again.';

const schema = yup.object({ otp: otpFieldSchema });
type CodeValues = yup.InferType<typeof schema>;

/**
 * After the profile was saved with a new address: the code sent there moves the account (until then the old
 * address stays). A refused code is said beside the field; nothing else on the page changes.
 */
export function EmailChangeCodeForm({
  email,
  onChanged,
  onCancel,
}: {
  email: string;
  onChanged: (profile: UserProfile) => void;
  onCancel: () => void;
}) {
  const form = useForm<CodeValues>({ resolver: yupResolver(schema), defaultValues: { otp: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      const answer = await emailAddressRequests.confirmChange({ email, otp });
      toast.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      form.setError('otp', { message: errorMessage(error, CONFIRM_CHANGE_FAILED) }, { shouldFocus: true });
    }
  });

  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-labelledby="email-change-heading">
      <h2 id="email-change-heading" className={styles.heading}>
        Confirm your new e-mail address
      </h2>
      <p>
        Enter the code we sent to <strong>{email}</strong>. Until then your account keeps its current address.
      </p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        {...field(form, 'otp')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Confirming...' : 'Confirm new address'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Keep my current address
        </Button>
      </div>
    </form>
  );
}
