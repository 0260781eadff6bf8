import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';

const LINKS = [
  { to: '/SignIn', label: 'Sign in with a password' },
  { to: '/SignUpEmail', label: 'Sign up with email' },
];

/** /SignInEmail: sign in with a 6-digit code sent by e-mail (no password needed). */
export default function SignInEmailPage() {
  return (
    <AuthLayout title="Sign In with Email" intro="We will e-mail you a 6-digit code and a link to sign in.">
      <EmailCodeRequestForm request={authRequests.requestLoginCode} submitLabel="Send Code" />
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
