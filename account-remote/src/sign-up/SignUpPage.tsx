import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from 'contracts/src/account/authApi';
import { TextField } from 'shared-ui';
import { AuthForm } from '../auth-layout/AuthForm';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { useAuthForm } from '../auth-layout/useAuthForm';
import { authRequests } from '../sign-in-flow/authRequests';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { emailFieldSchema, MESSAGES, passwordSchema } from '../sign-in-flow/validationMessages';

const schema = yup.object({
  email: emailFieldSchema,
  password: passwordSchema(MESSAGES.fieldRequired),
});

const LINKS = [
  { to: '/resetPass', label: 'Forgot Password' },
  { to: '/SignIn', label: 'SignIn' },
  { to: '/SignUpEmail', label: 'Sign up with email only' },
];

/** /signup: a new account with e-mail and password, signed in at once. */
export default function SignUpPage() {
  const completeSignIn = useCompleteSignIn();
  const { submit, field, submitting } = useAuthForm(yupResolver(schema), {
    mode: 'onTouched',
    send: async (form) => {
      const answer = await authRequests.signUp(form);
      await completeSignIn(answer.data.token, answer.message);
    },
    failure: 'Registration failed. Please try again.',
  });

  return (
    <AuthLayout title="Sign Up">
      <AuthForm onSubmit={submit} submitting={submitting} submitLabel="Register">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field('password')}
        />
      </AuthForm>
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
