import path from 'node:path';

/** What a remote's webpack.config.cjs hands the federation plugin (tooling's createFederatedConfig puts it on `.federation`). */
export interface RemoteFederation {
  name: string;
  /** Public name ('./HomePage') -> source path relative to the remote's folder ('./src/home/HomePage.tsx'). */
  exposes: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

/** The federation settings of a loaded webpack config, checked: a config of another shape fails the test loudly. */
export function federationOf(webpackConfig: unknown): RemoteFederation {
  const federation: unknown =
    typeof webpackConfig === 'function' && 'federation' in webpackConfig ? webpackConfig.federation : undefined;
  const hasFields =
    typeof federation === 'object' && federation !== null && 'name' in federation && 'exposes' in federation;
  if (!hasFields || typeof federation.name !== 'string' || !isStringRecord(federation.exposes)) {
    throw new Error('The webpack config has no federation { name, exposes } from createFederatedConfig.');
  }
  return { name: federation.name, exposes: federation.exposes };
}

/** Reads a remote's webpack.config.cjs; `dir` is its folder, which the exposed paths are relative to. */
export function readRemoteFederation(webpackConfigPath: string): RemoteFederation & { dir: string } {
  // Reading the config is cheap: createFederatedConfig loads webpack and its plugins only when the config is built.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack config is CommonJS, read synchronously by Jest
  const config: unknown = require(webpackConfigPath);
  return { ...federationOf(config), dir: path.dirname(webpackConfigPath) };
}
