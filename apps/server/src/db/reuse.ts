/**
 * Queries the hot paths run thousands of times a second, built once per database and kept as
 * prepared statements: no SQL is built for them again, and PostgreSQL parses and plans each once
 * per connection: building an order's SQL again each time cost about a third of its CPU.
 * Inside a transaction the query is built as usual (the transaction is a short-lived object on
 * its own connection), with the same text.
 */
import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

const built = new WeakMap<object, Map<string, unknown>>();

/** `build(tx)` prepared under `name`, made once per database; built afresh inside a transaction. */
export function reuse<Q>(tx: Tx, name: string, build: (tx: Tx) => Q): Q {
  if (tx instanceof PgTransaction) return build(tx);
  let queries = built.get(tx);
  if (!queries) {
    queries = new Map();
    built.set(tx, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (!query) {
    query = build(tx);
    queries.set(name, query);
  }
  return query;
}

interface PreparedRaw {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A statement written in SQL (drizzle's `sql`, its values as `sql.placeholder`s), built once and
 * prepared under `name` as reuse() does: for the hot statements no builder can express, such as
 * the one placing a batch of orders.
 */
export function reuseSql(tx: Tx, name: string, build: () => SQL): PreparedRaw {
  return reuse(tx, name, (q) => {
    // drizzle's own execute() goes this way, without a name (db.js); these two members are public
    // at run time, internal in its types.
    const { session, dialect } = q as unknown as { session: PgSession; dialect: PgDialect };
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
  });
}
