import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { FavoriteEntry } from 'contracts/src/catalog/favorites';
import { EmptyState, LoadingState, QueryStatus, useHydrated, useSignedIn } from 'shared-ui';
import { FAVORITE_SIGN_IN_WARNING } from '../favorite-button/FavoriteButton';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { favoritesQuery } from './fetchFavorites';

/** The spec: favourite cards show their picture 250 px high. */
export const FAVORITE_IMAGE_HEIGHT = 250;

/** The shopper's favourites: a count and the plans as cards; follows 'favorites:changed' from any remote. */
export function FavoritesList() {
  const signedIn = useSignedIn();
  // The session lives in the browser: the server, and hydration after it, draw the loading frame.
  const hydrated = useHydrated();
  // A visitor has no favourites to ask for.
  const favorites = useQuery({ ...favoritesQuery(), enabled: signedIn });

  if (!hydrated) return <LoadingState label="Loading favourites…" size="inline" />;
  if (!signedIn) {
    return (
      <EmptyState
        title={FAVORITE_SIGN_IN_WARNING.trim()}
        message="Sign in to keep favourite plans on any device."
        action={<Link to="/SignIn">Sign In</Link>}
      />
    );
  }
  return (
    <QueryStatus
      query={favorites}
      loading={{ label: 'Loading favourites…', size: 'inline' }}
      error={{ message: (error) => `Error: ${error.message}`, size: 'inline' }}
    >
      {(entries) => <Favorites entries={entries} />}
    </QueryStatus>
  );
}

function Favorites({ entries }: { entries: readonly FavoriteEntry[] }) {
  const plans = entries.map((entry) => entry.property_id);
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
