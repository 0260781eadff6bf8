import type { OrderRequest } from 'contracts/src/checkout/order';
import { badRequest } from '../errors/httpError';

export const CART_IDS_OR_CART_ID = 'Send cart_ids for several plans or cart_id for one, not both.';
export const NO_CART_ENTRY_CHOSEN = 'Please choose the plans to check out (cart_ids, or cart_id for one).';

/** The body fields that name the cart entries of an order or a quote (orderRequestSchema, applyPromoCodeRequestSchema). */
type CartEntryFields = Pick<OrderRequest, 'cart_ids' | 'cart_id'>;

/** The cart entry ids a request names: all of `cart_ids`, or the one `cart_id` of the spec's checkout. */
export function cartEntryIdsOf({ cart_ids: several, cart_id: one }: CartEntryFields): number[] {
  if (several !== undefined && one !== undefined) throw badRequest(CART_IDS_OR_CART_ID);
  if (several !== undefined) return several.map(Number);
  if (one !== undefined) return [Number(one)];
  throw badRequest(NO_CART_ENTRY_CHOSEN);
}
