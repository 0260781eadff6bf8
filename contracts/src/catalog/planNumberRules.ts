/**
 * Search by plan number (catalogue spec §5): the footer's field and GET user/property judge a number alike. The
 * number is looked up as typed but for spaces around it; a blank one is refused, and so is one longer than any.
 */
export const PLAN_NUMBER_MAX_LENGTH = 100;
export const PLAN_NUMBER_TOO_LONG_MESSAGE = `A plan number has at most ${PLAN_NUMBER_MAX_LENGTH} characters.`;

/**
 * The plan number looked up for what was typed: without the spaces around it and the '#' that plan cards show
 * before a number ("#12345AB" is plan 12345AB). Case is ignored by the lookup itself.
 */
export function planNumberOf(typed: string): string {
  return typed.trim().replace(/^#+\s*/, '');
}
