import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/AuthLayout';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';
import { withRedirect } from '../sign-in-flow/safeRedirect';
import { SocialSignIn } from '../social-login/SocialSignIn';

/** /SignUpEmail: an account with just an e-mail address, confirmed by a code. */
export default function SignUpEmailPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <AuthLayout title="Sign Up with Email" intro="We will e-mail you a 6-digit code to confirm your address.">
      <EmailCodeRequestForm
        request={authRequests.requestSignUpCode}
        submitLabel="Continue With Email"
        failureMessage="Could not send the code. Please try again."
      />
      <SocialSignIn />
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/signup', redirect)}>Sign up with a password</Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
