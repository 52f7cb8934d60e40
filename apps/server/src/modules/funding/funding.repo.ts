/** The only queries of deposit channels, deposits, withdrawal currencies, payout methods, withdrawals, uploads and idempotency keys. */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { decisionQueue } from '../staff/decision-queue.js';
import {
  bankDepositCoins,
  collectionBanks,
  depositCoinOptions,
  deposits,
  idempotencyKeys,
  payoutMethods,
  uploads,
  withdrawCurrencies,
  withdrawals,
} from '../../db/schema.js';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CurrencyRow = typeof withdrawCurrencies.$inferSelect;
export type MethodRow = typeof payoutMethods.$inferSelect;
export type CoinOptionRow = typeof depositCoinOptions.$inferSelect;
export type CollectionBankRow = typeof collectionBanks.$inferSelect;

// ---- channels --------------------------------------------------------------------------------

export function coinOptions(tx: Tx) {
  return tx.select().from(depositCoinOptions).where(eq(depositCoinOptions.enabled, true)).orderBy(asc(depositCoinOptions.sort), asc(depositCoinOptions.id));
}

export async function coinOption(tx: Tx, id: number): Promise<CoinOptionRow | undefined> {
  const [row] = await tx.select().from(depositCoinOptions).where(eq(depositCoinOptions.id, id)).limit(1);
  return row;
}

export function bankCoins(tx: Tx) {
  return tx.select().from(bankDepositCoins).where(eq(bankDepositCoins.enabled, true)).orderBy(asc(bankDepositCoins.sort), asc(bankDepositCoins.id));
}

const bankWithCoin = { bank: collectionBanks, coinName: bankDepositCoins.name, coinRate: bankDepositCoins.usdRate, coinEnabled: bankDepositCoins.enabled };

export function collectionAccounts(tx: Tx, coinId?: number) {
  return tx
    .select(bankWithCoin)
    .from(collectionBanks)
    .innerJoin(bankDepositCoins, eq(bankDepositCoins.id, collectionBanks.coinId))
    .where(
      and(
        eq(collectionBanks.enabled, true),
        eq(bankDepositCoins.enabled, true),
        coinId === undefined ? undefined : eq(collectionBanks.coinId, coinId),
      ),
    )
    .orderBy(asc(collectionBanks.sort), asc(collectionBanks.id));
}

export async function collectionAccount(tx: Tx, id: number) {
  const [row] = await tx
    .select(bankWithCoin)
    .from(collectionBanks)
    .innerJoin(bankDepositCoins, eq(bankDepositCoins.id, collectionBanks.coinId))
    .where(eq(collectionBanks.id, id))
    .limit(1);
  return row;
}

// ---- uploads and idempotency -------------------------------------------------------------------

export async function uploadOf(tx: Tx, name: string) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.name, name)).limit(1);
  return row;
}

export async function insertUpload(tx: Tx, row: typeof uploads.$inferInsert): Promise<void> {
  await tx.insert(uploads).values(row);
}

/**
 * Claims an idempotency key for a new request, replacing a claim older than `since`. When a live
 * claim exists (committed, or committed while this waited on it) answers it instead.
 */
export async function claimKey(
  tx: Tx,
  userId: number,
  key: string,
  requestHash: string,
  now: Date,
  since: Date,
): Promise<{ claimed: true } | { claimed: false; resultId: number | null; requestHash: string }> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash, resultId: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, since),
    })
    .returning({ userId: idempotencyKeys.userId });
  if (rows.length === 1) return { claimed: true };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return { claimed: false, resultId: row?.resultId ?? null, requestHash: row?.requestHash ?? '' };
}

export async function settleKey(tx: Tx, userId: number, key: string, resultId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ resultId }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

// ---- deposits ----------------------------------------------------------------------------------

export async function insertDeposit(tx: Tx, row: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [created] = await tx.insert(deposits).values(row).returning();
  return created!;
}

/** A deposit waiting or credited that reported this transaction id on this network, if any. */
export async function depositWithTxId(tx: Tx, protocolCode: string, txId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.protocolCode, protocolCode), eq(deposits.txId, txId), inArray(deposits.status, [0, 1])))
    .limit(1);
  return row !== undefined;
}

