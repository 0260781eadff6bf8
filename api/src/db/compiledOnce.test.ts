import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CANCELLED } from 'contracts/src/checkout/orderStatus';
import { compiledOnce } from './compiledOnce';
import type { Database } from './databaseSchema';

// Compiling needs the dialect only: the pool never connects.
const newDb = () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) });

/** Orders of a shopper by billing name, not cancelled: two arguments and a constant of the query. */
function ordersNamed(db: Kysely<Database>, userId: number, billingName: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('status', '<>', CANCELLED)
    .where('user_id', '=', userId)
    .where('billing_name', '=', billingName);
}

describe('compiledOnce', () => {
  it("runs the query built once with each call's arguments, and keeps its constants", () => {
    const db = newDb();
    const query = compiledOnce(ordersNamed, [-1, 'example name']);
    for (const [userId, billingName] of [
      [7, 'Ann'],
      [CANCELLED, 'Bob'],
      [-1, 'example name'],
    ] as const) {
      const once = query(db, userId, billingName);
      const anew = ordersNamed(db, userId, billingName).compile();
      expect(once.sql).toBe(anew.sql);
      expect(once.parameters).toEqual(anew.parameters);
      expect(once.parameters).toEqual([CANCELLED, userId, billingName]);
    }
  });

  it('builds the query once per database', () => {
    let builds = 0;
    const query = compiledOnce(
      (db, userId: number, billingName: string) => {
        builds += 1;
        return ordersNamed(db, userId, billingName);
      },
      [-1, 'example name'],
    );
    const [one, other] = [newDb(), newDb()];
    query(one, 1, 'Ann');
    query(one, 2, 'Bob');
    query(other, 3, 'Cleo');
    expect(builds).toBe(2);
  });

  it('refuses a query that uses a value derived from an argument, not the argument', () => {
    const query = compiledOnce((db, billingName: string) => ordersNamed(db, 1, billingName.trim()), [' example ']);
    expect(() => query(newDb(), 'Ann')).toThrow('argument 0 is not a parameter of: select');
  });
});
