/**
 * What staff decide once: identity submissions, deposits, withdrawals. Each is a table whose
 * records wait in one status until a staff member decides them; the record then leaves that
 * status exactly once (the update matches on it), under a row lock, and remembers who decided.
 * The owning module's repo makes one of these for its table and is still the only writer of it.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import { users } from '../identity/identity.schema.js';
import { staff } from './staff.schema.js';

/** A table of records staff decide: who asked, where it stands and who decided it. */
type Decidable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn; decidedBy: PgColumn };

/** A record with the asking user's public number and the deciding staff member's e-mail. */
export interface QueueRow<Row> {
  row: Row;
  uid: string;
  decidedBy: string | null;
}

const decider = alias(staff, 'decider');

export function decisionQueue<T extends Decidable>(table: T, waiting: number) {
  type Row = T['$inferSelect'];
  // drizzle cannot follow a table given as a type parameter through select, from and update, so
  // the queries are written against the columns every decidable table has and their rows typed here.
  const any = table as Decidable;
  const withNames = (tx: Tx, where: SQL | undefined) =>
    tx
      .select({ row: any, uid: users.uid, decidedBy: decider.email })
      .from(any)
      .innerJoin(users, eq(users.id, any.userId))
      .leftJoin(decider, eq(decider.id, any.decidedBy))
      .where(where);

  return {
    /** A page of the records in `status` (every record without one), newest first. */
    async page(tx: Tx, status: number | undefined, page: number, pageSize: number) {
      const where = status === undefined ? undefined : eq(any.status, status);
      const rows = await withNames(tx, where)
        .orderBy(desc(any.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await tx.select({ n: count() }).from(any).where(where);
      return { rows: rows as QueueRow<Row>[], total: Number(total?.n ?? 0) };
    },

    /** One record as staff see it. */
    async one(tx: Tx, id: number): Promise<QueueRow<Row> | undefined> {
      const [row] = await withNames(tx, eq(any.id, id)).limit(1);
      return row;
    },

    /** Reads and locks a record that still waits (record_not_found, already_decided otherwise). */
    async lockWaiting(tx: Tx, id: number): Promise<Row> {
      const [row] = (await tx.select().from(any).where(eq(any.id, id)).for('update')) as Row[];
      if (!row) throw fail('record_not_found');
      if ((row as { status: number }).status !== waiting) throw fail('already_decided');
      return row;
    },

    /** Records the decision; only a record that still waits changes (already_decided otherwise). */
    async decide(tx: Tx, id: number, values: Partial<T['$inferInsert']>): Promise<Row> {
      const [row] = (await tx
        .update(any)
        .set(values as never)
        .where(and(eq(any.id, id), eq(any.status, waiting)))
        .returning()) as Row[];
      if (!row) throw fail('already_decided');
      return row;
    },
  };
}
