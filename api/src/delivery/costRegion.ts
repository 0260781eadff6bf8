/**
 * Where a Cost-to-Build Report prices the building when the order has no shipping address (the checkout asks for one
 * only for printed sets and cash on delivery): Wisconsin, whose cost index (1.01, contracts/src/delivery/costIndex.ts) is the closest of any
 * state's to the U.S. average (1.00). The report names the state it priced, so the reader sees which it is.
 */
export const DEFAULT_COST_REGION = 'WI';

/** The region of an order's Cost-to-Build Report: its shipping state or province, else the default. */
export function costRegionOf(shippingState: string | null | undefined): string {
  const state = shippingState?.trim() ?? '';
  return state === '' ? DEFAULT_COST_REGION : state;
}
