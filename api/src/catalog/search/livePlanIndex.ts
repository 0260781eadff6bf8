import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { KEYWORD_TEXT } from '../planSearchQuery';
import { INDEXED_COLUMNS, PlanIndex, type IndexedPlanRow, type IndexedSearchResult } from './planIndex';
import type { PlanSearchThread } from './PlanSearchThread';

/** Every plan as the index holds it, with the text the keyword search reads. */
export function loadPlanRows(db: Kysely<Database>): Promise<IndexedPlanRow[]> {
  return db
    .selectFrom('plans')
    .select([...INDEXED_COLUMNS, KEYWORD_TEXT.as('keyword_text')])
    .execute();
}

export async function loadPlanIndex(db: Kysely<Database>): Promise<PlanIndex> {
  return new PlanIndex(await loadPlanRows(db));
}

/** Answers searches: the index itself, or the thread holding it. */
export interface PlanSearcher {
  search(filters: PlanFilters): IndexedSearchResult | Promise<IndexedSearchResult>;
}

/** The catalogue's revision: a trigger bumps it whenever a statement changes plans (migration 0006). */
async function catalogueRevision(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_revision').select('revision').executeTakeFirst();
  return String(row?.revision ?? '');
}

export interface LivePlanIndex {
  /** The index (or the thread holding it), loading it on first use. */
  current(): Promise<PlanSearcher>;
  /** Rebuild from the database now (after this process changed plans); nothing to do before the first use. */
  refresh(): Promise<void>;
  /**
   * The catalogue changed, as PostgreSQL announced: its new revision, or null when unknown (changes may have gone
   * unheard). Checks the revision now, not at the next periodic check, and rebuilds when it differs.
   */
  changed(revision: string | null): void;
}

export interface LivePlanIndexOptions {
  /**
   * How often the database is asked whether plans changed (another process, a manual edit). The check reads one
   * row; the index is rebuilt only when the revision differs. Requests keep the old index meanwhile.
   */
  checkEveryMs: number;
  now?: () => number;
  /** Keep the index on this thread, off the event loop; without it, the index lives on the API's own thread. */
  searchThread?: PlanSearchThread;
}

/** The in-memory search index, kept in step with the database (the source of truth). */
export function createLivePlanIndex(
  db: Kysely<Database>,
  { checkEveryMs, now = Date.now, searchThread }: LivePlanIndexOptions,
): LivePlanIndex {
  let index: Promise<PlanSearcher> | null = null;
  let revision: string | null = null;
  let checkedAt = 0;
  let checking = false;
  // An announced change while a check runs: that check may have read the revision before it, so check once more.
  let checkAgain = false;

  const rebuild = (): Promise<PlanSearcher> => {
    checkedAt = now();
    const next = (async () => {
      // The revision first: a change made while the index loads then shows as a newer revision at the next check.
      const loadedRevision = await catalogueRevision(db);
      const rows = await loadPlanRows(db);
      let loaded: PlanSearcher;
      if (searchThread) {
        await searchThread.load(rows);
        loaded = searchThread;
      } else {
        loaded = new PlanIndex(rows);
      }
      revision = loadedRevision;
      return loaded;
    })();
    // A failed load must not stick: the next request tries again.
    next.catch(() => {
      if (index === next) index = null;
    });
    index = next;
    return next;
  };

  const checkInBackground = (announced = false): void => {
    if (checking) {
      checkAgain ||= announced;
      return;
    }
    checking = true;
    checkAgain = false;
    checkedAt = now();
    catalogueRevision(db)
      .then((latest) => (latest !== revision ? rebuild() : undefined))
      .catch(() => undefined)
      .finally(() => {
        checking = false;
        if (checkAgain) checkInBackground(true);
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
    changed(announced) {
      // Not loaded yet: the first use loads the latest. Announced as the revision loaded: this process's own change.
      if (index === null || (announced !== null && announced === revision)) return;
      checkInBackground(true);
    },
  };
}
