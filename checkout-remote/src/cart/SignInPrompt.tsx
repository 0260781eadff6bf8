import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

/**
 * Shown instead of a cart or checkout to a visitor, with a way to sign in and come back. The spec's 'please login to
 * perform this action' (and its lower-case "login") is quoted for a 401 answer to add to cart or favourite, not for
 * this page, so this one is written correctly.
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <EmptyState
      title="Please sign in"
      message="Sign in to see your cart and check out."
      action={<Link to={`/SignIn?redirect=${encodeURIComponent(returnTo)}`}>Sign In</Link>}
    />
  );
}
