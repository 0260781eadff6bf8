/** What of the federation runtime's share scope this needs: every shared module's pending load. */
interface SharedModuleLoad {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
}

type ShareScopes = Record<string, Record<string, Record<string, SharedModuleLoad>>>;

/**
 * The runtime keeps a shared module's load (say, shared-ui code only a remote provides, from that remote's chunk)
 * as one promise in the share scope and hands that same promise to every later request, even once it has
 * rejected: a chunk that answered 500 once would keep the remote's pages down after the remote is back. This
 * drops every such load that has failed, so the next attempt fetches the chunk again; loads still running or
 * done are left alone.
 */
export function forgetFailedSharedLoads(shareScopes: ShareScopes): void {
  for (const scope of Object.values(shareScopes)) {
    for (const versions of Object.values(scope)) {
      for (const shared of Object.values(versions)) {
        const loading = shared.loading;
        if (!loading || shared.loaded) continue;
        loading.catch(() => {
          if (shared.loading === loading) shared.loading = null;
        });
      }
    }
  }
}
