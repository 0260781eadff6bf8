/** What /verifyOtp hands /setPassword in router state (not the URL: the code must not land in history or logs). */
export interface SetPasswordState {
  email: string;
  otp: string;
}

export function isSetPasswordState(value: unknown): value is SetPasswordState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    'otp' in value &&
    typeof value.email === 'string' &&
    typeof value.otp === 'string'
  );
}
