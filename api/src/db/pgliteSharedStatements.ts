// Statements prepared once and shared by every connection of the PGlite session server (pgliteSessionServer.ts).
//
// node-postgres, under Kysely, sends each query as the unnamed statement: Parse, Bind, Describe, Execute, Sync.
// PostgreSQL parses, analyses and plans an unnamed statement anew every time, and in PGlite (WASM, one thread) that
// was most of a short statement's cost: in an in-process bench a query like the shopper's order read took 0.87 ms
// sent unnamed and 0.12 ms bound to a statement prepared once (docs/decisions/pglite-off-main-thread.md). A named
// statement lives in the session, and the connections here all share PGlite's one session, so a statement prepared
// under a name serves all of them: the same text with the same parameter types is the same statement, whoever sends
// it. So the server rewrites a client's messages before PGlite sees them:
// - an unnamed Parse of a text it has not prepared: a Parse of the same text under a new name of its own;
// - an unnamed Parse of a text prepared before: a Parse of the empty query (PGlite answers ParseComplete at once,
//   as the client expects, and the unnamed statement is left empty);
// - the Bind and Describe of that client's unnamed statement: of the shared name.
// What PGlite answers goes to the client unchanged. A name is kept once PGlite answered its Parse; a Parse it
// refused leaves no name. PostgreSQL plans a named statement with the parameters' values for its first five runs,
// then keeps a generic plan if that is no dearer, as for any client that prepares statements (PgBouncer's and
// postgres.js's users run so). PostgreSQL replans a named statement after a schema change itself, but refuses to run
// one whose columns changed ("cached plan must not change result type"): a statement that creates, alters or drops
// something makes every text be prepared again, under new names, and should one still be refused, that text is.

import { FEATURE_NOT_SUPPORTED, INVALID_STATEMENT_NAME } from './sqlStates';

const PARSE = 0x50; // 'P'
const QUERY = 0x51; // 'Q', a simple query
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const STATEMENT = 0x53; // 'S', a Describe of a statement (not a portal)
const PARSE_COMPLETE = 0x31; // '1'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * The most names given in a session. The store sends a few hundred texts (a list of n ids is a text for each n);
 * past this, new texts go through unnamed, as before, so that PGlite's memory stays bounded.
 */
const MOST_NAMES = 2_000;

/**
 * A text that may change what a prepared statement stands for, anywhere in it (a simple Query may hold several
 * statements): a table's columns (CREATE, ALTER, DROP, or a DO block), or the session's statements themselves.
 * Tested on the first 2,000 characters (no such statement starts later in what the store sends).
 */
const CHANGES_STATEMENTS = /(?:^|;)\s*(?:create|alter|drop|do|discard|deallocate)\b/i;

