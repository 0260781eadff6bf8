import type { Static } from '@sinclair/typebox';
import type { copyrightNoticeBodySchema } from './copyrightNoticeSchemas';

/** POST /api/user/copyright-notices: the copyright infringement notice of /photo-removal-request (screen 16). */
export type CopyrightNotice = Static<typeof copyrightNoticeBodySchema>;

const NAME_LIMIT = 100;

export const COPYRIGHT_NOTICE_LIMITS = {
  name: NAME_LIMIT,
  company: 150,
  text: 3000,
  url: 2000,
  /** First and last name at their limits, with the space between. */
  signature: 2 * NAME_LIMIT + 1,
} as const;

/** The three sworn statements, in the order the form shows them. */
export const SWORN_STATEMENTS = [
  {
    field: 'sworn_good_faith',
    text: 'I have a good faith belief that use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.',
  },
  {
    field: 'sworn_accuracy',
    text: 'The information in this notice is accurate.',
  },
  {
    field: 'sworn_authority',
    text: 'Under penalty of perjury, I am the owner, or authorized to act on behalf of the owner, of an exclusive right that is allegedly infringed.',
  },
] as const satisfies ReadonlyArray<{ field: keyof CopyrightNotice; text: string }>;

export const COPYRIGHT_NOTICE_MESSAGES = {
  swornRequired: 'Please confirm this statement.',
  dateFormat: 'Enter the date as MM/DD/YYYY.',
  dateInFuture: 'The date cannot be in the future.',
  signatureMismatch: 'Your signature must match the first and last name you entered.',
  stateRequired: 'Please choose your state or province.',
  urlInvalid: 'Enter a full web address starting with http:// or https://.',
} as const;

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar date written MM/DD/YYYY, as a UTC midnight; null otherwise (02/30/2025, 2025-01-01...). */
export function parseSignatureDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDate && year >= 1900 ? date : null;
}

/** A day of slack, so a sender ahead of the server's time zone can sign with their own today. */
const TIME_ZONE_SLACK_MS = 24 * 60 * 60 * 1000;

export function isDateInFuture(date: Date, now: Date = new Date()): boolean {
  return date.getTime() > now.getTime() + TIME_ZONE_SLACK_MS;
}

function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** The typed signature names the sender: first and last name, ignoring case and extra spaces. */
export function signatureMatchesName(signature: string, firstName: string, lastName: string): boolean {
  const expected = normalizeName(`${firstName} ${lastName}`);
  return expected !== '' && normalizeName(signature) === expected;
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
