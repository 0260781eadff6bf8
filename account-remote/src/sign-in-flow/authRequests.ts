import type {
  EmailOnlyRequest,
  OtpVerifyAnswer,
  OtpVerifyRequest,
  PasswordCredentials,
  SetPasswordRequest,
  SignInAnswer,
  SocialLoginRequest,
} from 'contracts/src/account/authApi';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { apiClient } from 'shared-ui';

// A 401 here means "wrong password" or "wrong code", shown by the form itself: no 'please login' toast.
const quiet = { promptSignInOnUnauthorized: false } as const;

export const authRequests = {
  login: (body: PasswordCredentials): Promise<ApiEnvelope<SignInAnswer>> => apiClient.post('login', body, quiet),
  signUp: (body: PasswordCredentials): Promise<ApiEnvelope<SignInAnswer>> => apiClient.post('signup', body, quiet),
  requestLoginCode: (body: EmailOnlyRequest): Promise<ApiEnvelope<null>> => apiClient.post('email-login', body, quiet),
  requestSignUpCode: (body: EmailOnlyRequest): Promise<ApiEnvelope<null>> =>
    apiClient.post('email-signup', body, quiet),
  forgotPassword: (body: EmailOnlyRequest): Promise<ApiEnvelope<null>> =>
    apiClient.post('forgot-password', body, quiet),
  verifyOtp: (body: OtpVerifyRequest): Promise<ApiEnvelope<OtpVerifyAnswer>> =>
    apiClient.post('reset-otp-verify', body, quiet),
  setPassword: (body: SetPasswordRequest): Promise<ApiEnvelope<null>> => apiClient.post('set-password', body, quiet),
  socialLogin: (body: SocialLoginRequest): Promise<ApiEnvelope<SignInAnswer>> =>
    apiClient.post('social-login', body, quiet),
};
