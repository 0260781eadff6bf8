/** The spec's promo code texts: the success toast and the fallbacks when the server gives no reason. */
export const PROMO_APPLIED = 'Promo code applied successfully!';
export const PROMO_FAILED = 'Failed to apply promo code.';
export const PROMO_ERROR = 'Error applying promo code.';

/** The typed code field's own checks, before anything is sent. */
export const ENTER_A_PROMO_CODE = 'Please enter a promo code.';
export const PROMO_CODE_FORMAT = 'A promo code has only letters, digits, - and _ (up to 32).';
