import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema';
import { INDEXED_COLUMNS, PlanIndex } from './planIndex';

export async function loadPlanIndex(db: Kysely<Database>): Promise<PlanIndex> {
  const rows = await db.selectFrom('plans').select(INDEXED_COLUMNS).execute();
  return new PlanIndex(rows);
}

/** A digest of every plan row: changes when any plan is added, removed or edited. */
async function catalogueDigest(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ digest: string }>`
    select count(*)::text || ':' || coalesce(sum(hashtext(p::text)::bigint), 0)::text as digest from plans p
  `.execute(db);
  return row.rows[0]?.digest ?? '';
}

export interface LivePlanIndex {
  /** The index, loading it on first use. */
  current(): Promise<PlanIndex>;
  /** Rebuild from the database now (after this process changed plans); nothing to do before the first use. */
  refresh(): Promise<void>;
}

export interface LivePlanIndexOptions {
  /**
   * How often the database is asked whether plans changed (another process, a manual edit). The check is one
   * cheap aggregate; the index is rebuilt only when the digest differs. Requests keep the old index meanwhile.
   */
  checkEveryMs: number;
  now?: () => number;
}

/** The in-memory search index, kept in step with the database (the source of truth). */
export function createLivePlanIndex(
  db: Kysely<Database>,
  { checkEveryMs, now = Date.now }: LivePlanIndexOptions,
): LivePlanIndex {
  let index: Promise<PlanIndex> | null = null;
  let digest: string | null = null;
  let checkedAt = 0;
  let checking = false;

  const rebuild = (): Promise<PlanIndex> => {
    checkedAt = now();
    const next = (async () => {
      const [loaded, loadedDigest] = await Promise.all([loadPlanIndex(db), catalogueDigest(db)]);
      digest = loadedDigest;
      return loaded;
    })();
    // A failed load must not stick: the next request tries again.
    next.catch(() => {
      if (index === next) index = null;
    });
    index = next;
    return next;
  };

  const checkInBackground = (): void => {
    if (checking) return;
    checking = true;
    checkedAt = now();
    catalogueDigest(db)
      .then((latest) => (latest !== digest ? rebuild() : undefined))
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };

  return {
    current() {
      if (index === null) return rebuild();
      if (now() - checkedAt >= checkEveryMs) checkInBackground();
      return index;
    },
    async refresh() {
      if (index !== null) await rebuild();
    },
  };
}
