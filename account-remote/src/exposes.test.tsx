import path from 'node:path';
import { describeExposedModules } from 'shared-ui/testing';
import { harnessPages } from './harness/harnessPages';

describeExposedModules(path.resolve(__dirname, '..', 'webpack.config.cjs'), {
  /** The modules the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './SignInPage': 'Login or Register to Enjoy These Great Benefits',
    './SignUpPage': 'Sign Up',
    './SignUpEmailPage': 'Sign Up with Email',
    './SignInEmailPage': 'Sign In with Email',
    './ResetPasswordPage': 'Reset Password',
    './VerifyOtpPage': 'Verify OTP',
    './SetPasswordPage': 'Set New Password',
    './MyAccountPage': 'My Account',
    './UserSettingsPage': 'User Settings',
  },
  harnessPages,
});
