/**
 * Money in and out. Deposits are requests with a proof picture that staff approve (a ledger credit
 * in USD), reject or invalidate. A withdrawal takes its amount out of the balance at once (a ledger
 * entry) and holds it in lock_balance until staff pay it or reject it (the hold returns to the
 * balance, another entry), so what is held can never be traded away or withdrawn twice.
 *
 * Each change is one transaction. A trader's request locks their account row first, so two of
 * them are serialised and the second sees what the first committed. A staff decision locks the
 * record first, so a record leaves "unchecked" exactly once whoever acts at the same moment.
 */
import { createHash } from 'node:crypto';
import Big from 'big.js';
import {
  decimal,
  depositCredit,
  isBankAccount,
  isPayoutAddress,
  isSwift,
  moneyText,
  normalizeBankAccount,
  plainDecimal,
  roundMoney,
  transactionId,
  withdrawable,
  withdrawalFee,
  withdrawalReceived,
  WITHDRAWAL_SCALE,
} from '@leverline/domain';
import {
  IMAGE_PATH,
  type BankDepositCoin,
  type CallParsed,
  type CollectionBank,
  type DepositCoinOption,
  type DepositRecord,
  type DepositRecordText,
  type Lang,
  type PayoutMethod,
  type StaffDeposit,
  type StaffWithdrawal,
  type WithdrawalRecord,
  type WithdrawalRecordText,
  type WithdrawCurrency,
  type calls,
} from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import type { deposits } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, StaffContext, UserContext } from '../../http/context.js';
import { AppError, fail } from '../../http/errors.js';
import { timeText } from '../../i18n/time.js';
import { translate, type TextKey } from '../../i18n/translate.js';
import type { IdentityService } from '../identity/identity.service.js';
import * as ledger from '../ledger/ledger.service.js';
import type { SecurityService } from '../security/security.service.js';
import { creditLimits, depositHolds, refuseDepositCredit, requestApproval, waitingDepositCredits } from '../console/credit-approval.js';
import type { SweepJob } from '../../platform/housekeeping.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { QueueRow } from '../staff/decision-queue.js';
import { actorOf, audit } from '../staff/staff.service.js';
import type { TradingService } from '../trading/trading.service.js';
import * as repo from './funding.repo.js';
import type { MoneyNotices } from '../notifications/money-notices.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;

export const FUNDING_PAGE_SIZE = 20;
/** How long a repeated Idempotency-Key answers the first request. */
export const IDEMPOTENCY_KEY_MS = 24 * 3600_000;
/** Without a key, the same submit repeated within this time is taken as a double tap. */
export const DOUBLE_TAP_MS = 10_000;

const UPLOAD_NAME = /^[a-f0-9]{32}\.jpg$/;
const fixed2 = (v: string) => decimal(v).toFixed(WITHDRAWAL_SCALE);

export interface FundingDeps {
  db: Db;
  trading: TradingService;
  settings: SettingsService;
  /** Spends the step-up token a withdrawal or a binding carries. */
  security: Pick<SecurityService, 'spendStepUp'>;
  /** Tells the trader of a new payout method and of each withdrawal asked for. */
  identity: Pick<IdentityService, 'notify'>;
  /** Tells the trader of each decision on their deposits and withdrawals (inbox, push, e-mail). */
  notices?: MoneyNotices;
  /**
   * What must be done before money moves (modules/compliance): the terms in force accepted, and for
   * a deposit the appropriateness questionnaire passed. Absent, nothing is asked.
   */
  onboarding?: RealMoneyGate;
}

/** The checks funding asks before a deposit or a withdrawal; each refuses with its own message. */
export interface RealMoneyGate {
  requireTerms(userId: number): Promise<void>;
  /** `ctx`: where the request comes from, and the language of a refusal. */
  requireDepositAllowed(userId: number, ctx: { ip: string; lang: Lang }): Promise<void>;
}

/** Who is asking, from the Idempotency-Key header or a fingerprint of the request. */
export interface SubmitKey {
  key: string;
  windowMs: number;
  requestHash: string;
}

/** The key a submit is deduplicated by: the caller's header, or the request itself for double taps. */
export function submitKey(call: string, header: string | undefined, input: unknown): SubmitKey {
  const requestHash = createHash('sha256').update(`${call}\n${JSON.stringify(input)}`).digest('hex');
  if (header !== undefined) {
    if (!/^[\x21-\x7e]{8,100}$/.test(header)) throw fail('invalid_param', { field: 'Idempotency-Key' });
    return { key: `k:${call}:${header}`, windowMs: IDEMPOTENCY_KEY_MS, requestHash };
  }
  return { key: `fp:${requestHash}`, windowMs: DOUBLE_TAP_MS, requestHash };
}

