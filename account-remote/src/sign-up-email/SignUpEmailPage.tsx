import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';
import { SocialSignIn } from '../social-login/SocialSignIn';

const LINKS = [{ to: '/signup', label: 'Sign up with a password' }];

/** /SignUpEmail: an account with just an e-mail address, confirmed by a code. */
export default function SignUpEmailPage() {
  return (
    <AuthLayout title="Sign Up with Email" intro="We will e-mail you a 6-digit code to confirm your address.">
      <EmailCodeRequestForm request={authRequests.requestSignUpCode} submitLabel="Continue With Email" />
      <SocialSignIn />
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
