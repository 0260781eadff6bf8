/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A deliverable-looking address: something@domain.tld, no spaces. Deliberately loose (the mail server is the real
 * judge) but it catches the typos people make: a missing @, a missing dot in the domain, a trailing space. A string,
 * so that the API's JSON schemas check the very same pattern.
 */
export const EMAIL_ADDRESS_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@.]{2,}$';
const EMAIL_PATTERN = new RegExp(EMAIL_ADDRESS_PATTERN);

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