/** The stored name of an image reference ("/api/common/image/<name>", a full URL, or the name). */
export function uploadName(ref: string): string | null {
  const tail = ref.includes(IMAGE_PATH) ? ref.slice(ref.lastIndexOf(IMAGE_PATH) + IMAGE_PATH.length) : ref;
  return UPLOAD_NAME.test(tail) ? tail : null;
}

/** Reads and locks a deposit that is still unchecked (record_not_found, already_decided otherwise). */
export async function lockUndecidedDeposit(tx: Tx, id: number): Promise<repo.DepositRow> {
  return repo.depositDecisions.lockWaiting(tx, id);
}

/**
 * Credits an unchecked deposit locked in `tx` with `creditedUsd`, decided by `staffId`: the
 * deposit is finished and the account gets its one ledger entry (type deposit).
 */
export async function creditDeposit(tx: Tx, before: repo.DepositRow, creditedUsd: string, staffId: number, now: Date): Promise<repo.DepositRow> {
  const after = await repo.depositDecisions.decide(tx, before.id, { status: 1, creditedUsd, decidedBy: staffId, decidedAt: now });
  await ledger.post(tx, before.accountId, { amount: creditedUsd, type: 'deposit', refType: 'deposit', refId: String(before.id) }, now);
  return after;
}

/**
 * The stored name of an image `userId` uploaded; any other reference is refused (image_invalid),
 * a picture staff sent them included: it is theirs to see, not to hand in as their own.
 */
export async function ownUploadName(tx: Tx, userId: number, ref: string): Promise<string> {
  const name = uploadName(ref);
  const row = name ? await repo.uploadOf(tx, name) : undefined;
  if (!name || row?.userId !== userId || row.staffId !== null) throw fail('image_invalid');
  return name;
}

/** The stored name of an image staff uploaded for `userId` (a support answer's picture); anything else is image_invalid. */
export async function staffUploadNameFor(tx: Tx, userId: number, ref: string): Promise<string> {
  const name = uploadName(ref);
  const row = name ? await repo.uploadOf(tx, name) : undefined;
  if (!name || row?.userId !== userId || row.staffId === null) throw fail('image_invalid');
  return name;
}

export class FundingService {
  constructor(private readonly d: FundingDeps) {}

  /** Housekeeping (platform/housekeeping.ts): idempotency keys past the 24 hours they answer for. */
  sweepJobs(): SweepJob[] {
    return [{ name: 'idempotency_keys', sweep: (now, limit) => repo.deleteKeysClaimedBefore(this.d.db, new Date(now.getTime() - IDEMPOTENCY_KEY_MS), limit) }];
  }

  // ---- deposit channels ------------------------------------------------------------------------

