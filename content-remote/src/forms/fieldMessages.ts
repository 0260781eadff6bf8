import { formatWholeNumber } from 'contracts/src/format/wholeNumber';

/** The message of a field longer than the API accepts. */
export function tooLong(limit: number): string {
  return `Please keep this under ${formatWholeNumber(limit)} characters.`;
}
