import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { OTP_LENGTH } from 'contracts/src/account/authApi';
import { isApiError, TextField, toast } from 'shared-ui';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthForm } from '../auth-layout/AuthForm';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { useAuthForm } from '../auth-layout/useAuthForm';
import { authRequests } from '../sign-in-flow/authRequests';
import { withRedirect } from '../sign-in-flow/safeRedirect';
import type { SetPasswordState } from '../set-password/setPasswordState';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { emailFieldSchema, otpFieldSchema } from '../sign-in-flow/validationMessages';
import { useCodeFromLink } from './useCodeFromLink';

export const VERIFY_EXCEPTION_MESSAGE = 'An error occurred while verifying OTP.';
const schema = yup.object({ otp: otpFieldSchema, email: emailFieldSchema });

const LINKS = [{ to: '/SignInEmail', label: 'Send a new code' }];

/**
 * /verifyOtp?otp=...&email=...: the link in the e-mail fills the code in (and the code leaves the address bar at
 * once); the shopper can also type it.
 * A sign-in code signs in; a password-reset code leads to /setPassword (the code goes along in router state,
 * never in a URL).
 */
export default function VerifyOtpPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const codeFromLink = useCodeFromLink();
  const emailFromLink = searchParams.get('email')?.trim() ?? '';
  const askEmail = emailFromLink === '';
  const { form, submit, field, submitting } = useAuthForm(yupResolver(schema), {
    mode: 'onTouched',
    defaultValues: { otp: codeFromLink, email: emailFromLink },
    send: async ({ otp, email }) => {
      const answer = await authRequests.verifyOtp({ otp, email });
      if (answer.data.next === 'signed_in') {
        await completeSignIn(answer.data.token, answer.message);
        return;
      }
      toast.success(answer.message);
      const state: SetPasswordState = { email, otp };
      await navigate(withRedirect('/setPassword', searchParams.get('redirect')), { state });
    },
    failure: (error) => (isApiError(error) && error.kind === 'server' ? error.message : VERIFY_EXCEPTION_MESSAGE),
  });

  return (
    <AuthLayout
      title="Verify OTP"
      intro={
        askEmail
          ? 'Enter your e-mail address and the code we sent to it.'
          : `Enter the code we sent to ${emailFromLink}.`
      }
    >
      <AuthForm onSubmit={submit} submitting={submitting} submitLabel="Submit">
        {/* The address from the link is used as is; a broken link shows the field so it can be fixed. */}
        {askEmail || form.formState.errors.email ? (
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        ) : null}
        <TextField
          label="Code"
          placeholder="Type here"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          {...field('otp')}
        />
      </AuthForm>
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
