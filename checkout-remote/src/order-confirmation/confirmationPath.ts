/** The order confirmation page of order `orderId` (after cash on delivery, as after a card payment). */
export function confirmationPathOf(orderId: string): string {
  return `/order-confirmation/${encodeURIComponent(orderId)}`;
}
