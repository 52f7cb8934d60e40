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
  type Lang,
  type PayoutMethod,
  type StaffDeposit,
  type StaffWithdrawal,
  type WithdrawalRecord,
  type WithdrawCurrency,
  type calls,
} from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import type { deposits } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, StaffContext, UserContext } from '../../http/context.js';
import { AppError, fail } from '../../http/errors.js';
import { translate, type TextKey } from '../../i18n/translate.js';
import * as ledger from '../ledger/ledger.service.js';
import { actorOf, audit } from '../staff/staff.service.js';
import type { TradingService } from '../trading/trading.service.js';
import * as repo from './funding.repo.js';

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

/** The stored name of an image `userId` uploaded; any other reference is refused (image_invalid). */
export async function ownUploadName(tx: Tx, userId: number, ref: string): Promise<string> {
  const name = uploadName(ref);
  const row = name ? await repo.uploadOf(tx, name) : undefined;
  if (!name || row?.userId !== userId) throw fail('image_invalid');
  return name;
}

export class FundingService {
  constructor(private readonly d: FundingDeps) {}

  // ---- deposit channels ------------------------------------------------------------------------

  async chargeInfo(): Promise<Answer<DepositCoinOption[]>> {
    const rows = await repo.coinOptions(this.d.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        address: r.address,
        currency_code: r.currencyCode,
        protocol_code: r.protocolCode,
        usd_rate: plainDecimal(r.usdRate),
      })),
    };
  }

  async chargeSymbols(): Promise<Answer<BankDepositCoin[]>> {
    const rows = await repo.bankCoins(this.d.db);
    return { data: rows.map((r) => ({ id: r.id, name: r.name, usd_rate: plainDecimal(r.usdRate) })) };
  }

  async chargeWireInfo(input: In<'chargeWireInfo'>): Promise<Answer<CollectionBank[]>> {
    const rows = await repo.collectionAccounts(this.d.db, input.symbol_id);
    return { data: rows.map((r) => collectionView(r.bank, r.coinName)) };
  }

  // ---- deposits --------------------------------------------------------------------------------

  async chargeSubmit(input: In<'chargeSubmit'>, ctx: UserContext, key: SubmitKey): Promise<Answer<{ id: number }>> {
    const option = await repo.coinOption(this.d.db, input.charge_id);
    if (!option?.enabled) throw fail('deposit_option_unavailable');
    if (input.address && input.address !== option.address) throw fail('deposit_address_mismatch');
    const proof = await this.ownUpload(ctx, input.proofImg);
    const id = await this.newDeposit(ctx, key, {
      type: 0,
      channelId: option.id,
      currencyCode: option.currencyCode,
      protocolCode: option.protocolCode,
      destination: option.address,
      amount: input.number,
      proofImage: proof,
    });
    return { data: { id }, msg: 'deposit_submitted' };
  }

  async chargeWireSubmit(input: In<'chargeWireSubmit'>, ctx: UserContext, key: SubmitKey): Promise<Answer<{ id: number }>> {
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
    return this.d.db.transaction(async (tx) => {
      const account = await this.realAccount(tx, ctx);
      const earlier = await this.claim(tx, ctx, key);
      if (earlier !== null) return earlier;
      const row = await repo.insertDeposit(tx, { ...values, userId: ctx.session.userId, accountId: account.id, createdAt: ctx.now });
      await repo.settleKey(tx, ctx.session.userId, key.key, row.id);
      return row.id;
    });
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
  ): Promise<Answer<{ id: number; balance: string; lock_balance: string }>> {
    const currency = await repo.currency(this.d.db, input.draw_currency_id);
    if (!currency?.enabled) throw fail('withdraw_currency_unavailable');
    const amount = decimal(input.number);
    if (amount.lt(currency.minAmount)) throw fail('withdraw_below_minimum', { min: fixed2(currency.minAmount) });
    const fee = withdrawalFee(amount, currency.feeType, currency.drawRate);
    const received = withdrawalReceived(amount, fee, currency.usdPrice);
    if (!received.gt(0)) throw fail('withdraw_not_above_fee', { fee: fee.toFixed(WITHDRAWAL_SCALE) });

    const result = await this.d.db.transaction(async (tx) => {
      const account = await this.realAccount(tx, ctx);
      const locked = await ledger.lock(tx, account.id);
      if (!locked) throw fail('not_found');
      const earlier = await this.claim(tx, ctx, key);
      if (earlier !== null) return { id: earlier, accountId: locked.id, fresh: false };
      const method = await repo.methodOf(tx, ctx.session.userId, input.draw_method_id);
      if (!method || method.method.currencyId !== currency.id) throw fail('payout_method_not_found');

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
      return { id: row.id, accountId: locked.id, fresh: true };
    });
    if (result.fresh) await this.d.trading.accountChanged(result.accountId);
    const account = await ledger.account(this.d.db, result.accountId);
    return {
      data: { id: result.id, balance: moneyText(account!.balance), lock_balance: moneyText(account!.lockBalance) },
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
    return { data: rows.map(methodView) };
  }

  async bindDrawMethod(input: In<'bindDrawMethod'>, ctx: UserContext): Promise<Answer<PayoutMethod>> {
    const currency = await repo.currency(this.d.db, input.draw_id);
    if (!currency?.enabled || currency.type !== input.type) throw fail('withdraw_currency_unavailable');
    const values =
      input.type === 1
        ? coinMethod(input.dc_address, currency.protocol)
        : bankMethod(input);
    try {
      const row = await this.d.db.transaction(async (tx) => {
        await this.realAccount(tx, ctx);
        if (await repo.sameMethod(tx, ctx.session.userId, currency.id, values.dcAddress, values.payeeAccount)) {
          throw fail('payout_method_exists');
        }
        return repo.insertMethod(tx, { ...values, userId: ctx.session.userId, type: input.type, currencyId: currency.id, createdAt: ctx.now });
      });
      return { data: methodView({ method: row, code: currency.code, protocol: currency.protocol, inUse: false }), msg: 'payout_method_saved' };
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
    const { rows, total } = await repo.depositQueue(this.d.db, input.status, input.page, FUNDING_PAGE_SIZE);
    const data = await Promise.all(rows.map((r) => this.staffDepositView(this.d.db, r, ctx.lang)));
    return { data: { data, total } };
  }

  async approveDeposit(input: In<'staffApproveDeposit'>, ctx: StaffContext): Promise<Answer<StaffDeposit>> {
    const { accountId, id } = await this.d.db.transaction(async (tx) => {
      const before = await this.undecidedDeposit(tx, input.id);
      const credited = input.amount !== undefined ? moneyText(input.amount) : moneyText(depositCredit(before.amount, await this.depositRate(tx, before)));
      const after = await repo.decideDeposit(tx, before.id, {
        status: 1,
        creditedUsd: credited,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      await ledger.post(
        tx,
        before.accountId,
        { amount: credited, type: 'deposit', refType: 'deposit', refId: String(before.id) },
        ctx.now,
      );
      await audit(tx, actorOf(ctx), 'deposit.approve', 'deposit', String(before.id), depositAudit(before), depositAudit(after!), ctx);
      return { accountId: before.accountId, id: before.id };
    });
    await this.d.trading.accountChanged(accountId);
    return { data: await this.staffDeposit(id, ctx.lang), msg: 'deposit_approved' };
  }

  async rejectDeposit(input: In<'staffRejectDeposit'>, ctx: StaffContext, status: 2 | 3): Promise<Answer<StaffDeposit>> {
    const id = await this.d.db.transaction(async (tx) => {
      const before = await this.undecidedDeposit(tx, input.id);
      const after = await repo.decideDeposit(tx, before.id, {
        status,
        remark: input.reason,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      const action = status === 2 ? 'deposit.reject' : 'deposit.invalidate';
      await audit(tx, actorOf(ctx), action, 'deposit', String(before.id), depositAudit(before), depositAudit(after!), ctx);
      return before.id;
    });
    return { data: await this.staffDeposit(id, ctx.lang), msg: status === 2 ? 'deposit_rejected' : 'deposit_invalidated' };
  }

  async staffWithdrawals(input: In<'staffWithdrawals'>, ctx: StaffContext): Promise<Answer<{ data: StaffWithdrawal[]; total: number }>> {
    const { rows, total } = await repo.withdrawalQueue(this.d.db, input.status, input.page, FUNDING_PAGE_SIZE);
    return { data: { data: rows.map((r) => staffWithdrawalView(r, ctx.lang)), total } };
  }

  async payWithdrawal(input: In<'staffPayWithdrawal'>, ctx: StaffContext): Promise<Answer<StaffWithdrawal>> {
    const { id, accountId } = await this.d.db.transaction(async (tx) => {
      const before = await this.undecidedWithdrawal(tx, input.id);
      await ledger.lock(tx, before.accountId);
      const after = await repo.decideWithdrawal(tx, before.id, {
        status: 1,
        notes: input.reference,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      // The amount left the balance when it was asked for; paying ends the hold.
      await ledger.addLockBalance(tx, before.accountId, moneyText(decimal(before.amount).neg()), ctx.now);
      await audit(tx, actorOf(ctx), 'withdrawal.pay', 'withdrawal', String(before.id), withdrawalAudit(before), withdrawalAudit(after!), ctx);
      return { id: before.id, accountId: before.accountId };
    });
    await this.d.trading.accountChanged(accountId);
    return { data: await this.staffWithdrawal(id, ctx.lang), msg: 'withdrawal_paid' };
  }

  async rejectWithdrawal(input: In<'staffRejectWithdrawal'>, ctx: StaffContext): Promise<Answer<StaffWithdrawal>> {
    const { id, accountId } = await this.d.db.transaction(async (tx) => {
      const before = await this.undecidedWithdrawal(tx, input.id);
      await ledger.lock(tx, before.accountId);
      const after = await repo.decideWithdrawal(tx, before.id, {
        status: 2,
        notes: input.reason,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      await ledger.addLockBalance(tx, before.accountId, moneyText(decimal(before.amount).neg()), ctx.now);
      await ledger.post(
        tx,
        before.accountId,
        { amount: moneyText(before.amount), type: 'withdrawal_refund', refType: 'withdrawal', refId: String(before.id) },
        ctx.now,
      );
      await audit(tx, actorOf(ctx), 'withdrawal.reject', 'withdrawal', String(before.id), withdrawalAudit(before), withdrawalAudit(after!), ctx);
      return { id: before.id, accountId: before.accountId };
    });
    await this.d.trading.accountChanged(accountId);
    return { data: await this.staffWithdrawal(id, ctx.lang), msg: 'withdrawal_rejected' };
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

  private async undecidedDeposit(tx: Tx, id: number) {
    const row = await repo.lockDeposit(tx, id);
    if (!row) throw fail('record_not_found');
    if (row.status !== 0) throw fail('already_decided');
    return row;
  }

  private async undecidedWithdrawal(tx: Tx, id: number) {
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw fail('record_not_found');
    if (row.status !== 0) throw fail('already_decided');
    return row;
  }

  /** USD per unit of a deposit's channel at its current rate. */
  private async depositRate(tx: Tx, deposit: repo.DepositRow): Promise<string> {
    if (deposit.type === 0) return (await repo.coinOption(tx, deposit.channelId))?.usdRate ?? '0';
    return (await repo.collectionAccount(tx, deposit.channelId))?.coinRate ?? '0';
  }

  private async staffDepositView(
    tx: Tx,
    r: { deposit: repo.DepositRow; uid: string; decidedBy: string | null },
    lang: Lang,
  ): Promise<StaffDeposit> {
    return {
      ...depositView(r.deposit, lang),
      user_id: r.deposit.userId,
      uid: r.uid,
      destination: r.deposit.destination,
      usd_rate: plainDecimal(await this.depositRate(tx, r.deposit)),
      decided_by: r.decidedBy ?? '',
      decided_at: r.deposit.decidedAt?.toISOString() ?? '',
    };
  }

  private async staffDeposit(id: number, lang: Lang): Promise<StaffDeposit> {
    const row = await repo.depositForStaff(this.d.db, id);
    if (!row) throw fail('record_not_found');
    return this.staffDepositView(this.d.db, row, lang);
  }

  private async staffWithdrawal(id: number, lang: Lang): Promise<StaffWithdrawal> {
    const row = await repo.withdrawalForStaff(this.d.db, id);
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

function depositView(r: repo.DepositRow, lang: Lang): DepositRecord {
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
    created_at: r.createdAt.toISOString(),
  };
}

function currencyView(r: repo.CurrencyRow): WithdrawCurrency {
  return {
    id: r.id,
    type: r.type as 1 | 2,
    code: r.code,
    protocol: r.protocol,
    draw_rate: plainDecimal(r.drawRate),
    fee_type: r.feeType,
    usd_price: plainDecimal(r.usdPrice),
    min_amount: fixed2(r.minAmount),
  };
}

function methodView(r: { method: repo.MethodRow; code: string; protocol: string; inUse: boolean }): PayoutMethod {
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
  };
}

function withdrawalView(r: repo.WithdrawalRow, lang: Lang): WithdrawalRecord {
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

function staffWithdrawalView(r: { withdrawal: repo.WithdrawalRow; uid: string; decidedBy: string | null }, lang: Lang): StaffWithdrawal {
  const w = r.withdrawal;
  return {
    ...withdrawalView(w, lang),
    user_id: w.userId,
    uid: r.uid,
    payee_name: w.payeeName,
    bank_name: w.bankName,
    bank_swift: w.bankSwift,
    decided_by: r.decidedBy ?? '',
    decided_at: w.decidedAt?.toISOString() ?? '',
  };
}

const depositAudit = (r: repo.DepositRow) => ({
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

