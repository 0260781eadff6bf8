import type { Static } from '@sinclair/typebox';
import type {
  addToCartRequestSchema,
  addToCartResultSchema,
  cartEntrySchema,
  removeFromCartResultSchema,
} from './cartSchemas';

/** POST cart (JSON): the plan and the codes chosen (PLAN_SETS, FOUNDATIONS, PLAN_ADD_ONS); the server prices them. */
export type AddToCartRequest = Static<typeof addToCartRequestSchema>;

/** One plan in the shopper's cart (second spec §3), with the choices and the price fixed when it was added. */
export type CartEntry = Static<typeof cartEntrySchema>;

/** POST cart answer; `cart_count` is the entries in the cart now, for the header badge ('cart:changed'). */
export type AddToCartResult = Static<typeof addToCartResultSchema>;

/** DELETE cart/:id answer. */
export type RemoveFromCartResult = Static<typeof removeFromCartResultSchema>;
