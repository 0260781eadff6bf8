import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/AuthLayout';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';
import { withRedirect } from '../sign-in-flow/safeRedirect';

/** /resetPass: forgot password; the code arrives by e-mail, then /verifyOtp, then /setPassword. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Reset Password" intro="Enter your account's e-mail address and we will send you a code.">
      <EmailCodeRequestForm
        request={authRequests.forgotPassword}
        submitLabel="Submit"
        failureMessage="Could not send the code. Please try again."
      />
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/SignInEmail', searchParams.get('redirect'))}>Sign in with a code by email</Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
