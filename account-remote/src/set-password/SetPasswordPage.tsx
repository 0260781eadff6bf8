import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { Button } from 'shared-ui/src/components/Button/Button';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { toast } from 'shared-ui/src/toasts/toast';
import { AuthLayout } from '../auth-layout/AuthLayout';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { errorMessage } from '../sign-in-flow/errorMessage';
import { MESSAGES, newPasswordSchema } from '../sign-in-flow/validationMessages';
import { isSetPasswordState } from './setPasswordState';

const schema = yup.object({
  password: newPasswordSchema,
  confirmPassword: yup
    .string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
});
type SetPasswordForm = yup.InferType<typeof schema>;

/** /setPassword: the new password, after /verifyOtp accepted a reset code; success leads to /SignIn. */
export default function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const reset = isSetPasswordState(location.state) ? location.state : null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordForm>({ resolver: yupResolver(schema), mode: 'onTouched' });

  const submit = handleSubmit(async ({ password }) => {
    if (!reset) return;
    try {
      const answer = await authRequests.setPassword({ email: reset.email, otp: reset.otp, password });
      // The spec: success only when the server says exactly this; any other message is an error.
      if (answer.message !== AUTH_MESSAGES.passwordReset) {
        toast.error(answer.message);
        return;
      }
      toast.success(answer.message);
      await navigate('/SignIn', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not set the new password. Please try again.'));
    }
  });

  return (
    <AuthLayout title="Set New Password">
      {reset ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={isSubmitting}>
            Submit
          </Button>
        </form>
      ) : (
        <ErrorState
          size="inline"
          message={
            <>
              This page opens after you enter the code from your password reset e-mail.{' '}
              <Link to="/resetPass">Ask for a code</Link>.
            </>
          }
        />
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/SignInEmail">Sign in with a code by email</Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
