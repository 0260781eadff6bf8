import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { useStoreEvent } from 'shared-ui/src/events/useStoreEvent';
import { useSignedIn } from 'shared-ui/src/session/useSignedIn';
import { FAVORITE_SIGN_IN_WARNING } from '../favorite-button/FavoriteButton';
import { useLoad } from '../loading/useLoad';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { fetchFavorites } from './fetchFavorites';

/** The spec: favourite cards show their picture 250 px high. */
export const FAVORITE_IMAGE_HEIGHT = 250;

/** The shopper's favourites: a count and the plans as cards; follows 'favorites:changed' from any remote. */
export function FavoritesList() {
  const signedIn = useSignedIn();
  const [version, setVersion] = useState(0);
  useStoreEvent('favorites:changed', () => setVersion((current) => current + 1));
  // A visitor has no favourites to ask for.
  const { state, retry } = useLoad(
    (signal) => (signedIn ? fetchFavorites(signal) : Promise.resolve([])),
    `${signedIn}:${version}`,
  );

  if (!signedIn) {
    return (
      <EmptyState
        title={FAVORITE_SIGN_IN_WARNING.trim()}
        message="Sign in to keep favourite plans on any device."
        action={<Link to="/SignIn">Sign In</Link>}
      />
    );
  }
  if (state.status === 'loading') return <LoadingState label="Loading favourites…" size="inline" />;
  if (state.status === 'failed')
    return <ErrorState message={`Error: ${state.message}`} onRetry={retry} size="inline" />;
  const plans = state.value.map((entry) => entry.property_id);
  return (
    <div>
      <p>{plans.length === 1 ? 'You have 1 favourite plan.' : `You have ${plans.length} favourite plans.`}</p>
      {plans.length === 0 ? (
        <EmptyState
          title="No favourites yet"
          message="Tap the heart on any plan to keep it here."
          action={<Link to="/propertyList">Browse Properties</Link>}
          headingLevel={3}
        />
      ) : (
        <PlanCardGrid plans={plans} imageHeight={FAVORITE_IMAGE_HEIGHT} />
      )}
    </div>
  );
}
