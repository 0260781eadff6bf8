import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import type { RemoteFailureKind } from 'contracts/src/telemetry/telemetry';
import { TimeoutExceededError } from '../federation/withTimeout';

// What the pages see go wrong with a remote, handed to whoever reports it. This part is in every page's first
// load (shared-ui is one chunk), so it only records: the shell's reporter, loaded after start-up, batches and sends
// (shell/src/web-vitals). Nobody listens in Jest, a remote's standalone harness or a server render: nothing is sent.

/** The kinds of failure a load can end in; 'render-error' and 'fallback-shown' come from the page, not the loader. */
export type RemoteLoadFailureKind = Exclude<RemoteFailureKind, 'render-error' | 'fallback-shown'>;

/**
 * A load that failed, as the federation loader tells it: which step (`kind`) and the remote's build version when
 * its manifest arrived in that attempt. The message is the cause's, so that what the console shows is unchanged.
 */
export class RemoteLoadError extends Error {
  // Declared, then assigned at once: class fields would cost every first load a helper call per field.
  declare readonly remote: RemoteName;
  declare readonly kind: RemoteLoadFailureKind;
  /** `metaData.buildInfo.buildVersion` of the manifest this attempt loaded; undefined when none arrived. */
  declare readonly version: string | undefined;

  constructor(remote: RemoteName, kind: RemoteLoadFailureKind, version: string | undefined, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    Object.assign(this, { name: 'RemoteLoadError', remote, kind, version });
  }
}

/** One thing that went wrong with a remote, as the page saw it. */
export interface RemoteFailureEvent {
  remote: RemoteName;
  kind: RemoteFailureKind;
  /**
   * The remote's build version, when known: a failed load's own (from that attempt's manifest), else the loader's
   * latest (the remote's module loaded and then threw, say).
   */
  version?: string;
  /** The page's path when it happened: the report names its route. */
  pathname: string;
}

type RemoteFailureListener = (event: RemoteFailureEvent) => void;

/** Failures kept until the reporter listens (it loads after start-up, when a page may already show a fallback). */
const EARLY_FAILURES_KEPT = 10;
const early: RemoteFailureEvent[] = [];
let listener: RemoteFailureListener | null = null;
/** Load errors already reported: two fragments of one module share one failed load, which is one cause. */
const reportedCauses = new WeakSet<object>();

function hand(event: RemoteFailureEvent): void {
  if (!listener) {
    if (early.length < EARLY_FAILURES_KEPT) early.push(event);
    return;
  }
  try {
    listener(event);
  } catch {
    // Reporting is best effort: a listener's failure stays with it.
  }
}

/** What a load failure was, from what the loader rejected with. */
export function loadFailureKindOf(error: unknown): RemoteLoadFailureKind {
  if (error instanceof RemoteLoadError) return error.kind;
  return error instanceof TimeoutExceededError ? 'load-timeout' : 'load-error';
}

export type FallbackCause = { loadError: unknown } | { renderError: unknown };

/**
 * A remote's page or fragment shows its fallback: records its cause (once per failed load) and the fallback
 * itself. `latestVersion`: the loader's latest build version of the remote. Never throws: a failure to report must
 * not take the fallback down with it.
 */
export function reportRemoteFallback(remote: RemoteName, cause: FallbackCause, latestVersion?: string): void {
  try {
    const pathname = globalThis.location?.pathname ?? '/';
    const error = 'loadError' in cause ? cause.loadError : cause.renderError;
    const version = error instanceof RemoteLoadError ? error.version : latestVersion;
    const isObject = typeof error === 'object' && error !== null;
    if (!isObject || !reportedCauses.has(error)) {
      if (isObject) reportedCauses.add(error);
      const kind = 'loadError' in cause ? loadFailureKindOf(error) : 'render-error';
      hand({ remote, kind, version, pathname });
    }
    hand({ remote, kind: 'fallback-shown', version, pathname });
  } catch {
    // Reporting is best effort.
  }
}

/**
 * The reporter's subscription (one at a time): it gets the failures recorded before it listened at once, then
 * each as it happens. Returns the unsubscribe.
 */
export function onRemoteFailures(next: RemoteFailureListener): () => void {
  listener = next;
  for (const event of early.splice(0)) hand(event);
  return () => {
    if (listener === next) listener = null;
  };
}
