/**
 * The local test provider's card form rules, checked by the payment page before it sends and by the API before it
 * charges: the same functions, so the two never disagree. Whether the card pays is the provider's decision.
 */

export const CARD_NUMBER_MISSING = 'Please enter the card number.';
export const EXPIRY_FORMAT = 'Please enter the expiry date as MM/YY.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CVC_FORMAT = 'Please enter the 3 or 4 digit CVC.';

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;
const CVC = /^\d{3,4}$/;

/** 'MM/YY' with a real month, not before this month (UTC); null when it is fine. */
export function testCardExpiryProblem(expiry: string, now: Date): string | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return EXPIRY_FORMAT;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return EXPIRY_FORMAT;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? CARD_EXPIRED : null;
}

/** Three or four digits, spaces around allowed; null when it is fine. */
export function testCardCvcProblem(cvc: string): string | null {
  return CVC.test(cvc.trim()) ? null : CVC_FORMAT;
}