export async function depositsOf(tx: Tx, userId: number, type: number, page: number, pageSize: number) {
  const where = and(eq(deposits.userId, userId), eq(deposits.type, type));
  const rows = await tx.select().from(deposits).where(where).orderBy(desc(deposits.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(deposits).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deposits wait unchecked (0) until staff decide them once. */
export const depositDecisions = decisionQueue(deposits, 0);

export async function depositOf(tx: Tx, userId: number, id: number): Promise<DepositRow | undefined> {
  const [row] = await tx.select().from(deposits).where(and(eq(deposits.id, id), eq(deposits.userId, userId))).limit(1);
  return row;
}

// ---- withdrawal currencies and payout methods ---------------------------------------------------

export function currencies(tx: Tx, type: number) {
  return tx
    .select()
    .from(withdrawCurrencies)
    .where(and(eq(withdrawCurrencies.type, type), eq(withdrawCurrencies.enabled, true)))
    .orderBy(asc(withdrawCurrencies.sort), asc(withdrawCurrencies.id));
}

export async function currency(tx: Tx, id: number): Promise<CurrencyRow | undefined> {
  const [row] = await tx.select().from(withdrawCurrencies).where(eq(withdrawCurrencies.id, id)).limit(1);
  return row;
}

const inUse = sql<boolean>`exists (select 1 from ${withdrawals} where ${withdrawals.methodId} = ${payoutMethods.id} and ${withdrawals.status} = 0)`;

export function methodsOf(tx: Tx, userId: number, type: number, currencyId?: number) {
  return tx
    .select({ method: payoutMethods, code: withdrawCurrencies.code, protocol: withdrawCurrencies.protocol, inUse })
    .from(payoutMethods)
    .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, payoutMethods.currencyId))
    .where(
      and(
        eq(payoutMethods.userId, userId),
        eq(payoutMethods.type, type),
        isNull(payoutMethods.deletedAt),
        currencyId === undefined ? undefined : eq(payoutMethods.currencyId, currencyId),
      ),
    )
    .orderBy(desc(payoutMethods.id));
}

/** One of the user's live (not deleted) payout methods. */
export async function methodOf(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select({ method: payoutMethods, code: withdrawCurrencies.code, protocol: withdrawCurrencies.protocol, inUse })
    .from(payoutMethods)
    .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, payoutMethods.currencyId))
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId), isNull(payoutMethods.deletedAt)))
    .limit(1);
  return row;
}

export async function sameMethod(tx: Tx, userId: number, currencyId: number, dcAddress: string, payeeAccount: string) {
  const [row] = await tx
    .select({ id: payoutMethods.id })
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.userId, userId),
        eq(payoutMethods.currencyId, currencyId),
        eq(payoutMethods.dcAddress, dcAddress),
        eq(payoutMethods.payeeAccount, payeeAccount),
        isNull(payoutMethods.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertMethod(tx: Tx, row: typeof payoutMethods.$inferInsert): Promise<MethodRow> {
  const [created] = await tx.insert(payoutMethods).values(row).returning();
  return created!;
}

export async function deleteMethod(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(payoutMethods).set({ deletedAt: now }).where(eq(payoutMethods.id, id));
}

// ---- withdrawals -------------------------------------------------------------------------------

export async function insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [created] = await tx.insert(withdrawals).values(row).returning();
  return created!;
}

export async function withdrawalOf(tx: Tx, userId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId))).limit(1);
  return row;
}

export async function withdrawalsOf(tx: Tx, userId: number, type: number, page: number, pageSize: number) {
  const where = and(eq(withdrawals.userId, userId), eq(withdrawals.type, type));
  const rows = await tx.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Withdrawals wait under review (0) until staff pay or reject them once. */
export const withdrawalDecisions = decisionQueue(withdrawals, 0);

// ---- channel set-up (staff) ----------------------------------------------------------------------

export const channelTables = { depositCoinOptions, bankDepositCoins, collectionBanks, withdrawCurrencies };
type ChannelTable = (typeof channelTables)[keyof typeof channelTables];

export function allOf<T extends ChannelTable>(tx: Tx, table: T) {
  const t: ChannelTable = table;
  return tx.select().from(t).orderBy(asc(t.sort), asc(t.id)) as unknown as Promise<T['$inferSelect'][]>;
}

/** Reads a channel row and locks it until the transaction ends. */
export async function lockChannel<T extends ChannelTable>(tx: Tx, table: T, id: number): Promise<T['$inferSelect'] | undefined> {
  const t: ChannelTable = table;
  const rows = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as T['$inferSelect'][];
  return rows[0];
}

/** Inserts (no id) or updates a channel row; returns it. */
export async function saveChannel<T extends ChannelTable>(tx: Tx, table: T, id: number | undefined, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const t: ChannelTable = table;
  const rows =
    id === undefined
      ? await tx.insert(t).values(values as never).returning()
      : await tx.update(t).set(values as never).where(eq(t.id, id)).returning();
  return rows[0] as T['$inferSelect'];
}

/** Deletes up to `limit` idempotency keys claimed before `before`. */
export async function deleteKeysClaimedBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const batch = sql`select ${idempotencyKeys.userId}, ${idempotencyKeys.key} from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before.toISOString()}::timestamptz limit ${limit}`;
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${batch})`)
    .returning({ userId: idempotencyKeys.userId });
  return deleted.length;
}
