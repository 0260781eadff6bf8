import path from 'node:path';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import type { MailerOptions } from '../mail/mailer';

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
  /** SMTP (SMTP_URL), or the development outbox (DEV_OUTBOX=1): one of them, said outright. */
  mail: MailerOptions;
  /** Where the content forms forward their messages (FORMS_INBOX); null: the store's contact address. */
  formsInbox: string | null;
  /** The store's address as shoppers reach it, for links in e-mails. */
  publicUrl: string;
  /** Where uploaded profile photos are kept on the embedded default (with DATABASE_URL, in the database). */
  uploadDir: string;
  /** Redis for the rate limits' counters, shared by every API instance (REDIS_URL); null: each counts on its own. */
  redisUrl: string | null;
  /** Sign-in with Google or Facebook, each only when configured. */
  social: { googleClientId: string | null; facebookAppId: string | null; facebookAppSecret: string | null };
  /** Card payments go through Stripe (both keys set); otherwise the local test provider. */
  stripePayments: boolean;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY); false by default. */
  trustProxy: boolean | number | string[];
  /**
   * GET /metrics: the `api_instance` label (INSTANCE_ID; null: `<hostname>-<pid>`) and the bearer token that may
   * read it from anywhere (METRICS_TOKEN; null: this machine's clients only).
   */
  metrics: { instanceId: string | null; token: string | null };
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
 * A store that cannot send its sign-in codes is broken, so it does not start quietly without a way to send them:
 * SMTP_URL for a deployed store, DEV_OUTBOX=1 for a developer's own machine (`npm start` sets it). Both at once
 * would leave one of them silently ignored, so that is refused too.
 */
function readMail(env: Env): MailerOptions {
  const smtpUrl = readVariable(env, 'SMTP_URL');
  const devOutbox = readVariable(env, 'DEV_OUTBOX');
  if (devOutbox !== undefined && devOutbox !== '1' && devOutbox !== '0') {
    throw new ConfigError(`DEV_OUTBOX must be 1 (or 0, or unset), got '${devOutbox}'.`);
  }
  if (devOutbox === '1') {
    if (smtpUrl !== undefined) {
      throw new ConfigError(
        'SMTP_URL and DEV_OUTBOX=1 are both set: set SMTP_URL to send mail, or DEV_OUTBOX=1 to keep it in the development outbox, not both.',
      );
    }
    return { transport: 'dev-outbox' };
  }
  if (smtpUrl === undefined) {
    throw new ConfigError(
      'SMTP_URL is not set: the store cannot send sign-in codes. Set SMTP_URL (smtps://user:pass@host:465), or DEV_OUTBOX=1 on a development machine to keep mail in the local outbox.',
    );
  }
  return { transport: 'smtp', smtpUrl };
}

function readEmailAddress(env: Env, name: string): string | null {
  const raw = readVariable(env, name);
  if (raw === undefined) return null;
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new ConfigError(`${name} must be an e-mail address, got '${raw}'.`);
  return raw;
}

/** REDIS_URL: redis://[user:password@]host[:port][/db], or rediss:// for TLS. */
function readRedisUrl(env: Env): string | null {
  const raw = readVariable(env, 'REDIS_URL');
  if (raw === undefined) return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Reported below, with the variable's name.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'.`);
  }
  return raw;
}

/** INSTANCE_ID becomes a label value of every metric: short, and nothing a label or a log line could trip on. */
function readInstanceId(env: Env): string | null {
  const raw = readVariable(env, 'INSTANCE_ID');
  if (raw === undefined) return null;
  if (!/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/.test(raw)) {
    throw new ConfigError(
      `INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes, underscores or colons, got '${raw}'.`,
    );
  }
  return raw;
}

/** METRICS_TOKEN opens /metrics to anyone who has it: a guessable one would open it to everyone. */
function readMetricsToken(env: Env): string | null {
  const raw = readVariable(env, 'METRICS_TOKEN');
  if (raw === undefined) return null;
  if (raw.length < 24)
    throw new ConfigError('METRICS_TOKEN must be at least 24 characters (e.g. openssl rand -hex 16).');
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
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.some((address) => !/^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(address))) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a list of addresses, got '${raw}'.`);
  }
  return addresses;
}

/**
 * Reads the API's configuration from environment variables; every variable is optional but the mail's: SMTP_URL
 * or DEV_OUTBOX=1.
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
    mail: readMail(env),
    formsInbox: readEmailAddress(env, 'FORMS_INBOX'),
    publicUrl: readUrl(env, 'PUBLIC_URL', `http://localhost:${readPort(env)}`),
    uploadDir: path.resolve(repoRoot, readVariable(env, 'UPLOAD_DIR') ?? '.data/uploads'),
    redisUrl: readRedisUrl(env),
    social: {
      googleClientId: readVariable(env, 'GOOGLE_CLIENT_ID') ?? null,
      facebookAppId: readVariable(env, 'FACEBOOK_APP_ID') ?? null,
      facebookAppSecret: readVariable(env, 'FACEBOOK_APP_SECRET') ?? null,
    },
    stripePayments: Boolean(readVariable(env, 'STRIPE_SECRET_KEY') && readVariable(env, 'STRIPE_PUBLISHABLE_KEY')),
    trustProxy: readTrustProxy(env),
    metrics: { instanceId: readInstanceId(env), token: readMetricsToken(env) },
    remotes: {
      catalog: readUrl(env, 'REMOTE_CATALOG_URL', 'http://localhost:3001/mf-manifest.json'),
      checkout: readUrl(env, 'REMOTE_CHECKOUT_URL', 'http://localhost:3002/mf-manifest.json'),
      account: readUrl(env, 'REMOTE_ACCOUNT_URL', 'http://localhost:3003/mf-manifest.json'),
      content: readUrl(env, 'REMOTE_CONTENT_URL', 'http://localhost:3004/mf-manifest.json'),
      staff: readUrl(env, 'REMOTE_STAFF_URL', 'http://localhost:3005/mf-manifest.json'),
    },
  };
}
