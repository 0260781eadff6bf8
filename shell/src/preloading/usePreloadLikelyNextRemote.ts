import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRemoteLoader } from 'shared-ui/src/federation/RemoteLoaderContext';
import { useSignedIn } from 'shared-ui/src/session/useSignedIn';
import { routeForPath } from '../routes/routeForPath';
import { likelyNextRemote } from './likelyNextRemote';
import { preloadOnce } from './preloadOnce';
import { whenIdle } from './whenIdle';

/**
 * Once a route has rendered and the browser is idle, loads the remote the shopper most likely opens next,
 * breaking the manifest -> remoteEntry -> chunk request chain before the click.
 */
export function usePreloadLikelyNextRemote(): void {
  const loader = useRemoteLoader();
  const signedIn = useSignedIn();
  const current = routeForPath(useLocation().pathname)?.remote;

  useEffect(() => {
    if (!current) return undefined;
    const next = likelyNextRemote(current, signedIn);
    return whenIdle(() => preloadOnce(loader, next));
  }, [loader, current, signedIn]);
}
