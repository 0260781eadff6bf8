import type { OrderRequest } from 'contracts/src/checkout/order';
import {
  billingNameProblem,
  firstShippingAddressProblem,
  normaliseShippingAddress,
  type ShippingAddress,
} from 'contracts/src/checkout/shippingAddress';
import { badRequest } from '../errors/httpError';

export interface DeliveryDetails {
  billingName: string;
  shippingAddress: ShippingAddress | null;
}

/**
 * POST order's billing name and shipping address, checked with the checkout form's own rules (contracts'
 * shippingAddress.ts) and normalised; a 400 names the first problem. An address is checked whenever one is sent:
 * whether the order needs it is decided with its lines, in placeOrder.
 */
export function deliveryDetailsOf(request: Pick<OrderRequest, 'billing_name' | 'shipping_address'>): DeliveryDetails {
  const nameProblem = billingNameProblem(request.billing_name);
  if (nameProblem !== null) throw badRequest(nameProblem);
  const address = request.shipping_address;
  if (address === undefined) return { billingName: request.billing_name.trim(), shippingAddress: null };
  const addressProblem = firstShippingAddressProblem(address);
  if (addressProblem !== null) throw badRequest(addressProblem);
  return { billingName: request.billing_name.trim(), shippingAddress: normaliseShippingAddress(address) };
}
