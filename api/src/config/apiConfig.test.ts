import path from 'node:path';
import { ConfigError, loadConfig } from './apiConfig';

const ROOT = '/srv/store';
/** The one setting every start needs: a way to send mail (here the development outbox). */
const DEV = { DEV_OUTBOX: '1' } as const;

describe('loadConfig', () => {
  it('runs on localhost:3000 with PGlite in the project and the remotes on ports 3001 to 3005 by default', () => {
    expect(loadConfig(DEV, ROOT)).toEqual({
      port: 3000,
      host: 'localhost',
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: path.join(ROOT, '.data/db') },
      shellDistDir: null,
      mail: { transport: 'dev-outbox' },
      formsInbox: null,
      publicUrl: 'http://localhost:3000',
      uploadDir: path.join(ROOT, '.data/uploads'),
      redisUrl: null,
      stripePayments: false,
      trustProxy: false,
      metrics: { instanceId: null, token: null },
      social: { googleClientId: null, facebookAppId: null, facebookAppSecret: null },
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        checkout: 'http://localhost:3002/mf-manifest.json',
        account: 'http://localhost:3003/mf-manifest.json',
        content: 'http://localhost:3004/mf-manifest.json',
        staff: 'http://localhost:3005/mf-manifest.json',
      },
    });
  });

  it('reads every variable, resolving relative paths against the repository', () => {
    const config = loadConfig(
      {
        ...DEV,
        PORT: '8080',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'debug',
        DATA_DIR: 'var/db',
        SHELL_DIST_DIR: 'shell/dist',
        REMOTE_CATALOG_URL: 'https://catalog.example.com/mf-manifest.json',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'debug',
      database: { kind: 'pglite', dataDir: '/srv/store/var/db' },
      shellDistDir: '/srv/store/shell/dist',
    });
    expect(config.remotes.catalog).toBe('https://catalog.example.com/mf-manifest.json');
    expect(config.remotes.checkout).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('reads the mail, upload and sign-in provider settings', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        SMTP_URL: 'smtps://store:secret@mail.example.com:465',
        UPLOAD_DIR: 'var/uploads',
        FORMS_INBOX: 'forms@houseplans.example',
        GOOGLE_CLIENT_ID: 'google-client',
        FACEBOOK_APP_ID: 'fb-app',
        FACEBOOK_APP_SECRET: 'fb-secret',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      mail: { transport: 'smtp', smtpUrl: 'smtps://store:secret@mail.example.com:465' },
      formsInbox: 'forms@houseplans.example',
      publicUrl: 'http://localhost:8080',
      uploadDir: '/srv/store/var/uploads',
      social: { googleClientId: 'google-client', facebookAppId: 'fb-app', facebookAppSecret: 'fb-secret' },
    });
    expect(loadConfig({ ...DEV, PUBLIC_URL: 'https://plans.example' }, ROOT).publicUrl).toBe('https://plans.example');
  });

  it('uses PostgreSQL when DATABASE_URL is set, and ignores empty variables', () => {
    const config = loadConfig(
      { ...DEV, DATABASE_URL: 'postgres://store@db:5432/store', DATA_DIR: '  ', PORT: '' },
      ROOT,
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://store@db:5432/store' });
    expect(config.port).toBe(3000);
  });

  it('counts the rate limits in Redis when REDIS_URL is set', () => {
    expect(loadConfig({ ...DEV, REDIS_URL: 'redis://cache:6379/0' }, ROOT).redisUrl).toBe('redis://cache:6379/0');
    expect(loadConfig({ ...DEV, REDIS_URL: 'rediss://u:p@cache:6380' }, ROOT).redisUrl).toBe('rediss://u:p@cache:6380');
  });

  it('labels the metrics with INSTANCE_ID and opens them to METRICS_TOKEN when set', () => {
    const token = '3f9a1c0b7d2e4f6a8b0c1d2e';
    expect(loadConfig({ ...DEV, INSTANCE_ID: 'api-2', METRICS_TOKEN: token }, ROOT).metrics).toEqual({
      instanceId: 'api-2',
      token,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, "PORT must be an integer from 0 to 65535, got 'eighty'."],
    [{ PORT: '70000' }, "PORT must be an integer from 0 to 65535, got '70000'."],
    [
      { REMOTE_ACCOUNT_URL: 'account/mf-manifest.json' },
      "REMOTE_ACCOUNT_URL must be an absolute URL, got 'account/mf-manifest.json'.",
    ],
    [{ FORMS_INBOX: 'the store' }, "FORMS_INBOX must be an e-mail address, got 'the store'."],
    [{ DEV_OUTBOX: 'yes' }, "DEV_OUTBOX must be 1 (or 0, or unset), got 'yes'."],
    [{ REDIS_URL: 'cache:6379' }, "REDIS_URL must be a redis:// or rediss:// URL, got 'cache:6379'."],
    [{ REDIS_URL: 'http://cache' }, "REDIS_URL must be a redis:// or rediss:// URL, got 'http://cache'."],
    [
      { INSTANCE_ID: 'api 2' },
      "INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes, underscores or colons, got 'api 2'.",
    ],
    [{ METRICS_TOKEN: 'secret' }, 'METRICS_TOKEN must be at least 24 characters (e.g. openssl rand -hex 16).'],
  ])('refuses %p with a message saying what to fix', (env, message) => {
    expect(() => loadConfig({ ...DEV, ...env }, ROOT)).toThrow(new ConfigError(message));
  });
  it('takes card payments through Stripe only when both Stripe keys are set', () => {
    expect(loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'sk_test_1' }, ROOT).stripePayments).toBe(false);
    expect(
      loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, ROOT).stripePayments,
    ).toBe(true);
  });

  it.each([
    ['1', 1],
    ['true', true],
    ['false', false],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ ...DEV, TRUST_PROXY: value }, ROOT).trustProxy).toEqual(trustProxy);
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ ...DEV, TRUST_PROXY: 'my-proxy.internal' }, ROOT)).toThrow(ConfigError);
  });

  describe('mail', () => {
    it('refuses to start without a way to send mail, naming the setting that is missing', () => {
      for (const env of [{}, { SMTP_URL: '  ' }, { DEV_OUTBOX: '0' }]) {
        expect(() => loadConfig(env, ROOT)).toThrow(
          new ConfigError(
            'SMTP_URL is not set: the store cannot send sign-in codes. Set SMTP_URL (smtps://user:pass@host:465), or DEV_OUTBOX=1 on a development machine to keep mail in the local outbox.',
          ),
        );
      }
    });

    it('sends over SMTP when SMTP_URL is set, with no development outbox', () => {
      expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25' }, ROOT).mail).toEqual({
        transport: 'smtp',
        smtpUrl: 'smtp://mail.internal:25',
      });
      expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25', DEV_OUTBOX: '0' }, ROOT).mail.transport).toBe('smtp');
    });

    it('keeps mail in the development outbox only with DEV_OUTBOX=1', () => {
      expect(loadConfig({ DEV_OUTBOX: '1' }, ROOT).mail).toEqual({ transport: 'dev-outbox' });
    });

    it('refuses SMTP_URL and DEV_OUTBOX=1 together rather than ignore one of them', () => {
      expect(() => loadConfig({ SMTP_URL: 'smtp://mail.internal:25', DEV_OUTBOX: '1' }, ROOT)).toThrow(
        new ConfigError(
          'SMTP_URL and DEV_OUTBOX=1 are both set: set SMTP_URL to send mail, or DEV_OUTBOX=1 to keep it in the development outbox, not both.',
        ),
      );
    });
  });
});
