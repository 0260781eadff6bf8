import type { ApiConfig } from '../config/apiConfig';
import { listenForCatalogueChanges, type CatalogueChanges } from './catalogueChanges';
import { connectRedisCounters, memoryWindowCounters, redactedUrl, type WindowCounters } from './windowCounters';

/**
 * What an API instance shares with the others of one store (docs/decisions/stateless-api.md): with DATABASE_URL,
 * profile photos in the database and the catalogue's changes heard from PostgreSQL; with REDIS_URL, the rate
 * limits' counts. Without them (the embedded PGlite default, one process), the same in this process and on its disk.
 */
export interface SharedState {
  counters: WindowCounters;
  /** Null on the embedded store: one process, which hears its own changes. */
  catalogueChanges: CatalogueChanges | null;
  photosInDatabase: boolean;
  /** Says where each piece lives, for the start-up log. */
  description: string;
  close(): Promise<void>;
}

export type SharedStateLog = (level: 'warn' | 'info', message: string) => void;

export async function connectSharedState(
  config: Pick<ApiConfig, 'database' | 'redisUrl'>,
  log: SharedStateLog,
): Promise<SharedState> {
  const onPostgres = config.database.kind === 'postgres';
  const counters = config.redisUrl ? await connectRedisCounters(config.redisUrl, { log }) : memoryWindowCounters();
  let catalogueChanges: CatalogueChanges | null = null;
  try {
    if (config.database.kind === 'postgres') {
      catalogueChanges = await listenForCatalogueChanges(config.database.url, { log });
    }
  } catch (error) {
    await counters.close();
    throw error;
  }
  return {
    counters,
    catalogueChanges,
    photosInDatabase: onPostgres,
    description: [
      config.redisUrl ? `rate limits counted in Redis at ${redactedUrl(config.redisUrl)}` : 'rate limits in memory',
      onPostgres ? 'photos in the database' : 'photos on disk',
      onPostgres ? 'catalogue changes heard from PostgreSQL' : null,
    ]
      .filter((part) => part !== null)
      .join(', '),
    async close() {
      await Promise.all([counters.close(), catalogueChanges?.close()]);
    },
  };
}
