import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from 'contracts/src/account/authApi';
import { Button } from 'shared-ui/src/components/Button/Button';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { toast } from 'shared-ui/src/toasts/toast';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { emailAddressSchema } from '../forms/emailAddressSchema';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { errorMessage } from '../sign-in-flow/errorMessage';
import { withRedirect } from '../sign-in-flow/safeRedirect';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { MESSAGES, PASSWORD_TOO_LONG } from '../sign-in-flow/validationMessages';
import { SocialSignIn } from '../social-login/SocialSignIn';

const schema = yup.object({
  email: emailAddressSchema(MESSAGES.loginInvalidEmail).required(MESSAGES.fieldRequired),
  password: yup.string().required(MESSAGES.fieldRequired).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
type SignInForm = yup.InferType<typeof schema>;

/** /SignIn and /signin: password sign-in; errors appear only after the first submit (catalogue spec §5). */
export default function SignInPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: yupResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const answer = await authRequests.login({ email, password });
      await completeSignIn(answer.data.token, answer.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed. Please try again.'));
    }
  });

  return (
    <AuthLayout title="Login or Register to Enjoy These Great Benefits">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting}>
          Log In
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/resetPass', redirect)}>Forgot Password</Link>
        </li>
        <li>
          <Link to={withRedirect('/signup', redirect)}>Signup</Link>
        </li>
        <li>
          <Link to={withRedirect('/SignInEmail', redirect)}>Sign in with a code by email</Link>
        </li>
      </ul>
      <SocialSignIn />
    </AuthLayout>
  );
}
