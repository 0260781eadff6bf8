// PGlite's own thread (started by PgliteThread): PostgreSQL in WASM runs every query to completion on the thread
// that calls it, so here it stalls only this thread, never the API's event loop. The API reaches it as it reaches a
// PostgreSQL server: node-postgres over the wire protocol, on a Unix socket in a directory only this user can open.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import { PgliteSessionServer } from './pgliteSessionServer';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pgliteWorkerMessages';

function isWorkerData(value: unknown): value is PgliteWorkerData {
  if (typeof value !== 'object' || value === null) return false;
  if (!('dataDir' in value) || !('socketPath' in value)) return false;
  return (value.dataDir === null || typeof value.dataDir === 'string') && typeof value.socketPath === 'string';
}

function reply(message: PgliteWorkerReply): void {
  parentPort?.postMessage(message);
}

async function serve(data: PgliteWorkerData): Promise<void> {
  // pg_trgm indexes the keyword search; PostgreSQL servers ship it as a standard (trusted) extension.
  const pglite = new PGlite(data.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  await pglite.waitReady;
  // Several connections, one unit of work (a statement, or a transaction) at a time: PGlite is one session.
  const server = new PgliteSessionServer(pglite);
  await server.listen(data.socketPath);

  parentPort?.on('message', (request: PgliteWorkerRequest) => {
    if (request.kind === 'session-time') {
      reply({ kind: 'session-time', time: server.sessionTime() });
      return;
    }
    // Stop taking queries, then close PGlite, which writes out what it holds in memory for the data dir.
    void server
      .close()
      .then(() => pglite.close())
      .then(
        () => {
          reply({ kind: 'closed' });
          parentPort?.close();
        },
        (error: unknown) => {
          reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
          parentPort?.close();
        },
      );
  });
  reply({ kind: 'ready' });
}

const data: unknown = workerData;
if (!isWorkerData(data)) {
  reply({ kind: 'failed', message: 'The PGlite thread was started without its data dir and socket path' });
} else {
  serve(data).catch((error: unknown) => {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    parentPort?.close();
  });
}
