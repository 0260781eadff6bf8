// The plan search's own thread: holds the in-memory index and answers searches, so that counting facets never
// holds up the API's event loop (where PGlite's queries also run). Started by PlanSearchThread.
import { parentPort } from 'node:worker_threads';
import { PlanIndex } from './planIndex';
import type { PlanSearchReply, PlanSearchRequest } from './planSearchMessages';

let index: PlanIndex | null = null;

parentPort?.on('message', (request: PlanSearchRequest) => {
  let reply: PlanSearchReply;
  try {
    if (request.kind === 'index') {
      index = new PlanIndex(request.rows);
      reply = { id: request.id, kind: 'indexed' };
    } else if (!index) {
      reply = { id: request.id, kind: 'failed', message: 'The plan index is not loaded yet' };
    } else {
      reply = { id: request.id, kind: 'found', result: index.search(request.filters) };
    }
  } catch (error) {
    reply = { id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
