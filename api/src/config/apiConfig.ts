import path from 'node:path';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';

/** Where the catalogue lives: PGlite files in a directory of the project, or a PostgreSQL server. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

export interface ApiConfig {
  port: number;
  host: string;
  logLevel: string;
  database: DatabaseTarget;
  /** The shell's built files, served at `/` when set. */
  shellDistDir: string | null;
  /** Each remote's mf-manifest.json, handed to the shell in runtime-config.json. */
  remotes: Record<RemoteName, string>;
  /** Outgoing mail server; null keeps messages in the development outbox. */
  smtpUrl: string | null;
  /** The store's address as shoppers reach it, for links in e-mails. */
  publicUrl: string;
  /** Where uploaded profile photos are kept. */
  uploadDir: string;
  /** Sign-in with Google or Facebook, each only when configured. */
  social: { googleClientId: string | null; facebookAppId: string | null; facebookAppSecret: string | null };
  /** Card payments go through Stripe (both keys set); otherwise the local test provider. */
  stripePayments: boolean;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY); false by default. */
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function readVariable(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env): number {
  const raw = readVariable(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got '${raw}'.`);
  }
  return port;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = readVariable(env, name) ?? fallback;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got '${raw}'.`);
  }
  return raw;
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; a number trusts that many hops in front of the API (1: one
 * load balancer); 'true' trusts any (only when nothing but the proxy can reach the API); otherwise a comma-separated
 * list of proxy addresses or CIDR ranges.
 */
function readTrustProxy(env: Env): boolean | number | string[] {
  const raw = readVariable(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((address) => address.trim()).filter(Boolean);
  if (addresses.some((address) => !/^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(address))) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a list of addresses, got '${raw}'.`);
  }
  return addresses;
}

/**
 * Reads the API's configuration from environment variables; every variable is optional.
 * Relative paths are resolved against the repository root so the server behaves the same from any working directory.
 */
export function loadConfig(env: Env, repoRoot: string): ApiConfig {
  const databaseUrl = readVariable(env, 'DATABASE_URL');
  const dataDir = readVariable(env, 'DATA_DIR');
  const shellDistDir = readVariable(env, 'SHELL_DIST_DIR');
  return {
    port: readPort(env),
    // `localhost` listens on both loopback addresses (127.0.0.1 and ::1), whichever the browser resolves.
    host: readVariable(env, 'HOST') ?? 'localhost',
    logLevel: readVariable(env, 'LOG_LEVEL') ?? 'info',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(repoRoot, dataDir ?? '.data/db') },
    shellDistDir: shellDistDir ? path.resolve(repoRoot, shellDistDir) : null,
    smtpUrl: readVariable(env, 'SMTP_URL') ?? null,
    publicUrl: readUrl(env, 'PUBLIC_URL', `http://localhost:${readPort(env)}`),
    uploadDir: path.resolve(repoRoot, readVariable(env, 'UPLOAD_DIR') ?? '.data/uploads'),
    social: {
      googleClientId: readVariable(env, 'GOOGLE_CLIENT_ID') ?? null,
      facebookAppId: readVariable(env, 'FACEBOOK_APP_ID') ?? null,
      facebookAppSecret: readVariable(env, 'FACEBOOK_APP_SECRET') ?? null,
    },
    stripePayments: Boolean(readVariable(env, 'STRIPE_SECRET_KEY') && readVariable(env, 'STRIPE_PUBLISHABLE_KEY')),
    trustProxy: readTrustProxy(env),
    remotes: {
      catalog: readUrl(env, 'REMOTE_CATALOG_URL', 'http://localhost:3001/mf-manifest.json'),
      checkout: readUrl(env, 'REMOTE_CHECKOUT_URL', 'http://localhost:3002/mf-manifest.json'),
      account: readUrl(env, 'REMOTE_ACCOUNT_URL', 'http://localhost:3003/mf-manifest.json'),
      content: readUrl(env, 'REMOTE_CONTENT_URL', 'http://localhost:3004/mf-manifest.json'),
    },
  };
}
