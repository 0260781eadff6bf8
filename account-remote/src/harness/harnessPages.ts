import MyAccountPage from '../my-account/MyAccountPage';
import ResetPasswordPage from '../reset-password/ResetPasswordPage';
import SetPasswordPage from '../set-password/SetPasswordPage';
import SignInEmailPage from '../sign-in-email/SignInEmailPage';
import SignInPage from '../sign-in/SignInPage';
import SignUpEmailPage from '../sign-up-email/SignUpEmailPage';
import SignUpPage from '../sign-up/SignUpPage';
import UserSettingsPage from '../user-settings/UserSettingsPage';
import VerifyOtpPage from '../verify-otp/VerifyOtpPage';
import type { HarnessPage } from 'shared-ui/harness';

/** Every exposed page, at one of the paths the shell mounts it on. */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './SignInPage', label: 'Sign in', path: '/SignIn', Page: SignInPage },
  { expose: './SignUpPage', label: 'Sign up', path: '/signup', Page: SignUpPage },
  { expose: './SignUpEmailPage', label: 'Sign up with e-mail', path: '/SignUpEmail', Page: SignUpEmailPage },
  { expose: './SignInEmailPage', label: 'Sign in with e-mail', path: '/SignInEmail', Page: SignInEmailPage },
  { expose: './ResetPasswordPage', label: 'Reset password', path: '/resetPass', Page: ResetPasswordPage },
  { expose: './VerifyOtpPage', label: 'Verify OTP', path: '/verifyOtp', Page: VerifyOtpPage },
  { expose: './SetPasswordPage', label: 'Set password', path: '/setPassword', Page: SetPasswordPage },
  { expose: './MyAccountPage', label: 'My account', path: '/myaccount', Page: MyAccountPage },
  { expose: './UserSettingsPage', label: 'User settings', path: '/usersettings', Page: UserSettingsPage },
];
