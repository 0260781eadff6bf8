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
