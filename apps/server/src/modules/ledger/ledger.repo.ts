/** The only queries of accounts and ledger_entries. */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accounts, ledgerEntries } from '../../db/schema.js';

export type AccountKind = 'real' | 'demo';
export type AccountRow = typeof accounts.$inferSelect;

export async function insertAccount(tx: Tx, userId: number, kind: AccountKind, now: Date): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values({ userId, kind, createdAt: now, updatedAt: now }).returning();
  return row!;
}

/** Reads the account row and locks it until the transaction ends. */
export async function lockAccount(tx: Tx, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row;
}

export async function findAccountOfUser(tx: Tx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(accounts.id).limit(1);
  return row;
}

export async function setBalance(tx: Tx, accountId: number, balance: string, now: Date): Promise<void> {
  await tx.update(accounts).set({ balance, updatedAt: now }).where(eq(accounts.id, accountId));
}

export async function insertEntry(tx: Tx, entry: typeof ledgerEntries.$inferInsert): Promise<void> {
  await tx.insert(ledgerEntries).values(entry);
}

export async function entriesOf(tx: Tx, accountId: number, limit = 100) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}
