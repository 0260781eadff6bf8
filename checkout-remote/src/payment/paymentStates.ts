import { formatPrice, type Cents } from 'contracts/src/catalog/plan';

/** The pay button's states (second spec §4): idle, then 'Processing...', then 'Paid'. */
export type PaymentState = 'idle' | 'processing' | 'paid';

export const PAYMENT_SUCCESSFUL = 'Payment Successful!';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

export function payButtonLabel(state: PaymentState, amount: Cents): string {
  if (state === 'processing') return 'Processing...';
  if (state === 'paid') return 'Paid';
  return `Pay ${formatPrice(amount)}`;
}
