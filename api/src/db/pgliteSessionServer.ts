import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server, type Socket } from 'node:net';
import { AnswerScan, SharedStatements, type StatementSharing } from './pgliteSharedStatements';
import type { SessionTime } from './pgliteWorkerMessages';

/** Protocol 3.0 in a startup message; the SSL and cancel requests come before any typed message. */
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** A typed message's first byte: Sync and Query end a unit of work, Terminate ends the connection. */
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);

/** A simple Query of a text, as a client sends it. */
function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const bytes = Buffer.alloc(5 + body.length);
  bytes[0] = QUERY;
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

/** Node-postgres starts a transaction (Kysely's `begin`) with this simple Query. */
const BEGIN_QUERY = queryMessage('begin');
/** PostgreSQL's answer to it: CommandComplete "BEGIN", then ReadyForQuery in a transaction block ('T'). */
const BEGIN_ANSWER = Buffer.concat([
  Buffer.from([0x43, 0, 0, 0, 10]),
  Buffer.from('BEGIN\0'),
  Buffer.from([0x5a, 0, 0, 0, 5, 0x54]),
]);

function isBegin(message: Message): boolean {
  return Buffer.compare(message.bytes, BEGIN_QUERY) === 0;
}

interface Message {
  bytes: Uint8Array;
  /** A Sync, a simple Query or the startup message: PGlite answers ReadyForQuery after it. */
  endsUnit: boolean;
  /** The startup message, which PGlite takes only on its own. */
  startup: boolean;
}

/** The messages as one buffer, without a copy for one alone. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

class Connection {
  buffer: Buffer = Buffer.alloc(0);
  readonly waiting: Message[] = [];
  started = false;
  closed = false;
  /** This client's `begin` was answered without PGlite: it runs with the client's next statement. */
  beginPending = false;
  /** What this client's unnamed statement stands for (pgliteSharedStatements.ts). */
  readonly sharing: StatementSharing = { unnamed: null };

  /** Whether answers are being held back (corked), to leave in one write. */
  private holding = false;

  constructor(readonly socket: Socket) {}

  /**
   * Holds back what PGlite answers: it answers each message in several small pieces (ParseComplete, BindComplete,
   * RowDescription, each DataRow, ReadyForQuery), and a write for each cost this thread more than PGlite's own work,
   * and woke the API's event loop for each (docs/decisions/pglite-off-main-thread.md).
   */
  hold(): void {
    if (this.holding || this.closed) return;
    this.holding = true;
    this.socket.cork();
  }

  /** Sends what was held back, in one write. */
  flush(): void {
    if (!this.holding) return;
    this.holding = false;
    this.socket.uncork();
  }

  /**
   * The waiting messages up to and including the first that ends a unit of work (all of them if none does), for one
   * call into PGlite: PGlite runs every message of a buffer in order, as PostgreSQL does what a client pipelines,
   * and a call per message cost more than the statement's own work (node-postgres sends a query as Parse, Bind,
   * Describe, Execute, Sync: five calls, each with PGlite's set-up, flush and file-system sync).
   * The startup message goes alone: PGlite takes a buffer that starts with it as nothing but the startup packet.
   */
  takeBatch(): { messages: Message[]; endsUnit: boolean; startup: boolean } | null {
    const first = this.waiting[0];
    if (!first) return null;
    let count = 1;
    if (!first.startup && !first.endsUnit) {
      while (count < this.waiting.length) {
        const next = this.waiting[count];
        if (!next || next.startup) break;
        count += 1;
        if (next.endsUnit) break;
      }
    }
    const messages = this.waiting.splice(0, count);
    const last = messages[messages.length - 1] ?? first;
    return { messages, endsUnit: last.endsUnit, startup: first.startup };
  }

  /** Splits what arrived into whole messages; false when the client sent something this server does not take. */
  take(chunk: Buffer): boolean {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (this.buffer.length >= 5) {
      if (!this.started) {
        if (this.buffer.length < 8) return true;
        const length = this.buffer.readInt32BE(0);
        const code = this.buffer.readInt32BE(4);
        if (this.buffer.length < length) return true;
        if (code === SSL_REQUEST) {
          // No TLS on a Unix socket: 'N', and the client goes on in the clear.
          this.socket.write('N');
          this.buffer = this.buffer.subarray(length);
          continue;
        }
        if (code === CANCEL_REQUEST || code !== PROTOCOL_3) return false;
        this.waiting.push({ bytes: new Uint8Array(this.buffer.subarray(0, length)), endsUnit: true, startup: true });
        this.buffer = this.buffer.subarray(length);
        this.started = true;
        continue;
      }
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) return true;
      const type = this.buffer[0];
      if (type === TERMINATE) return false;
      this.waiting.push({
        bytes: new Uint8Array(this.buffer.subarray(0, length)),
        endsUnit: type === SYNC || type === QUERY,
        startup: false,
      });
      this.buffer = this.buffer.subarray(length);
    }
    return true;
  }
}

/**
 * PGlite served over the PostgreSQL wire protocol to several connections at once, one unit of work at a time.
 *
 * PGlite is one session. A connection takes it with its first message and keeps it until PGlite has answered a Sync
 * or a simple Query outside a transaction block: another connection's messages never fall between a Parse and its
 * Bind, nor inside a transaction. Messages of the waiting connections queue here, on PGlite's thread, so PGlite goes
 * from one unit of work to the next without waiting for the API's event loop to send it (the socket server of
 * @electric-sql/pglite-socket schedules single messages and interleaved statements of two clients under load:
 * docs/decisions/pglite-off-main-thread.md).
 */
