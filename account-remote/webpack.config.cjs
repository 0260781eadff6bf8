const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { remote } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  exposes: {
    './SignInPage': './src/sign-in/SignInPage.tsx',
    './SignUpPage': './src/sign-up/SignUpPage.tsx',
    './SignUpEmailPage': './src/sign-up-email/SignUpEmailPage.tsx',
    './SignInEmailPage': './src/sign-in-email/SignInEmailPage.tsx',
    './ResetPasswordPage': './src/reset-password/ResetPasswordPage.tsx',
    './VerifyOtpPage': './src/verify-otp/VerifyOtpPage.tsx',
    './SetPasswordPage': './src/set-password/SetPasswordPage.tsx',
    './MyAccountPage': './src/my-account/MyAccountPage.tsx',
    './UserSettingsPage': './src/user-settings/UserSettingsPage.tsx',
  },
});
