/**
 * Events that cross remotes on `window` as CustomEvents. Names are prefixed by the owning remote.
 * Payloads stay small and serialisable so two versions of shared-ui can still talk.
 */
export interface StoreEventMap {
  /** The session token was stored or cleared (sign-in, logout, expiry). */
  'session:changed': { signedIn: boolean };
  /** The number of entries in the shopper's cart changed. */
  'cart:changed': { count: number };
  /** A plan was added to or removed from the shopper's favourites. */
  'favorites:changed': { propertyId: string; liked: boolean };
}

export type StoreEventName = keyof StoreEventMap;
