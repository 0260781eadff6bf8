/**
 * A plan's id as the API's wire format spells it (contracts' `wireIdSchema`: digits, no leading zero, within int4),
 * kept here as a pattern so that the page does not bring TypeBox into the browser; a test holds the two together.
 */
export const PLAN_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

/** Whether `/property/{id}` can name a plan at all: anything else ('abc', '0') is a page that does not exist. */
export function isPlanId(id: string): boolean {
  return PLAN_ID_PATTERN.test(id);
}