  async chargeInfo(): Promise<Answer<DepositCoinOption[]>> {
    const rows = await repo.coinOptions(this.d.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        address: r.address,
        currency_code: r.currencyCode,
        protocol_code: r.protocolCode,
        usd_rate: Number(plainDecimal(r.usdRate)),
      })),
    };
  }

  async chargeSymbols(): Promise<Answer<BankDepositCoin[]>> {
    const rows = await repo.bankCoins(this.d.db);
    return { data: rows.map((r) => ({ id: r.id, name: r.name, usd_rate: Number(plainDecimal(r.usdRate)) })) };
  }

  async chargeWireInfo(input: In<'chargeWireInfo'>): Promise<Answer<CollectionBank[]>> {
    const rows = await repo.collectionAccounts(this.d.db, input.symbol_id);
    return { data: rows.map((r) => collectionView(r.bank, r.coinName)) };
  }

  // ---- deposits --------------------------------------------------------------------------------

  async chargeSubmit(input: In<'chargeSubmit'>, ctx: UserContext, key: SubmitKey): Promise<Answer<{ id: number }>> {
    await this.d.onboarding?.requireDepositAllowed(ctx.session.userId, ctx);
    const option = await repo.coinOption(this.d.db, input.charge_id);
    if (!option?.enabled) throw fail('deposit_option_unavailable');
    if (input.address && input.address !== option.address) throw fail('deposit_address_mismatch');
    const txId = input.tx_id === '' ? null : transactionId(option.protocolCode, input.tx_id);
    if (input.tx_id !== '' && txId === null) throw fail('deposit_txid_invalid');
    if (txId !== null && (await repo.depositWithTxId(this.d.db, option.protocolCode, txId))) throw fail('deposit_txid_used');
    const proof = await this.ownUpload(ctx, input.proofImg);
    const id = await this.newDeposit(ctx, key, {
      type: 0,
      channelId: option.id,
      currencyCode: option.currencyCode,
      protocolCode: option.protocolCode,
      destination: option.address,
      amount: input.number,
      proofImage: proof,
      txId,
    });
    return { data: { id }, msg: 'deposit_submitted' };
  }

  async chargeWireSubmit(input: In<'chargeWireSubmit'>, ctx: UserContext, key: SubmitKey): Promise<Answer<{ id: number }>> {
    await this.d.onboarding?.requireDepositAllowed(ctx.session.userId, ctx);
    const bank = await repo.collectionAccount(this.d.db, input.wire_id);
    if (!bank?.bank.enabled || !bank.coinEnabled) throw fail('no_payment_channel');
    const proof = await this.ownUpload(ctx, input.proofImg);
    const id = await this.newDeposit(ctx, key, {
      type: 1,
      channelId: bank.bank.id,
      currencyCode: bank.coinName,
      protocolCode: '',
      destination: `${bank.bank.bankName} ${bank.bank.payeeAccount}`,
      amount: input.number,
      proofImage: proof,
    });
    return { data: { id }, msg: 'deposit_submitted' };
  }

  async chargeHistory(input: In<'chargeHistory'>, ctx: UserContext): Promise<Answer<{ data: DepositRecord[]; total: number }>> {
    const { rows, total } = await repo.depositsOf(this.d.db, ctx.session.userId, input.type, input.page, FUNDING_PAGE_SIZE);
    return { data: { data: rows.map((r) => depositView(r, ctx.lang)), total } };
  }

  private async newDeposit(
    ctx: UserContext,
    key: SubmitKey,
    values: Omit<typeof deposits.$inferInsert, 'userId' | 'accountId' | 'createdAt'>,
  ): Promise<number> {
    try {
      return await this.d.db.transaction(async (tx) => {
        const account = await this.realAccount(tx, ctx);
        const earlier = await this.claim(tx, ctx, key);
        if (earlier !== null) return earlier;
        const row = await repo.insertDeposit(tx, { ...values, userId: ctx.session.userId, accountId: account.id, createdAt: ctx.now });
        await repo.settleKey(tx, ctx.session.userId, key.key, row.id);
        return row.id;
      });
    } catch (error) {
      // Two reports of one transfer at the same moment: the index lets one through.
      if (isTxIdTaken(error)) throw fail('deposit_txid_used');
      throw error;
    }
  }

  // ---- withdrawals -----------------------------------------------------------------------------

  async drawSymbolList(input: In<'drawSymbolList'>): Promise<Answer<WithdrawCurrency[]>> {
    const rows = await repo.currencies(this.d.db, input.type);
    return { data: rows.map(currencyView) };
  }

  async draw(
    input: In<'draw'>,
    ctx: UserContext,
    key: SubmitKey,
  ): Promise<Answer<{ id: number; balance: number; lock_balance: number }>> {
    await this.d.onboarding?.requireTerms(ctx.session.userId);
    const currency = await repo.currency(this.d.db, input.draw_currency_id);
    if (!currency?.enabled) throw fail('withdraw_currency_unavailable');
    const amount = decimal(input.number);
    if (amount.lt(currency.minAmount)) throw fail('withdraw_below_minimum', { min: fixed2(currency.minAmount) });
    const fee = withdrawalFee(amount, currency.feeType, currency.drawRate);
    const received = withdrawalReceived(amount, fee, currency.usdPrice);
    if (!received.gt(0)) throw fail('withdraw_not_above_fee', { fee: fee.toFixed(WITHDRAWAL_SCALE) });
    const coolingMs = await this.coolingMs();

    const result = await this.d.db.transaction(async (tx) => {
      const account = await this.realAccount(tx, ctx);
      const locked = await ledger.lock(tx, account.id);
      if (!locked) throw fail('not_found');
      const earlier = await this.claim(tx, ctx, key);
      if (earlier !== null) return { id: earlier, accountId: locked.id, fresh: false, method: '' };
      await this.d.security.spendStepUp(tx, input.step_up_token, ctx, 'withdraw');
      const method = await repo.methodOf(tx, ctx.session.userId, input.draw_method_id);
      if (!method || method.method.currencyId !== currency.id) throw fail('payout_method_not_found');
      const usableFrom = new Date(method.method.createdAt.getTime() + coolingMs);
      if (ctx.now < usableFrom) throw fail('payout_cooling_off', { time: timeText(ctx.lang, usableFrom) });

      const figures = await this.d.trading.figuresIn(tx, locked);
      const free = withdrawable(locked.balance, figures.equity, figures.usedMargin);
      if (amount.gt(free)) throw fail('insufficient_funds', { free: free.round(WITHDRAWAL_SCALE, Big.roundDown).toFixed(WITHDRAWAL_SCALE) });

      const m = method.method;
      const row = await repo.insertWithdrawal(tx, {
        userId: ctx.session.userId,
        accountId: locked.id,
        currencyId: currency.id,
        methodId: m.id,
        type: currency.type,
        code: currency.code,
        protocol: currency.protocol,
        amount: moneyText(amount),
        feeUsd: moneyText(fee),
        usdPrice: currency.usdPrice,
        received: received.toFixed(WITHDRAWAL_SCALE),
        address: m.dcAddress,
        bankName: m.bankName,
        bankSwift: m.bankSwift,
        payeeName: m.payeeName,
        payeeAccount: m.payeeAccount,
        memo: input.memo,
        createdAt: ctx.now,
      });
      await ledger.post(
        tx,
        locked.id,
        { amount: moneyText(amount.neg()), type: 'withdrawal', refType: 'withdrawal', refId: String(row.id) },
        ctx.now,
      );
      await ledger.addLockBalance(tx, locked.id, moneyText(amount), ctx.now);
      await repo.settleKey(tx, ctx.session.userId, key.key, row.id);
      return { id: row.id, accountId: locked.id, fresh: true, method: methodText(m, currency) };
    });
    // A repeated submit answers the first record and tells the trader nothing new.
    if (result.fresh) {
      await this.d.trading.accountChanged(result.accountId);
      await this.d.identity.notify(
        ctx.session.userId,
        { kind: 'withdrawal', amount: fixed2(moneyText(amount)), currency: 'USD', method: result.method },
        ctx.now,
      );
    }
    const account = await ledger.account(this.d.db, result.accountId);
    return {
      data: { id: result.id, balance: Number(moneyText(account!.balance)), lock_balance: Number(moneyText(account!.lockBalance)) },
      msg: 'withdrawal_submitted',
    };
  }

  async drawList(input: In<'drawList'>, ctx: UserContext): Promise<Answer<{ data: WithdrawalRecord[]; total: number }>> {
    const { rows, total } = await repo.withdrawalsOf(this.d.db, ctx.session.userId, input.type, input.page, FUNDING_PAGE_SIZE);
    return { data: { data: rows.map((r) => withdrawalView(r, ctx.lang)), total } };
  }

  // ---- payout methods --------------------------------------------------------------------------

  async getDrawMethod(input: In<'getDrawMethod'>, ctx: UserContext): Promise<Answer<PayoutMethod[]>> {
    const rows = await repo.methodsOf(this.d.db, ctx.session.userId, input.draw_type, input.draw_id);
    const coolingMs = await this.coolingMs();
    return { data: rows.map((r) => methodView(r, coolingMs)) };
  }

  /** How long a newly bound payout method waits before it may receive a withdrawal (site setting). */
  private async coolingMs(): Promise<number> {
    const { payout_cooling_hours } = await this.d.settings.get(['payout_cooling_hours']);
    return Math.round(Number(payout_cooling_hours) * 3600_000);
  }

  async bindDrawMethod(input: In<'bindDrawMethod'>, ctx: UserContext): Promise<Answer<PayoutMethod>> {
    const currency = await repo.currency(this.d.db, input.draw_id);
    if (!currency?.enabled || currency.type !== input.type) throw fail('withdraw_currency_unavailable');
    const values =
      input.type === 1
        ? coinMethod(input.dc_address, currency.protocol)
        : bankMethod(input);
    const coolingMs = await this.coolingMs();
    try {
      const row = await this.d.db.transaction(async (tx) => {
        await this.realAccount(tx, ctx);
        await this.d.security.spendStepUp(tx, input.step_up_token, ctx, 'bind_payout');
        if (await repo.sameMethod(tx, ctx.session.userId, currency.id, values.dcAddress, values.payeeAccount)) {
          throw fail('payout_method_exists');
        }
        return repo.insertMethod(tx, { ...values, userId: ctx.session.userId, type: input.type, currencyId: currency.id, createdAt: ctx.now });
      });
      const view = methodView({ method: row, code: currency.code, protocol: currency.protocol, inUse: false }, coolingMs);
      await this.d.identity.notify(
        ctx.session.userId,
        { kind: 'payout_method', method: methodText(row, currency), usableFrom: new Date(view.usable_from) },
        ctx.now,
      );
      return { data: view, msg: 'payout_method_saved' };
    } catch (error) {
      // Two binds of the same method at once: the unique index lets one through.
      if (isUniqueViolation(error)) {
        throw fail('payout_method_exists');
      }
      throw error;
    }
  }

  async delDrawMethod(input: In<'delDrawMethod'>, ctx: UserContext): Promise<Answer<{ id: number }>> {
    await this.d.db.transaction(async (tx) => {
      // The account lock orders this after any withdrawal being asked for at the same moment.
      const account = await this.realAccount(tx, ctx);
      await ledger.lock(tx, account.id);
      const method = await repo.methodOf(tx, ctx.session.userId, input.id);
      if (!method) throw fail('payout_method_not_found');
      if (method.inUse) throw fail('payout_method_in_use');
      await repo.deleteMethod(tx, input.id, ctx.now);
    });
    return { data: { id: input.id }, msg: 'payout_method_deleted' };
  }

  // ---- staff decisions -------------------------------------------------------------------------

  async staffDeposits(input: In<'staffDeposits'>, ctx: StaffContext): Promise<Answer<{ data: StaffDeposit[]; total: number }>> {
    const { rows, total } = await repo.depositDecisions.page(this.d.db, input.status, input.page, FUNDING_PAGE_SIZE);
    const waiting = await waitingDepositCredits(this.d.db, rows.filter((r) => r.row.status === 0).map((r) => r.row.id));
    const data = await Promise.all(rows.map((r) => this.staffDepositView(this.d.db, r, ctx.lang, waiting)));
    return { data: { data, total } };
  }

  /**
   * Credits an unchecked deposit: at number × the channel's rate, or the amount staff give. A credit
   * above the rate, or one past the day's credit limits, is not applied: it waits for a second staff
   * member (console/credit-approval.ts) and the deposit stays unchecked until they decide.
   */
  async approveDeposit(input: In<'staffApproveDeposit'>, ctx: StaffContext): Promise<Answer<StaffDeposit>> {
    const limits = await creditLimits(this.d.settings);
    const { accountId, id, waiting, userId, creditedText } = await this.d.db.transaction(async (tx) => {
      const before = await lockUndecidedDeposit(tx, input.id);
      if ((await waitingDepositCredits(tx, [before.id])).size > 0) throw fail('deposit_credit_pending');
      const expected = depositCredit(before.amount, await this.depositRate(tx, before));
      const credited = input.amount !== undefined ? roundMoney(decimal(input.amount)) : expected;
      const holds = await depositHolds(tx, limits, { staffId: ctx.staff.staffId, accountId: before.accountId, amount: credited, expected, now: ctx.now });
      if (holds.length > 0) {
        const request = await requestApproval(tx, {
          userId: before.userId,
          accountId: before.accountId,
          amount: credited,
          reason: '',
          depositId: before.id,
          holds,
          staffId: ctx.staff.staffId,
          now: ctx.now,
        });
        const asked = { ...depositAudit(before), credit_usd: moneyText(credited), approval_id: request.id, holds };
        await audit(tx, actorOf(ctx), 'deposit.approval_request', 'deposit', String(before.id), depositAudit(before), asked, ctx);
        return { accountId: before.accountId, id: before.id, waiting: true, userId: before.userId, creditedText: '' };
      }
      const after = await creditDeposit(tx, before, moneyText(credited), ctx.staff.staffId, ctx.now);
      await audit(tx, actorOf(ctx), 'deposit.approve', 'deposit', String(before.id), depositAudit(before), depositAudit(after), ctx);
      return { accountId: before.accountId, id: before.id, waiting: false, userId: before.userId, creditedText: moneyText(credited) };
    });
    if (!waiting) {
      await this.d.trading.accountChanged(accountId);
      this.d.notices?.deposit(userId, id, { credited: creditedText });
    }
    return { data: await this.staffDeposit(id, ctx.lang), msg: waiting ? 'deposit_credit_waiting' : 'deposit_approved' };
  }

  /** Rejects (2) or invalidates (3) an unchecked deposit; a credit of it waiting for approval is refused with it. */
  async rejectDeposit(input: In<'staffRejectDeposit'>, ctx: StaffContext, status: 2 | 3): Promise<Answer<StaffDeposit>> {
    const { id, userId } = await this.d.db.transaction(async (tx) => {
      const before = await lockUndecidedDeposit(tx, input.id);
      const after = await repo.depositDecisions.decide(tx, before.id, {
        status,
        remark: input.reason,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      const action = status === 2 ? 'deposit.reject' : 'deposit.invalidate';
      await audit(tx, actorOf(ctx), action, 'deposit', String(before.id), depositAudit(before), depositAudit(after), ctx);
      const refused = await refuseDepositCredit(tx, before.id, { reason: input.reason, staffId: ctx.staff.staffId, now: ctx.now });
      if (refused) {
        const view = (a: typeof refused.before) => ({ status: a.status, amount: moneyText(a.amount), deposit_id: a.depositId, reject_reason: a.rejectReason });
        await audit(tx, actorOf(ctx), 'adjustment.reject', 'adjustment', String(refused.before.id), view(refused.before), view(refused.after), ctx);
      }
      return { id: before.id, userId: before.userId };
    });
    this.d.notices?.deposit(userId, id, { rejected: input.reason });
    return { data: await this.staffDeposit(id, ctx.lang), msg: status === 2 ? 'deposit_rejected' : 'deposit_invalidated' };
  }

  async staffWithdrawals(input: In<'staffWithdrawals'>, ctx: StaffContext): Promise<Answer<{ data: StaffWithdrawal[]; total: number }>> {
    const { rows, total } = await repo.withdrawalDecisions.page(this.d.db, input.status, input.page, FUNDING_PAGE_SIZE);
    return { data: { data: rows.map((r) => staffWithdrawalView(r, ctx.lang)), total } };
  }

  payWithdrawal(input: In<'staffPayWithdrawal'>, ctx: StaffContext): Promise<Answer<StaffWithdrawal>> {
    return this.decideWithdrawal(input.id, 'pay', input.reference, ctx);
  }

  rejectWithdrawal(input: In<'staffRejectWithdrawal'>, ctx: StaffContext): Promise<Answer<StaffWithdrawal>> {
    return this.decideWithdrawal(input.id, 'reject', input.reason, ctx);
  }

  /**
   * Pays (1) or rejects (2) a withdrawal under review, with the staff member's note (the payment
   * reference or the reason). The amount left the balance when it was asked for: either way the
   * hold ends, and a rejection gives the amount back with its own ledger entry.
   */
  private async decideWithdrawal(id: number, decision: 'pay' | 'reject', notes: string, ctx: StaffContext): Promise<Answer<StaffWithdrawal>> {
    const { accountId, userId, amount } = await this.d.db.transaction(async (tx) => {
      const before = await repo.withdrawalDecisions.lockWaiting(tx, id);
      await ledger.lock(tx, before.accountId);
      const after = await repo.withdrawalDecisions.decide(tx, before.id, {
        status: decision === 'pay' ? 1 : 2,
        notes,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      await ledger.addLockBalance(tx, before.accountId, moneyText(decimal(before.amount).neg()), ctx.now);
      if (decision === 'reject') {
        await ledger.post(
          tx,
          before.accountId,
          { amount: moneyText(before.amount), type: 'withdrawal_refund', refType: 'withdrawal', refId: String(before.id) },
          ctx.now,
        );
      }
      await audit(tx, actorOf(ctx), `withdrawal.${decision}`, 'withdrawal', String(before.id), withdrawalAudit(before), withdrawalAudit(after), ctx);
      return { accountId: before.accountId, userId: before.userId, amount: moneyText(before.amount) };
    });
    await this.d.trading.accountChanged(accountId);
    this.d.notices?.withdrawal(userId, id, amount, decision === 'pay' ? { paid: true } : { rejected: notes });
    return { data: await this.staffWithdrawal(id, ctx.lang), msg: decision === 'pay' ? 'withdrawal_paid' : 'withdrawal_rejected' };
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** The caller's account (real: demo users never reach these calls). */
  private async realAccount(tx: Tx, ctx: UserContext) {
    const account = await ledger.accountOfUser(tx, ctx.session.userId);
    if (!account || account.kind !== 'real') throw new AppError('demo_forbidden');
    return account;
  }

  /** null when the key is new (now claimed); else the record the first request made. */
  private async claim(tx: Tx, ctx: RequestContext & { session: { userId: number } }, key: SubmitKey): Promise<number | null> {
    const since = new Date(ctx.now.getTime() - key.windowMs);
    const claim = await repo.claimKey(tx, ctx.session.userId, key.key, key.requestHash, ctx.now, since);
    if (claim.claimed) return null;
    if (claim.requestHash !== key.requestHash) throw fail('idempotency_key_reused');
    if (claim.resultId === null) throw fail('idempotency_key_reused');
    return claim.resultId;
  }

  private ownUpload(ctx: UserContext, ref: string): Promise<string> {
    return ownUploadName(this.d.db, ctx.session.userId, ref);
  }

  /** USD per unit of a deposit's channel at its current rate. */
  private async depositRate(tx: Tx, deposit: repo.DepositRow): Promise<string> {
    if (deposit.type === 0) return (await repo.coinOption(tx, deposit.channelId))?.usdRate ?? '0';
    return (await repo.collectionAccount(tx, deposit.channelId))?.coinRate ?? '0';
  }

  private async staffDepositView(
    tx: Tx,
    r: QueueRow<repo.DepositRow>,
    lang: Lang,
    waiting: Awaited<ReturnType<typeof waitingDepositCredits>>,
  ): Promise<StaffDeposit> {
    return {
      ...depositFields(r.row, lang),
      user_id: r.row.userId,
      uid: r.uid,
      destination: r.row.destination,
      usd_rate: plainDecimal(await this.depositRate(tx, r.row)),
      decided_by: r.decidedBy ?? '',
      decided_at: r.row.decidedAt?.toISOString() ?? '',
      waiting_credit: waiting.get(r.row.id) ?? null,
    };
  }

  private async staffDeposit(id: number, lang: Lang): Promise<StaffDeposit> {
    const row = await repo.depositDecisions.one(this.d.db, id);
    if (!row) throw fail('record_not_found');
    return this.staffDepositView(this.d.db, row, lang, await waitingDepositCredits(this.d.db, [id]));
  }

  private async staffWithdrawal(id: number, lang: Lang): Promise<StaffWithdrawal> {
    const row = await repo.withdrawalDecisions.one(this.d.db, id);
    if (!row) throw fail('record_not_found');
    return staffWithdrawalView(row, lang);
  }
}

// ---- views -------------------------------------------------------------------------------------

function collectionView(b: repo.CollectionBankRow, currencyCode: string): CollectionBank {
  return {
    id: b.id,
    symbol_id: b.coinId,
    currency_code: currencyCode,
    bank_name: b.bankName,
    bank_address: b.bankAddress,
    bank_swift: b.bankSwift,
    payee_name: b.payeeName,
    payee_account: b.payeeAccount,
    bank_remark: b.bankRemark,
  };
}

function isTxIdTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === 'deposits_tx_id_uq';
  }
  return false;
}

/** A deposit with its amounts as decimal text (the staff console's view). */
function depositFields(r: repo.DepositRow, lang: Lang): DepositRecordText {
  return {
    id: r.id,
    number: plainDecimal(r.amount),
    type: r.type as 0 | 1,
    currency_code: r.currencyCode,
    protocol_code: r.protocolCode,
    status: r.status as 0 | 1 | 2 | 3,
    status_name: translate(lang, `status.deposit.${r.status}` as TextKey),
    credited: r.creditedUsd === null ? '' : moneyText(r.creditedUsd),
    remark: r.remark,
    proof_img: IMAGE_PATH + r.proofImage,
    tx_id: r.txId ?? '',
    created_at: r.createdAt.toISOString(),
  };
}

/** A deposit as the trader reads it: its amounts as numbers. */
function depositView(r: repo.DepositRow, lang: Lang): DepositRecord {
  return {
    ...depositFields(r, lang),
    number: Number(plainDecimal(r.amount)),
    credited: r.creditedUsd === null ? null : Number(moneyText(r.creditedUsd)),
  };
}

function currencyView(r: repo.CurrencyRow): WithdrawCurrency {
  return {
    id: r.id,
    type: r.type as 1 | 2,
    code: r.code,
    protocol: r.protocol,
    draw_rate: Number(plainDecimal(r.drawRate)),
    fee_type: r.feeType,
    usd_price: Number(plainDecimal(r.usdPrice)),
    min_amount: Number(fixed2(r.minAmount)),
  };
}

/** A payout method as a notice names it: currency, then the address or bank with the middle hidden. */
function methodText(m: repo.MethodRow, currency: { code: string; protocol: string }): string {
  const name = currency.protocol ? `${currency.code}-${currency.protocol}` : currency.code;
  if (m.dcAddress) return `${name} ${m.dcAddress.slice(0, 6)}…${m.dcAddress.slice(-4)}`;
  return `${name} ${m.bankName} ••••${m.payeeAccount.slice(-4)}`;
}

function methodView(r: { method: repo.MethodRow; code: string; protocol: string; inUse: boolean }, coolingMs: number): PayoutMethod {
  const m = r.method;
  return {
    id: m.id,
    type: m.type as 1 | 2,
    draw_id: m.currencyId,
    draw_currency: { code: r.code, protocol: r.protocol },
    dc_address: m.dcAddress,
    bank_name: m.bankName,
    bank_address: m.bankAddress,
    bank_swift: m.bankSwift,
    payee_name: m.payeeName,
    payee_account: m.payeeAccount,
    bank_remark: m.bankRemark,
    in_use: Boolean(r.inUse),
    usable_from: new Date(m.createdAt.getTime() + coolingMs).toISOString(),
  };
}

/** A withdrawal with its amounts as decimal text (the staff console's view). */
function withdrawalFields(r: repo.WithdrawalRow, lang: Lang): WithdrawalRecordText {
  return {
    id: r.id,
    number: fixed2(r.amount),
    real_number: fixed2(r.received),
    fee: fixed2(r.feeUsd),
    draw_currency: { code: r.code, protocol: r.protocol },
    type: r.type as 1 | 2,
    status: r.status as 0 | 1 | 2,
    status_name: translate(lang, `status.withdrawal.${r.status}` as TextKey),
    address: r.address,
    payee_account: r.payeeAccount,
    memo: r.memo,
    notes: r.notes,
    created_at: r.createdAt.toISOString(),
  };
}

/** A withdrawal as the trader reads it: its amounts as numbers at 2 places. */
function withdrawalView(r: repo.WithdrawalRow, lang: Lang): WithdrawalRecord {
  return {
    ...withdrawalFields(r, lang),
    number: Number(fixed2(r.amount)),
    real_number: Number(fixed2(r.received)),
    fee: Number(fixed2(r.feeUsd)),
  };
}

function staffWithdrawalView(r: QueueRow<repo.WithdrawalRow>, lang: Lang): StaffWithdrawal {
  const w = r.row;
  return {
    ...withdrawalFields(w, lang),
    user_id: w.userId,
    uid: r.uid,
    payee_name: w.payeeName,
    bank_name: w.bankName,
    bank_swift: w.bankSwift,
    decided_by: r.decidedBy ?? '',
    decided_at: w.decidedAt?.toISOString() ?? '',
  };
}

/** What the audit log keeps of a deposit. */
export const depositAudit = (r: repo.DepositRow) => ({
  status: r.status,
  amount: r.amount,
  currency: r.currencyCode,
  credited_usd: r.creditedUsd,
  remark: r.remark,
  user_id: r.userId,
});

const withdrawalAudit = (r: repo.WithdrawalRow) => ({
  status: r.status,
  amount: r.amount,
  fee: r.feeUsd,
  received: r.received,
  currency: r.code,
  notes: r.notes,
  user_id: r.userId,
});

// ---- payout method checks ------------------------------------------------------------------------

const EMPTY_BANK = { bankName: '', bankAddress: '', bankSwift: '', payeeName: '', payeeAccount: '', bankRemark: '' };

function coinMethod(address: string, protocol: string) {
  if (!isPayoutAddress(protocol, address)) throw fail('address_invalid', { protocol: protocol || 'wallet' });
  return { ...EMPTY_BANK, dcAddress: address };
}

function bankMethod(input: In<'bindDrawMethod'>) {
  if (!input.bank_name) throw fail('bank_name_required');
  if (!input.payee_name) throw fail('payee_name_required');
  if (!isBankAccount(input.payee_account)) throw fail('payee_account_invalid');
  const swift = input.bank_swift.replace(/\s/g, '').toUpperCase();
  if (swift && !isSwift(swift)) throw fail('swift_invalid');
  return {
    dcAddress: '',
    bankName: input.bank_name,
    bankAddress: input.bank_address,
    bankSwift: swift,
    payeeName: input.payee_name,
    payeeAccount: normalizeBankAccount(input.payee_account),
    bankRemark: input.bank_remark,
  };
}

