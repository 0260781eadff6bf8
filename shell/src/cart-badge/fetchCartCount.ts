import { readCart } from 'shared-ui/src/cart/readCart';

/** How many entries the signed-in shopper's cart holds (GET cart, second spec §7; read once with the cart page). */
export async function fetchCartCount(): Promise<number> {
  return (await readCart()).length;
}
