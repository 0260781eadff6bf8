import type { QueryCreator } from 'kysely';
import type { PaymentProviderKind } from 'contracts/src/checkout/payment';
import type { Database } from '../db/databaseSchema';

/**
 * Records a card order's intent on it, unless one is recorded already: two concurrent first calls for an order share
 * its idempotency key, hence the intent, so either write is the same.
 */
export function recordIntentOnOrder(
  store: QueryCreator<Database>,
  { orderId, intentId, provider }: { orderId: number; intentId: string; provider: PaymentProviderKind },
) {
  return store
    .updateTable('orders')
    .set({ payment_intent_id: intentId, payment_provider: provider })
    .where('id', '=', orderId)
    .where('payment_intent_id', 'is', null);
}
