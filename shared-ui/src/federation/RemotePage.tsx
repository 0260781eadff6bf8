import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { ErrorState } from '../components/StatusMessage/ErrorState';
import { canRetryAfter } from '../components/StatusMessage/retryable';
import { LoadingState } from '../components/StatusMessage/LoadingState';
import { RemoteComponent } from './RemoteComponent';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed page module, e.g. './HomePage'; its default export is a component with no required props. */
  module: string;
  /** The page's name for people, used in the fallback: '<title> is temporarily unavailable'. */
  title: string;
}

/** A page module's component takes no props: one empty object, the same on every render. */
type NoProps = Record<string, never>;
const NO_PROPS: NoProps = {};

export const REMOTE_PAGE_FALLBACK_TEXT =
  'The rest of the store still works: you can keep browsing and come back to this page in a moment.';

/**
 * A page from a remote, with a loading state, and a fallback when it cannot load or crashes: with Retry where that
 * can help, the server's message instead where the page met a 4xx (an id that names nothing, say).
 */
export function RemotePage({ remote, module, title }: RemotePageProps) {
  return (
    <RemoteComponent<NoProps>
      remote={remote}
      module={module}
      props={NO_PROPS}
      loading={<LoadingState wholePage />}
      fallback={(error, retry) => {
        // A 4xx the page threw is no outage: the server's own message, and no Retry (it would get the same answer).
        const refused = !canRetryAfter(error) && error instanceof Error;
        return (
          <ErrorState
            headingLevel={1}
            title={refused ? title : `${title} is temporarily unavailable`}
            message={refused ? error.message : REMOTE_PAGE_FALLBACK_TEXT}
            error={error}
            onRetry={retry}
          />
        );
      }}
    />
  );
}