/** A message of the wire protocol: its type byte, its length (which counts itself), its body. */
function message(type: number, body: Buffer): Uint8Array {
  const bytes = Buffer.allocUnsafe(5 + body.length);
  bytes[0] = type;
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

/** Parse of the empty query as the unnamed statement, with no parameter types. */
const EMPTY_PARSE = message(PARSE, Buffer.from([0, 0, 0, 0]));

/** What a connection's unnamed statement stands for now: a shared name, or itself. */
export interface StatementSharing {
  unnamed: string | null;
}

/** What one Parse of a batch did, in the batch's order: PGlite answers a ParseComplete for each, in that order. */
type ParsePlan = { kind: 'prepare'; key: string; name: string } | { kind: 'reuse'; key: string } | { kind: 'other' };

/** Reads the message types of what PGlite answers, as it streams it: how many Parses completed, the first error. */
export class AnswerScan {
  parseCompletes = 0;
  errorCode: string | null = null;
  private readonly header = Buffer.alloc(5);
  private headerBytes = 0;
  /** Bytes of the current message's body still to come; 0 while reading a header. */
  private remaining = 0;
  private errorBody: Buffer[] | null = null;

  take(data: Uint8Array): void {
    let at = 0;
    while (at < data.length) {
      if (this.remaining === 0) {
        const count = Math.min(5 - this.headerBytes, data.length - at);
        this.header.set(data.subarray(at, at + count), this.headerBytes);
        this.headerBytes += count;
        at += count;
        if (this.headerBytes < 5) return;
        this.headerBytes = 0;
        const type = this.header[0];
        this.remaining = this.header.readInt32BE(1) - 4;
        if (type === PARSE_COMPLETE) this.parseCompletes += 1;
        this.errorBody = type === ERROR_RESPONSE && this.errorCode === null ? [] : null;
        if (this.remaining === 0) this.endMessage();
        continue;
      }
      const count = Math.min(this.remaining, data.length - at);
      this.errorBody?.push(Buffer.from(data.subarray(at, at + count)));
      this.remaining -= count;
      at += count;
      if (this.remaining === 0) this.endMessage();
    }
  }

  private endMessage(): void {
    if (!this.errorBody) return;
    // An ErrorResponse's body: fields, each a type byte and a string; 'C' is the SQLSTATE.
    const body = Buffer.concat(this.errorBody);
    this.errorBody = null;
    for (let at = 0; at < body.length && body[at] !== 0;) {
      const end = body.indexOf(0, at + 1);
      if (end < 0) return;
      if (body[at] === 0x43) {
        this.errorCode = body.toString('utf8', at + 1, end);
        return;
      }
      at = end + 1;
    }
  }
}

/** The shared statements of one PGlite session, and the rewriting of the messages that use them. */
export class SharedStatements {
  /** Text and parameter types -> the name it is prepared under. */
  private readonly names = new Map<string, string>();
  private named = 0;

  /** The messages of one batch of a connection, rewritten; call settle() with what PGlite answered to them. */
  rewrite(sharing: StatementSharing, messages: readonly Uint8Array[]): { bytes: Uint8Array[]; parses: ParsePlan[] } {
    const parses: ParsePlan[] = [];
    const bytes = messages.map((original) => {
      const type = original[0];
      if (type !== PARSE && type !== BIND && type !== DESCRIBE && type !== QUERY) return original;
      const body = Buffer.from(original.buffer, original.byteOffset + 5, original.length - 5);
      if (type === QUERY) {
        // A schema change: every text is prepared again, under new names, at its next Parse (PostgreSQL replans a
        // prepared statement after one, but refuses to run one whose columns changed).
        if (CHANGES_STATEMENTS.test(body.toString('utf8', 0, Math.min(body.length, 2_000)))) this.names.clear();
        return original;
      }
      if (type === PARSE) return this.rewriteParse(sharing, body, original, parses);
      if (sharing.unnamed === null) return original;
      if (type === BIND) {
        // Bind: the portal's name, the statement's name, then the parameters.
        const portalEnd = body.indexOf(0);
        if (body[portalEnd + 1] !== 0) return original;
        return message(
          BIND,
          Buffer.concat([
            body.subarray(0, portalEnd + 1),
            Buffer.from(`${sharing.unnamed}\0`),
            body.subarray(portalEnd + 2),
          ]),
        );
      }
      // Describe: 'S' or 'P', then the name; only the unnamed statement's is the shared one.
      if (body[0] !== STATEMENT || body[1] !== 0) return original;
      return message(DESCRIBE, Buffer.from(`S${sharing.unnamed}\0`));
    });
    return { bytes, parses };
  }

  private rewriteParse(sharing: StatementSharing, body: Buffer, original: Uint8Array, parses: ParsePlan[]): Uint8Array {
    // Parse: the statement's name, the query text, then the parameters' types.
    if (body[0] !== 0) {
      parses.push({ kind: 'other' });
      return original;
    }
    if (CHANGES_STATEMENTS.test(body.toString('utf8', 1, Math.min(body.length, 2_000)))) {
      this.names.clear();
      sharing.unnamed = null;
      parses.push({ kind: 'other' });
      return original;
    }
    const key = body.toString('latin1', 1);
    const known = this.names.get(key);
    if (known !== undefined) {
      sharing.unnamed = known;
      parses.push({ kind: 'reuse', key });
      return EMPTY_PARSE;
    }
    if (this.named >= MOST_NAMES) {
      sharing.unnamed = null;
      parses.push({ kind: 'other' });
      return original;
    }
    this.named += 1;
    const name = `pglite_shared_${this.named}`;
    sharing.unnamed = name;
    parses.push({ kind: 'prepare', key, name });
    return message(PARSE, Buffer.concat([Buffer.from(name), body]));
  }

  /** Keeps the names PGlite prepared; forgets those it may no longer hold. */
  settle(sharing: StatementSharing, parses: readonly ParsePlan[], answer: AnswerScan): void {
    parses.forEach((parse, index) => {
      // After an error PostgreSQL skips the rest up to the Sync: a Parse without its ParseComplete did not run.
      const ran = index < answer.parseCompletes;
      if (parse.kind === 'prepare' && ran) this.names.set(parse.key, parse.name);
      if (parse.kind === 'prepare' && !ran && sharing.unnamed === parse.name) sharing.unnamed = null;
    });
    if (answer.errorCode === INVALID_STATEMENT_NAME) {
      this.names.clear();
      sharing.unnamed = null;
    } else if (answer.errorCode === FEATURE_NOT_SUPPORTED) {
      // Its columns changed since it was prepared: prepared again, under a new name, at its next Parse.
      for (const parse of parses) if (parse.kind !== 'other') this.names.delete(parse.key);
    }
  }
}
