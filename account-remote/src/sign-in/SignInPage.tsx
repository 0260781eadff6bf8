import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from 'contracts/src/account/authApi';
import { TextField } from 'shared-ui';
import { AuthForm } from '../auth-layout/AuthForm';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { useAuthForm } from '../auth-layout/useAuthForm';
import { emailAddressSchema } from '../forms/emailAddressSchema';
import { authRequests } from '../sign-in-flow/authRequests';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { MESSAGES, PASSWORD_TOO_LONG } from '../sign-in-flow/validationMessages';
import { SocialSignIn } from '../social-login/SocialSignIn';

const schema = yup.object({
  email: emailAddressSchema(MESSAGES.loginInvalidEmail).required(MESSAGES.fieldRequired),
  password: yup.string().required(MESSAGES.fieldRequired).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});

const LINKS = [
  { to: '/resetPass', label: 'Forgot Password' },
  { to: '/signup', label: 'Signup' },
  { to: '/SignInEmail', label: 'Sign in with a code by email' },
];

/** /SignIn and /signin: password sign-in; errors appear only after the first submit (catalogue spec §5). */
export default function SignInPage() {
  const completeSignIn = useCompleteSignIn();
  const { submit, field, submitting } = useAuthForm(yupResolver(schema), {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    send: async ({ email, password }) => {
      const answer = await authRequests.login({ email, password });
      await completeSignIn(answer.data.token, answer.message);
    },
    failure: 'Login failed. Please try again.',
  });

  return (
    <AuthLayout title="Login or Register to Enjoy These Great Benefits">
      <AuthForm onSubmit={submit} submitting={submitting} submitLabel="Log In">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      </AuthForm>
      <AuthLinks links={LINKS} />
      <SocialSignIn />
    </AuthLayout>
  );
}