export class PgliteSessionServer {
  private readonly server: Server;
  private readonly connections = new Set<Connection>();
  /** Who holds the session; null between units of work. */
  private owner: Connection | null = null;
  /** Connections with messages waiting for the session, in the order they asked for it. */
  private readonly queue: Connection[] = [];
  private running = false;
  private readonly statements = new SharedStatements();
  /** Where the session's time went since it started (sessionTime()). */
  private readonly time = { executingMs: 0, heldIdleMs: 0 };
  /** The unit of work under way: when its connection took the session, and how long PGlite has run it since. */
  private unit: { startedAt: number; executingMs: number } | null = null;

  constructor(private readonly pglite: PGlite) {
    this.server = createServer((socket) => this.accept(socket));
  }

  /**
   * Seconds the session has spent since it started, executing statements or held idle: taken by a unit of work (a
   * transaction) that has not sent its next statement yet, while every other connection waits (/metrics shows both).
   */
  sessionTime(): SessionTime {
    return { executingSeconds: this.time.executingMs / 1000, heldIdleSeconds: this.time.heldIdleMs / 1000 };
  }

  listen(socketPath: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(socketPath, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops taking connections and ends the open ones, after the unit of work under way. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.connections) connection.socket.destroy();
    await closed;
    while (this.running) await new Promise((resolve) => setImmediate(resolve));
  }

  private accept(socket: Socket): void {
    const connection = new Connection(socket);
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      const asked = connection.waiting.length > 0 || connection === this.owner;
      if (!connection.take(chunk)) {
        socket.end();
        return;
      }
      if (!asked && this.answerBegin(connection)) return;
      if (!asked && connection.waiting.length > 0) this.queue.push(connection);
      void this.run();
    });
    // A client that went away: its queued messages go, and a transaction it left open is rolled back.
    socket.on('close', () => {
      connection.closed = true;
      connection.waiting.length = 0;
      this.connections.delete(connection);
      void this.run();
    });
    socket.on('error', () => socket.destroy());
  }

  /**
   * A `begin` from a client outside a transaction is answered here at once, and PGlite runs it just before the
   * client's next statement, in the same turn: the session is not held through the round trip to the API that a
   * transaction's `begin` would cost, while every other client waits (docs/decisions/pglite-off-main-thread.md,
   * "Transactions held the session"). A `begin` outside a transaction block cannot fail.
   */
  private answerBegin(connection: Connection): boolean {
    const [only] = connection.waiting;
    if (connection.waiting.length !== 1 || !only || connection.beginPending || !isBegin(only)) return false;
    connection.waiting.length = 0;
    connection.beginPending = true;
    connection.socket.write(BEGIN_ANSWER);
    return true;
  }

  /** Works the queue until nobody has a message for PGlite, or the session's holder has not sent its next one yet. */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const owner = this.owner;
        if (owner?.closed) {
          await this.abandon();
          continue;
        }
        if (owner) {
          const batch = owner.takeBatch();
          if (!batch) return;
          owner.hold();
          const executionStarted = performance.now();
          try {
            await this.execute(owner, batch.messages, batch.startup);
          } catch (error) {
            owner.flush();
            throw error;
          } finally {
            this.executed(performance.now() - executionStarted);
          }
          const unitDone = batch.endsUnit && !this.pglite.isInTransaction();
          // The answers go out together once the client has nothing more for PGlite now: it waits for them.
          if (unitDone || owner.waiting.length === 0) owner.flush();
          if (unitDone) {
            // The unit of work is done: the next connection's turn, and this one's next unit waits behind it.
            this.endUnit();
            this.owner = null;
            if (owner.waiting.length > 0) this.queue.push(owner);
          }
          continue;
        }
        const next = this.queue.shift();
        if (!next) return;
        if (!next.closed && next.waiting.length > 0) {
          this.owner = next;
          this.unit = { startedAt: performance.now(), executingMs: 0 };
        }
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Only this server uses PGlite, one batch at a time (run() never overlaps itself). The batch's statements are
   * bound to those prepared for every connection (pgliteSharedStatements.ts); the startup message goes as it came.
   */
  private async execute(connection: Connection, messages: readonly Message[], startup: boolean): Promise<void> {
    const bytes = messages.map((message) => message.bytes);
    const rewritten = startup ? { bytes, parses: [] } : this.statements.rewrite(connection.sharing, bytes);
    const answer = new AnswerScan();
    if (connection.beginPending) {
      connection.beginPending = false;
      await this.pglite.execProtocolRawStream(BEGIN_QUERY, { onRawData: () => undefined });
    }
    await this.pglite.execProtocolRawStream(concat(rewritten.bytes), {
      onRawData: (data) => {
        answer.take(data);
        // A copy: `data` is a view of PGlite's memory, reused by the next message before a busy socket has sent it.
        if (!connection.closed) connection.socket.write(Buffer.from(data));
      },
    });
    this.statements.settle(connection.sharing, rewritten.parses, answer);
  }

  /** The holder went away mid-unit: end its extended query and roll back its transaction, then free the session. */
  private async abandon(): Promise<void> {
    const started = performance.now();
    await this.pglite.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined });
    if (this.pglite.isInTransaction()) await this.pglite.exec('rollback');
    this.executed(performance.now() - started);
    this.endUnit();
    this.owner = null;
  }

  private executed(ms: number): void {
    this.time.executingMs += ms;
    if (this.unit) this.unit.executingMs += ms;
  }

  /** The unit of work under way has ended: what of its time PGlite did not run it was the session held idle. */
  private endUnit(): void {
    if (!this.unit) return;
    this.time.heldIdleMs += Math.max(0, performance.now() - this.unit.startedAt - this.unit.executingMs);
    this.unit = null;
  }
}
