import type { RemoteName } from 'contracts/src/config/runtimeConfig';

/**
 * Loads what a remote exposes. The shell gives the federation-backed one (createFederationLoader); tests and
 * standalone harnesses give a fake. A rejected load is never cached: calling again makes a fresh attempt.
 */
export interface RemoteLoader {
  /** Resolves to the exposed module's exports, e.g. `{ default: HomePage }` for `loadModule('catalog', './HomePage')`. */
  loadModule<T>(remote: RemoteName, module: string): Promise<T>;
  /**
   * Starts fetching a remote that is likely needed next, without waiting or failing. With `modules` (e.g.
   * ['./PlanDetailPage']) their code is fetched too; without, only the remote's entry.
   */
  preload(remote: RemoteName, modules?: readonly string[]): void;
  /**
   * The remote's build version (its mf-manifest.json's `metaData.buildInfo.buildVersion`) once a load has read its
   * manifest, for the telemetry reports; undefined before, or from a loader that cannot tell (a fake).
   */
  buildVersion?(remote: RemoteName): string | undefined;
}
