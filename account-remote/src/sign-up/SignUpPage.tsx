import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts/src/account/authApi';
import { Button } from 'shared-ui/src/components/Button/Button';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { toast } from 'shared-ui/src/toasts/toast';
import { AuthLayout } from '../auth-layout/AuthLayout';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { errorMessage } from '../sign-in-flow/errorMessage';
import { withRedirect } from '../sign-in-flow/safeRedirect';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { emailFieldSchema, MESSAGES, PASSWORD_TOO_LONG } from '../sign-in-flow/validationMessages';

const schema = yup.object({
  email: emailFieldSchema,
  password: yup
    .string()
    .required(MESSAGES.fieldRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
type SignUpForm = yup.InferType<typeof schema>;

/** /signup: a new account with e-mail and password, signed in at once. */
export default function SignUpPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({ resolver: yupResolver(schema), mode: 'onTouched' });

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await authRequests.signUp(form);
      await completeSignIn(answer.data.token, answer.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Registration failed. Please try again.'));
    }
  });

  return (
    <AuthLayout title="Sign Up">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting}>
          Register
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/resetPass', redirect)}>Forgot Password</Link>
        </li>
        <li>
          <Link to={withRedirect('/SignIn', redirect)}>SignIn</Link>
        </li>
        <li>
          <Link to={withRedirect('/SignUpEmail', redirect)}>Sign up with email only</Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
