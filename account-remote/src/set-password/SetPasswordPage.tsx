import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { ErrorState, TextField, toast } from 'shared-ui';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthForm } from '../auth-layout/AuthForm';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { useAuthForm } from '../auth-layout/useAuthForm';
import { authRequests } from '../sign-in-flow/authRequests';
import { MESSAGES, newPasswordSchema } from '../sign-in-flow/validationMessages';
import { isSetPasswordState } from './setPasswordState';

const schema = yup.object({
  password: newPasswordSchema,
  confirmPassword: yup
    .string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
});

const LINKS = [{ to: '/SignInEmail', label: 'Sign in with a code by email' }];

/** /setPassword: the new password, after /verifyOtp accepted a reset code; success leads to /SignIn. */
export default function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const reset = isSetPasswordState(location.state) ? location.state : null;
  const { submit, field, submitting } = useAuthForm(yupResolver(schema), {
    mode: 'onTouched',
    send: async ({ password }) => {
      if (!reset) return;
      const answer = await authRequests.setPassword({ email: reset.email, otp: reset.otp, password });
      // The spec: success only when the server says exactly this; any other message is an error.
      if (answer.message !== AUTH_MESSAGES.passwordReset) {
        toast.error(answer.message);
        return;
      }
      toast.success(answer.message);
      await navigate('/SignIn', { replace: true });
    },
    failure: 'Could not set the new password. Please try again.',
  });

  return (
    <AuthLayout title="Set New Password">
      {reset ? (
        <AuthForm onSubmit={submit} submitting={submitting} submitLabel="Submit">
          <TextField label="New Password" type="password" autoComplete="new-password" {...field('password')} />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </AuthForm>
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
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
