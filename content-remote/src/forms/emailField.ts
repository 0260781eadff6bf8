import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isEmailAddress } from 'contracts/src/account/emailAddress';
import { tooLong } from './fieldMessages';

/** The sender's e-mail address every content form asks for, checked as the API checks it. */
export const requiredEmail = () =>
  yup
    .string()
    .trim()
    .required('Please enter your email address.')
    .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
    .test('email', INVALID_EMAIL_MESSAGE, (value) => isEmailAddress(value));
