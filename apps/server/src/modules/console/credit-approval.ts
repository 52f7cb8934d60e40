/**
 * The four-eyes rule of credits. One staff member may move a user's money alone only within limits:
 * an adjustment up to adjust_approval_usd (either way), a deposit credited at no more than its
 * number × the channel's rate, and, for any credit, the day's totals (UTC): what the staff member
 * credited alone within credit_daily_staff_usd, and what the user received within
 * credit_daily_user_usd. Anything past a limit waits in balance_adjustments for a second staff
 * member (ConsoleService.approveAdjustment), with the limits it passed as its holds.
 */
import type Big from 'big.js';
import type { CreditHold } from '@leverline/contract';
import { decimal, moneyText } from '@leverline/domain';
import type { Tx } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import * as ledger from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { lockStaffMember } from '../staff/staff.service.js';
import * as repo from './console.repo.js';

const DAY_MS = 86_400_000;

export interface CreditLimits {
  /** An adjustment above this (USD, either way) needs a second staff member. */
  threshold: Big;
  /** Credits one staff member may give alone in a day (USD). */
  staffDaily: Big;
  /** Credits one user may receive in a day (USD). */
  userDaily: Big;
}

/**
 * The limits in force. Read before the caller's transaction: the embedded database has one
 * connection, which a transaction holds until it ends.
 */
export async function creditLimits(settings: SettingsService): Promise<CreditLimits> {
  const s = await settings.get(['adjust_approval_usd', 'credit_daily_staff_usd', 'credit_daily_user_usd']);
  return {
    threshold: decimal(s.adjust_approval_usd),
    staffDaily: decimal(s.credit_daily_staff_usd),
    userDaily: decimal(s.credit_daily_user_usd),
  };
}

export interface CreditRequest {
  staffId: number;
  accountId: number;
  /** Signed USD: what the adjustment adds, or what the deposit would credit. */
  amount: Big;
  now: Date;
}

const hold = (rule: CreditHold['rule'], limit: Big, value: Big): CreditHold => ({ rule, limit: moneyText(limit), value: moneyText(value) });

/**
 * The limits a credit passes (none: the staff member may apply it alone). A credit locks the staff
 * member's row and then the account, so the day's totals it adds to cannot move under it: two
 * credits by one person, or to one user, are counted one after the other.
 */
async function dailyHolds(tx: Tx, limits: CreditLimits, r: CreditRequest): Promise<CreditHold[]> {
  if (!r.amount.gt(0)) return [];
  await lockStaffMember(tx, r.staffId);
  if (!(await ledger.lock(tx, r.accountId))) throw fail('user_not_found');
  const dayStart = new Date(Math.floor(r.now.getTime() / DAY_MS) * DAY_MS);
  const alone = await repo.soloCreditsSince(tx, r.staffId, dayStart);
  const staffTotal = decimal(alone.adjustments).plus(decimal(alone.deposits)).plus(r.amount);
  const userTotal = decimal(await ledger.creditsSince(tx, r.accountId, dayStart)).plus(r.amount);
  const holds: CreditHold[] = [];
  if (staffTotal.gt(limits.staffDaily)) holds.push(hold('staff_daily', limits.staffDaily, staffTotal));
  if (userTotal.gt(limits.userDaily)) holds.push(hold('user_daily', limits.userDaily, userTotal));
  return holds;
}

/** Why a balance adjustment needs a second staff member; empty when its maker may apply it. */
export async function adjustmentHolds(tx: Tx, limits: CreditLimits, r: CreditRequest): Promise<CreditHold[]> {
  const holds: CreditHold[] = [];
  if (r.amount.abs().gt(limits.threshold)) holds.push(hold('threshold', limits.threshold, r.amount.abs()));
  return [...holds, ...(await dailyHolds(tx, limits, r))];
}

/**
 * Why a deposit approval needs a second staff member; empty when its maker may credit it.
 * `expected` is the deposit's number × the channel's rate: crediting more is a second person's call.
 */
export async function depositHolds(tx: Tx, limits: CreditLimits, r: CreditRequest & { expected: Big }): Promise<CreditHold[]> {
  const holds: CreditHold[] = [];
  if (r.amount.gt(r.expected)) holds.push(hold('deposit_rate', r.expected, r.amount));
  return [...holds, ...(await dailyHolds(tx, limits, r))];
}

/** Puts a credit in the queue of the second staff member. */
export function requestApproval(
  tx: Tx,
  values: { userId: number; accountId: number; amount: Big; reason: string; depositId?: number; holds: CreditHold[]; staffId: number; now: Date },
): Promise<repo.AdjustmentRow> {
  return repo.insertAdjustment(tx, {
    userId: values.userId,
    accountId: values.accountId,
    amount: moneyText(values.amount),
    reason: values.reason,
    status: 0,
    requestedBy: values.staffId,
    depositId: values.depositId ?? null,
    holds: values.holds,
    createdAt: values.now,
  });
}

/** The credits of these deposits that wait for a second staff member, by deposit id. */
export async function waitingDepositCredits(tx: Tx, depositIds: number[]) {
  const rows = await repo.waitingDepositCredits(tx, depositIds);
  return new Map(rows.map((r) => [r.depositId!, { id: r.id, amount: moneyText(r.amount), requested_by: r.requestedBy }]));
}

/**
 * Refuses the credit of a deposit that waits, when the deposit itself is rejected or invalidated
 * (the caller holds the deposit's lock); returns the refused row, if one waited.
 */
export async function refuseDepositCredit(
  tx: Tx,
  depositId: number,
  values: { reason: string; staffId: number; now: Date },
): Promise<{ before: repo.AdjustmentRow; after: repo.AdjustmentRow } | undefined> {
  const [waiting] = await repo.waitingDepositCredits(tx, [depositId]);
  if (!waiting) return undefined;
  const before = await repo.lockAdjustment(tx, waiting.id);
  if (!before || before.status !== 0) return undefined;
  const after = await repo.decideAdjustment(tx, before.id, {
    status: 2,
    rejectReason: values.reason,
    decidedBy: values.staffId,
    decidedAt: values.now,
  });
  return { before, after };
}
