import pg from 'pg';
import { redactedUrl } from './windowCounters';

/** The channel the catalogue's revision trigger notifies on (migration 0016). */
export const CATALOGUE_CHANNEL = 'catalogue_revision';

/**
 * What a listener hears: the catalogue's new revision, or null after the connection came back from a loss, when
 * changes may have gone unheard meanwhile (the listener should then look for itself).
 */
export type CatalogueChangeListener = (revision: string | null) => void;

/** The catalogue's changes as PostgreSQL announces them, to every API instance at once. */
export interface CatalogueChanges {
  subscribe(listener: CatalogueChangeListener): () => void;
  close(): Promise<void>;
}

export interface CatalogueChangesOptions {
  /** The first wait before connecting again after a loss; doubled each failed try up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told once when listening stops, and once when it starts again. */
  log?: (level: 'warn' | 'info', message: string) => void;
}

/**
 * Listens on a dedicated `pg` connection (never a pool's: LISTEN belongs to one session, and a pooled client goes
 * back for other queries). A lost connection (a PostgreSQL restart, a network cut) is opened again, first after
 * `retryMs`, then backing off to `maxRetryMs`, for as long as it takes; after each reconnection, listeners hear
 * null, since what changed while nobody listened was announced to nobody. Resolves after the first try to
 * connect, whether or not it succeeded: a start does not wait for a database that is down.
 */
export async function listenForCatalogueChanges(
  url: string,
  { retryMs = 250, maxRetryMs = 5_000, log = () => undefined }: CatalogueChangesOptions = {},
): Promise<CatalogueChanges> {
  const listeners = new Set<CatalogueChangeListener>();
  const tell = (revision: string | null) => {
    for (const listener of listeners) listener(revision);
  };
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let tries = 0;
  let failing = false;
  let failures = 0;

  const connect = (): Promise<void> => {
    tries += 1;
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      // After an error the connection may still be half open: end it, whatever state it is in.
      client.end().catch(() => undefined);
      if (closed) return;
      if (!failing) {
        failing = true;
        const reason = error instanceof Error ? `: ${error.message}` : '';
        log('warn', `Stopped hearing catalogue changes from ${redactedUrl(url)}${reason}; connecting again`);
      }
      const wait = Math.min(retryMs * 2 ** failures, maxRetryMs);
      failures += 1;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, wait);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) tell(message.payload ?? null);
    });
    return client
      .connect()
      .then(() => client.query(`listen ${CATALOGUE_CHANNEL}`))
      .then(() => {
        if (lost) return;
        if (closed) {
          lost = true;
          void client.end().catch(() => undefined);
          return;
        }
        current = client;
        failures = 0;
        if (failing) {
          failing = false;
          log('info', 'Hearing catalogue changes again');
        }
        // Any try but the very first: changes made while nobody listened were announced to nobody.
        if (tries > 1) tell(null);
      }, onLost);
  };

  await connect();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
