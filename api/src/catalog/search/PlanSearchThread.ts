import { Worker } from 'node:worker_threads';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import type { IndexedPlanRow, IndexedSearchResult } from './planIndex';
import type { PlanSearchReply, PlanSearchRequest } from './planSearchMessages';

type Pending = { resolve: (reply: PlanSearchReply) => void; reject: (error: Error) => void };

/**
 * The plan index on a worker thread (planSearchWorker): searches are answered there, in the order asked, while the
 * API's event loop goes on serving. A thread that dies fails the searches it held and is started again with the
 * last plans it was given.
 */
export class PlanSearchThread {
  private worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private rows: readonly IndexedPlanRow[] | null = null;
  private closed = false;
  /** Set when a thread failed before it ever ran (a missing or broken worker file): starting again would not help. */
  private unusable: Error | null = null;

  constructor(private readonly workerFile: URL) {
    this.worker = this.start();
  }

  /** Replaces the thread's index; searches asked after this call use the new one. */
  async load(rows: readonly IndexedPlanRow[]): Promise<void> {
    this.rows = rows;
    await this.ask({ id: this.nextId++, kind: 'index', rows });
  }

  async search(filters: PlanFilters): Promise<IndexedSearchResult> {
    const reply = await this.ask({ id: this.nextId++, kind: 'search', filters });
    if (reply.kind !== 'found') throw new Error('The plan search thread answered a search with no result');
    return reply.result;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }

  private ask(request: PlanSearchRequest): Promise<PlanSearchReply> {
    return new Promise((resolve, reject) => {
      if (this.unusable) {
        reject(this.unusable);
        return;
      }
      this.pending.set(request.id, {
        resolve: (reply) => (reply.kind === 'failed' ? reject(new Error(reply.message)) : resolve(reply)),
        reject,
      });
      this.worker.postMessage(request);
    });
  }

  private start(): Worker {
    const worker = new Worker(this.workerFile);
    // Searches in flight keep nothing alive: the server decides when the process ends.
    worker.unref();
    // 'online' is no proof that the file ran: a thread comes online before its module fails to load.
    let ran = false;
    worker.on('message', (reply: PlanSearchReply) => {
      ran = true;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    let failure: Error | null = null;
    worker.on('error', (error) => {
      failure = error;
      const failed = new Error(`The plan search thread ${this.workerFile.pathname} failed: ${error.message}`, {
        cause: error,
      });
      // Refuse at once from here on, not only after 'exit': a search asked in between would wait on a dead thread.
      if (!ran && worker === this.worker) this.unusable = failed;
      this.failAll(failed);
    });
    worker.on('exit', (code) => {
      const stopped = new Error(`The plan search thread ${this.workerFile.pathname} stopped (exit code ${code})`, {
        cause: failure,
      });
      this.failAll(stopped);
      if (this.closed || worker !== this.worker) return;
      if (!ran) {
        this.unusable ??= stopped;
        return;
      }
      this.worker = this.start();
      if (this.rows) void this.load(this.rows).catch(() => undefined);
    });
    return worker;
  }

  private failAll(error: Error): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of waiting) reject(error);
  }
}
