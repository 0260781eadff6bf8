import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { Order } from 'contracts/src/checkout/order';
import type { PaymentResult, PaymentSession, TestCardPaymentRequest } from 'contracts/src/checkout/payment';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiClient.get<Order>(`orders/${encodeURIComponent(orderId)}`, { signal })).data;
}

export async function fetchPaymentSession(orderId: string): Promise<PaymentSession> {
  return (await apiClient.post<PaymentSession>('order-payment', { order_id: orderId })).data;
}

export function payWithTestCard(request: TestCardPaymentRequest): Promise<ApiEnvelope<PaymentResult>> {
  return apiClient.post<PaymentResult>('pay-test-card', request);
}

/** Asks the server to check the intent with the card provider; only the provider's word marks the order paid. */
export function confirmOrderStatus(intentId: string): Promise<ApiEnvelope<PaymentResult>> {
  return apiClient.post<PaymentResult>('order-status', { intent_id: intentId });
}
