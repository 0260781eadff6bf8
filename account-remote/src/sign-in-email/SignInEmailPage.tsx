import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/AuthLayout';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';
import { withRedirect } from '../sign-in-flow/safeRedirect';

/** /SignInEmail: sign in with a 6-digit code sent by e-mail (no password needed). */
export default function SignInEmailPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <AuthLayout title="Sign In with Email" intro="We will e-mail you a 6-digit code and a link to sign in.">
      <EmailCodeRequestForm
        request={authRequests.requestLoginCode}
        submitLabel="Send Code"
        failureMessage="Could not send the code. Please try again."
      />
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/SignIn', redirect)}>Sign in with a password</Link>
        </li>
        <li>
          <Link to={withRedirect('/SignUpEmail', redirect)}>Sign up with email</Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
