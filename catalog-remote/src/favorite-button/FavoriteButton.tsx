import { useState } from 'react';
import { emitStoreEvent, isApiError, toast, useSignedIn } from 'shared-ui';
import { toggleFavorite } from './toggleFavorite';
import styles from './FavoriteButton.module.css';

/** The spec's warning for a visitor, trailing space included. */
export const FAVORITE_SIGN_IN_WARNING = 'please login to perform this action ';
export const FAVORITE_FAILED = 'Failed to add to favorites';

interface FavoriteButtonProps {
  planId: string;
  planName: string;
  liked: boolean;
}

/** The heart on a card or a plan page: toggles the favourite and tells every remote ('favorites:changed'). */
export function FavoriteButton({ planId, planName, liked: answeredLiked }: FavoriteButtonProps) {
  const signedIn = useSignedIn();
  const [liked, setLiked] = useState(answeredLiked);
  // The plan read anew (another session, a heart changed elsewhere) brings its own word: it wins over this one.
  const [answered, setAnswered] = useState(answeredLiked);
  if (answered !== answeredLiked) {
    setAnswered(answeredLiked);
    setLiked(answeredLiked);
  }
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signedIn) {
      toast.warning(FAVORITE_SIGN_IN_WARNING);
      return;
    }
    setBusy(true);
    try {
      const result = await toggleFavorite(planId);
      setLiked(result.liked);
      emitStoreEvent('favorites:changed', { propertyId: planId, liked: result.liked });
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) toast.warning(FAVORITE_SIGN_IN_WARNING);
      else toast.error(isApiError(error) && error.kind === 'server' ? error.message : FAVORITE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${liked ? styles.liked : ''}`}
      aria-pressed={liked}
      aria-label={liked ? `Remove ${planName} from favourites` : `Add ${planName} to favourites`}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
