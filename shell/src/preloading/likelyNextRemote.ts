import type { RemoteName } from 'contracts/src/config/runtimeConfig';

/**
 * The remote a shopper most likely needs next, guessed from where they are: browsing leads to the cart when signed
 * in and to sign-in when not; signing in and reading content lead back to the catalogue.
 */
export function likelyNextRemote(current: RemoteName, signedIn: boolean): RemoteName {
  switch (current) {
    case 'catalog':
      return signedIn ? 'checkout' : 'account';
    case 'checkout':
      return signedIn ? 'catalog' : 'account';
    case 'account':
    case 'content':
      return 'catalog';
  }
}
