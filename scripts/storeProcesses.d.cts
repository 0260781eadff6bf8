export interface RemoteEndpoint {
  name: string;
  port: number;
  origin: string;
}

export interface Store {
  url: string;
  remoteUrls: Record<string, RemoteEndpoint>;
  start(): Promise<void>;
  /** Starts the remote's server on its port, serving app/dist or, with `dir`, another build of it. */
  startRemote(app: string, options?: { dir?: string }): Promise<void>;
  stopRemote(app: string): Promise<void>;
  stop(): Promise<void>;
}

export function createStore(options?: {
  port?: number;
  remotePortOffset?: number;
  dataDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Store;

/** Resolves once `url` answers 2xx; fails if `child` exits first or `timeoutMs` (default 120 s) passes. */
export function waitUntilAnswering(
  url: string,
  child: import('node:child_process').ChildProcess,
  name: string,
  timeoutMs?: number,
): Promise<void>;
