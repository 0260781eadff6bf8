import { Type } from '@sinclair/typebox';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH } from './emailAddress';

/**
 * The store's one address rule (emailAddress.ts), which the forms check too: ajv's own 'email' format took
 * 'ana@example.c', which the forms refuse. RFC 5321's length limit; the spelling check is the mailbox's.
 */
export const emailAddressSchema = Type.String({
  pattern: EMAIL_ADDRESS_PATTERN,
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
});
