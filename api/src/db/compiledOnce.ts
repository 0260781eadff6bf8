import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './databaseSchema';

interface Compiled<R> {
  compiled: CompiledQuery<R>;
  /** For each parameter of the compiled query: the index of the argument it is, or -1 for a constant of the query. */
  slots: number[];
}

/**
 * A query that Kysely builds and compiles once per database, then runs with each call's own arguments. Building a
 * query (a copy of the builder per clause) and compiling it took about a fifth of the API's main thread under the
 * soak (docs/decisions/pglite-off-main-thread.md): the queries nearly every request runs are built once.
 *
 * `build` runs once, with `examples`: values of the arguments' types that appear nowhere else in the query (a
 * string of its own, a new Date, a number no constant of the query has). Each parameter of the compiled query is
 * then one of them, found by identity, or a constant of the query, kept. Only a query whose shape does not change
 * with its arguments can be built once: no `in` list of them, no clause added for some. An example that is not a
 * parameter of the query (a value derived from the argument was used instead) throws at the first call.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
  examples: A,
): (db: Kysely<Database>, ...args: A) => CompiledQuery<R> {
  const byDatabase = new WeakMap<Kysely<Database>, Compiled<R>>();
  function compile(db: Kysely<Database>): Compiled<R> {
    const compiled = build(db, ...examples).compile();
    const slots = compiled.parameters.map((parameter) =>
      examples.findIndex((example) => Object.is(example, parameter)),
    );
    examples.forEach((_example, index) => {
      if (!slots.includes(index)) throw new Error(`argument ${index} is not a parameter of: ${compiled.sql}`);
    });
    return { compiled, slots };
  }
  return (db, ...args) => {
    const known = byDatabase.get(db) ?? compile(db);
    byDatabase.set(db, known);
    const { compiled, slots } = known;
    return {
      ...compiled,
      parameters: slots.map((slot, index) => (slot < 0 ? compiled.parameters[index] : args[slot])),
    };
  };
}
