import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

/** Shown instead of a cart or checkout to a visitor: the spec's message and a way to sign in and come back. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <EmptyState
      title="please login to perform this action"
      message="Sign in to see your cart and check out."
      action={<Link to={`/SignIn?redirect=${encodeURIComponent(returnTo)}`}>Sign In</Link>}
    />
  );
}
