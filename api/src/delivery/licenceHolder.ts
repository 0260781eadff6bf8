/** The longest buyer's name a document prints (plan-documents/licenceCheck.ts refuses more). */
const MAX_LICENCE_NAME_LENGTH = 120;

/** What the store knows of the buyer when a file is first made. */
export interface LicenceNameSources {
  /** The billing name typed at checkout (migration 0014 gave older orders their account's name or e-mail). */
  billingName?: string | null;
  /** The account's profile name (My Account); may be empty. */
  profileName: string;
  /** The account's e-mail address: always there, so a licence always names someone. */
  email: string;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Whose name the licence line carries ("Licensed to NAME for one build, order #N"): the order's billing name, else
 * the account's profile name, else its e-mail address; cut to the length a document prints.
 */
export function licenceNameOf({ billingName, profileName, email }: LicenceNameSources): string {
  const name = [billingName ?? '', profileName, email].map(tidy).find((candidate) => candidate !== '') ?? '';
  return Array.from(name).slice(0, MAX_LICENCE_NAME_LENGTH).join('').trim();
}
