import type { Cents, PlanSummary } from '../catalog/plan';
import type { PricedChoice } from './planOptions';

/** POST cart (JSON): the plan and the codes chosen; the server prices them. */
export interface AddToCartRequest {
  property_id: string;
  /** A PLAN_SETS code. */
  plan_set: number;
  /** A FOUNDATIONS code offered for this plan. */
  foundation: number;
  /** PLAN_ADD_ONS codes, each at most once. */
  options: number[];
}

/** One plan in the shopper's cart (second spec §3), with the choices and the price fixed when it was added. */
export interface CartEntry {
  _id: string;
  name: string;
  plan_number: string | null;
  property_id: PlanSummary;
  plan_set: PricedChoice;
  foundation: PricedChoice;
  options: PricedChoice[];
  /** Plan set + foundation + add-ons, integer cents. */
  price: Cents;
  created_at: string;
}

/** POST cart answer. */
export interface AddToCartResult {
  entry: CartEntry;
  /** Entries in the cart now, for the header badge ('cart:changed'). */
  cart_count: number;
}

/** DELETE cart/:id answer. */
export interface RemoveFromCartResult {
  cart_count: number;
}
