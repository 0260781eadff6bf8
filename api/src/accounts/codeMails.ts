import type { MailMessage } from '../mail/mailer';
import { OTP_VALID_MINUTES } from 'contracts/src/account/authApi';
import type { OneTimeCodePurpose } from '../db/databaseSchema';
import { ACCOUNT_SIGN_IN_LIMIT } from '../auth/accountSignInThrottle';

const SUBJECTS: Record<OneTimeCodePurpose, string> = {
  sign_in: 'Your sign-in code',
  sign_up: 'Welcome! Your code to finish signing up',
  reset_password: 'Your code to reset your password',
  confirm_email: 'Confirm the e-mail address of your new House Plans account',
  change_email: 'Your code to move your House Plans account to this address',
};

const PURPOSES: Record<OneTimeCodePurpose, string> = {
  sign_in: 'sign in to House Plans',
  sign_up: 'finish creating your House Plans account',
  reset_password: 'choose a new password for your House Plans account',
  confirm_email: 'confirm that this address is yours',
  change_email: 'make this the e-mail address of your House Plans account',
};

/** What the mail says after the code, when the purpose needs more than "ignore it if it was not you". */
const NOTES: Partial<Record<OneTimeCodePurpose, string>> = {
  confirm_email:
    'Someone created a House Plans account with this address and a password. If it was not you, do not use this code: ' +
    'sign in with an e-mail code instead, and the address is yours alone; nothing that account saved comes with it.',
};

/**
 * The code travels only here: in the e-mail, typed or as the link the spec's /verifyOtp route reads. A code for a
 * new address is typed on My Account, where its owner is signed in, so that mail carries no code link.
 */
export function codeMail(siteUrl: string, to: string, purpose: OneTimeCodePurpose, code: string): MailMessage {
  const link = new URL(purpose === 'change_email' ? '/myaccount' : '/verifyOtp', siteUrl);
  if (purpose !== 'change_email') {
    link.searchParams.set('otp', code);
    link.searchParams.set('email', to);
  }
  return {
    to,
    subject: SUBJECTS[purpose],
    text: [
      `Your code to ${PURPOSES[purpose]} is ${code}. It is valid for ${OTP_VALID_MINUTES} minutes and works once.`,
      '',
      purpose === 'change_email'
        ? `Type it on My Account (${link.toString()}), where you asked for the change.`
        : `You can also open this link: ${link.toString()}`,
      '',
      NOTES[purpose] ?? 'If you did not ask for this code, ignore this e-mail: nothing changes without it.',
    ].join('\n'),
  };
}

/** To the owner, once per pause: someone is guessing their password. */
export function passwordSignInPausedMail(siteUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Password sign-in to your House Plans account is paused',
    text: [
      `Someone typed a wrong password for your House Plans account ${ACCOUNT_SIGN_IN_LIMIT.failures} times. ` +
        `To keep guessers out, password sign-in is paused for ${ACCOUNT_SIGN_IN_LIMIT.windowMinutes} minutes.`,
      '',
      `You can still sign in with an e-mail code: ${new URL('/SignInEmail', siteUrl).toString()}`,
      '',
      'If it was not you, your password held, but choose a longer one that you use nowhere else: ' +
        new URL('/resetPass', siteUrl).toString(),
    ].join('\n'),
  };
}

/** To the old address once the move is done, so a stolen session cannot move an account away in silence. */
export function addressChangedNotice(siteUrl: string, oldAddress: string, newAddress: string): MailMessage {
  return {
    to: oldAddress,
    subject: 'The e-mail address of your House Plans account was changed',
    text: [
      `The e-mail address of your House Plans account is now ${newAddress}; mail for the account no longer comes here.`,
      '',
      `If you did not make this change, write to us at once through ${new URL('/contact-us', siteUrl).toString()}.`,
    ].join('\n'),
  };
}

/** To an address that already has an account, instead of a code: the only place that fact is said. */
export function addressInUseNotice(siteUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'This address already has a House Plans account',
    text: [
      'Someone asked to move their House Plans account to this address, but this address already has an account, ' +
        'so nothing was changed.',
      '',
      `If it was you, sign in with this address instead: ${new URL('/SignInEmail', siteUrl).toString()}`,
      'If it was not you, ignore this e-mail.',
    ].join('\n'),
  };
}
