import type { MailMessage } from '../mail/mailer';
import { OTP_VALID_MINUTES } from 'contracts/src/account/authApi';
import type { OneTimeCodePurpose } from '../db/databaseSchema';

const SUBJECTS: Record<OneTimeCodePurpose, string> = {
  sign_in: 'Your sign-in code',
  sign_up: 'Welcome! Your code to finish signing up',
  reset_password: 'Your code to reset your password',
};

const PURPOSES: Record<OneTimeCodePurpose, string> = {
  sign_in: 'sign in to House Plans',
  sign_up: 'finish creating your House Plans account',
  reset_password: 'choose a new password for your House Plans account',
};

/** The code travels only here: in the e-mail, typed or as the link the spec's /verifyOtp route reads. */
export function codeMail(siteUrl: string, to: string, purpose: OneTimeCodePurpose, code: string): MailMessage {
  const link = new URL('/verifyOtp', siteUrl);
  link.searchParams.set('otp', code);
  link.searchParams.set('email', to);
  return {
    to,
    subject: SUBJECTS[purpose],
    text: [
      `Your code to ${PURPOSES[purpose]} is ${code}. It is valid for ${OTP_VALID_MINUTES} minutes and works once.`,
      '',
      `You can also open this link: ${link.toString()}`,
      '',
      'If you did not ask for this code, ignore this e-mail: nothing changes without it.',
    ].join('\n'),
  };
}
