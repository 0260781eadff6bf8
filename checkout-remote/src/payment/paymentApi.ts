import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { Order } from 'contracts/src/checkout/order';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import type { PaymentResult, PaymentSession, TestCardPaymentRequest } from 'contracts/src/checkout/payment';
import { apiClient, SHOPPER_DATA } from 'shared-ui';
import { fetchOrder } from '../my-orders/ordersApi';

export async function fetchPaymentSession(orderId: string, signal?: AbortSignal): Promise<PaymentSession> {
  return (await apiClient.post<PaymentSession>('order-payment', { order_id: orderId }, { signal })).data;
}

/** Where the payment of an order stands: its card form (with the provider's session), or done. */
export type PaymentStage = { kind: 'pay'; order: Order; session: PaymentSession } | { kind: 'done'; order: Order };

async function fetchPaymentStage(orderId: string, signal: AbortSignal): Promise<PaymentStage> {
  const order = await fetchOrder(orderId, signal);
  if (!awaitsCardPayment(order)) return { kind: 'done', order };
  return { kind: 'pay', order, session: await fetchPaymentSession(orderId, signal) };
}

/**
 * The payment of order `orderId`. Asked for once per visit: never read again while the card form is open (a new
 * session under the shopper's fingers), dropped when the page is left so that the next visit asks anew.
 */
export const paymentStageQuery = (orderId: string) =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'payment', orderId],
    queryFn: ({ signal }) => fetchPaymentStage(orderId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export function payWithTestCard(request: TestCardPaymentRequest): Promise<ApiEnvelope<PaymentResult>> {
  return apiClient.post<PaymentResult>('pay-test-card', request);
}

/** Asks the server to check the intent with the card provider; only the provider's word marks the order paid. */
export function confirmOrderStatus(intentId: string): Promise<ApiEnvelope<PaymentResult>> {
  return apiClient.post<PaymentResult>('order-status', { intent_id: intentId });
}
