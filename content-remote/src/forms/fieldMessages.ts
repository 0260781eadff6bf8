/** The message of a field longer than the API accepts. */
export function tooLong(limit: number): string {
  return `Please keep this under ${limit.toLocaleString('en-US')} characters.`;
}
