import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { createCachedCatalog } from '../catalog/cachedCatalog';
import type { Database } from '../db/databaseSchema';

export const TEST_REMOTES = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
} as const;

export interface TestAppOptions {
  shellDistDir?: string | null;
  /** Answer every catalogue request from the database, so that a suite checks the SQL and not the cache. */
  uncached?: boolean;
}

export function buildTestApp(
  db: Kysely<Database>,
  { shellDistDir = null, uncached = false }: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    db,
    shellDistDir,
    remotes: TEST_REMOTES,
    ...(uncached ? { catalog: createCachedCatalog(db, { ttlMs: 0 }) } : {}),
  });
}
