import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CART_QUERY_KEY, cartQuery, useSignedIn, useStoreEvent } from 'shared-ui';

/** A count announced with 'cart:changed', and how many answers the cart had had when it was announced. */
interface AnnouncedCount {
  count: number;
  cartAnswersBefore: number;
}

/**
 * The number of plans in the cart, for the header badge: the signed-in shopper's cart (GET cart, second spec §7,
 * the one read the cart page shares), so that a reload shows it too. The checkout remote announces every change
 * with 'cart:changed', which makes the cart stale: its count shows at once, until the cart is answered anew. A
 * badge is a convenience: a failed read shows no error, it keeps the last count.
 */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const cart = useQuery({ ...cartQuery(), enabled: signedIn, select: (entries) => entries.length });
  const [announced, setAnnounced] = useState<AnnouncedCount | null>(null);
  // Counted, not timed: an answer in the same millisecond as the announcement is still told apart.
  const cartAnswers = () => client.getQueryState(CART_QUERY_KEY)?.dataUpdateCount ?? 0;

  useStoreEvent('cart:changed', ({ count }) => setAnnounced({ count, cartAnswersBefore: cartAnswers() }));
  // A count announced to the last session is not this one's.
  useStoreEvent('session:changed', () => setAnnounced(null));

  const fetched = signedIn ? (cart.data ?? 0) : 0;
  if (announced !== null && cartAnswers() === announced.cartAnswersBefore) return announced.count;
  return fetched;
}
