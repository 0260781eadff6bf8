import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthLinks } from '../auth-layout/AuthLinks';
import { authRequests } from '../sign-in-flow/authRequests';
import { EmailCodeRequestForm } from '../sign-in-flow/EmailCodeRequestForm';

const LINKS = [{ to: '/SignInEmail', label: 'Sign in with a code by email' }];

/** /resetPass: forgot password; the code arrives by e-mail, then /verifyOtp, then /setPassword. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset Password" intro="Enter your account's e-mail address and we will send you a code.">
      <EmailCodeRequestForm request={authRequests.forgotPassword} submitLabel="Submit" />
      <AuthLinks links={LINKS} />
    </AuthLayout>
  );
}
