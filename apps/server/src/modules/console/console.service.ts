/**
 * The staff console beyond the funding and identity queues: users and their accounts, freezing,
 * balance adjustments (a second staff member approves large ones), the dashboard, the broker's
 * exposure, site settings and the content lists. Every change is audited in its own transaction.
 */
import Big from 'big.js';
import {
  OWNER_ONLY_SETTINGS,
  siteSettingsSchema,
  type Adjustment,
  type CallData,
  type CallParsed,
  type ExposureRow,
  type SetupItem,
  type SiteSettings,
  type StaffPosition,
  type StaffUser,
  type calls,
} from '@leverline/contract';
import { decimal, microsText, moneyText, parseMarginWarningLevels, plainDecimal, roundMoney, withdrawable } from '@leverline/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { RevokedSessions, StaffContext } from '../../http/context.js';
import { AppError, fail } from '../../http/errors.js';
import { fieldName } from '../../i18n/translate.js';
import { setUserStatus } from '../identity/identity.service.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { creditDeposit, depositAudit, lockUndecidedDeposit } from '../funding/funding.service.js';
import { actorOf, audit } from '../staff/staff.service.js';
import type { OrderRow, TradingService } from '../trading/trading.service.js';
import { adjustmentHolds, creditLimits } from './credit-approval.js';
import * as repo from './console.repo.js';
import type { MoneyNotices } from '../notifications/money-notices.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
type CallDataOf<K extends keyof typeof calls> = CallData<(typeof calls)[K]>;

const USERS_PAGE_SIZE = 20;
const LEDGER_PAGE_SIZE = 50;
const POSITIONS_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
const SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];

export interface ConsoleDeps {
  db: Db;
  trading: TradingService;
  market: MarketService;
  settings: SettingsService;
  /** Live sockets on this node. */
  sockets: () => number;
  /** Told when a user's sessions end, so their live sockets close on every node. */
  onSessionsRevoked: (revoked: RevokedSessions) => void;
  /** The setup checklist's items (setup-checklist.ts). */
  setup: () => Promise<SetupItem[]>;
  /** Tells the trader of a balance adjustment, or of a deposit a second staff member credited. */
  notices?: MoneyNotices;
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

function userView(row: repo.StaffUserRow): StaffUser {
  const u = row.user;
  return {
    id: u.id,
    uid: u.uid,
    email: u.email ?? '',
    phone: u.phone ? `${u.areaCode ? `+${u.areaCode} ` : ''}${u.phone}` : '',
    is_demo: u.isDemo,
    status: u.status === 'frozen' ? 'frozen' : 'active',
    balance: moneyText(row.balance ?? '0'),
    lock_balance: moneyText(row.lockBalance ?? '0'),
    identity_status: (row.identityStatus ?? 0) as StaffUser['identity_status'],
    invited_by: row.invitedBy ?? '',
    residence: u.residence ?? '',
    created_at: u.createdAt.toISOString(),
  };
}

function adjustmentView(row: Awaited<ReturnType<typeof repo.adjustmentView>>): Adjustment {
  const a = row.adjustment;
  return {
    id: a.id,
    user_id: a.userId,
    uid: row.uid,
    amount: moneyText(a.amount),
    reason: a.reason,
    deposit_id: a.depositId,
    holds: a.holds as Adjustment['holds'],
    status: a.status as Adjustment['status'],
    requested_by: row.requestedBy,
    decided_by: row.decidedBy ?? '',
    reject_reason: a.rejectReason,
    created_at: a.createdAt.toISOString(),
    decided_at: iso(a.decidedAt),
  };
}

/** What the audit log keeps of an adjustment. */
const adjustmentAudit = (a: repo.AdjustmentRow) => ({
  status: a.status,
  amount: moneyText(a.amount),
  reason: a.reason,
  reject_reason: a.rejectReason,
  ...(a.depositId !== null ? { deposit_id: a.depositId } : {}),
  ...(a.holds.length > 0 ? { holds: a.holds } : {}),
});

export class ConsoleService {
  constructor(private readonly d: ConsoleDeps) {}

  // ---- users -------------------------------------------------------------------------------------

  async users(input: In<'staffUsers'>): Promise<Answer<{ data: StaffUser[]; total: number }>> {
    const { rows, total } = await repo.usersPage(this.d.db, input.q, input.demo, input.page, USERS_PAGE_SIZE);
    return { data: { data: rows.map(userView), total } };
  }

  private async userRow(tx: Tx, id: number): Promise<repo.StaffUserRow> {
    const row = await repo.staffUser(tx, id);
    if (!row) throw fail('user_not_found');
    return row;
  }

  async userDetail(input: In<'staffUserDetail'>): Promise<Answer<CallDataOf<'staffUserDetail'>>> {
    const row = await this.userRow(this.d.db, input.id);
    const open = row.accountId === null ? [] : await repo.openOrdersOfAccount(this.d.db, row.accountId);
    const { figures, orders } = this.d.trading.valuation(row.balance ?? '0', open);
    const byId = new Map(orders.map((v) => [v.row.id, v]));
    return {
      data: {
        user: userView(row),
        account: {
          balance: moneyText(figures.balance),
          lock_balance: moneyText(row.lockBalance ?? '0'),
          equity: moneyText(figures.equity),
          used_margin: moneyText(figures.usedMargin),
          free_margin: moneyText(figures.freeMargin),
          margin_level: figures.marginLevelPct === null ? '' : figures.marginLevelPct.toFixed(2),
          withdrawable: moneyText(withdrawable(figures.balance, figures.equity, figures.usedMargin)),
        },
        positions: open.map((o) => this.positionView(o, row.user.uid, byId.get(o.id))),
      },
    };
  }

  private positionView(row: OrderRow, uid: string, valued?: ReturnType<TradingService['value']>): StaffPosition {
    const o = this.d.trading.orderFigures(row, valued);
    return {
      id: row.id,
      user_id: row.userId,
      uid,
      code: o.instrument.ShowCode,
      type: row.side === 'buy' ? 1 : 2,
      status: row.status === 1 ? 1 : 0,
      lots: o.lots,
      open_price: row.status === 1 ? o.openPrice : o.requestedPrice,
      price: o.price,
      profit: o.profit,
      margin: o.margin,
      fee: o.fee,
      stop_loss: o.stopLoss,
      take_profit: o.takeProfit,
      leverage: row.leverage,
      created_at: row.createdAt.toISOString(),
    };
  }

  async userLedger(input: In<'staffUserLedger'>): Promise<Answer<CallDataOf<'staffUserLedger'>>> {
    const row = await this.userRow(this.d.db, input.id);
    if (row.accountId === null) return { data: { data: [], total: 0, sum: moneyText('0'), sum_ok: true } };
    const { rows, total } = await ledger.entriesPage(this.d.db, row.accountId, input.page, LEDGER_PAGE_SIZE);
    const account = await ledger.account(this.d.db, row.accountId);
    const sum = await ledger.entriesSum(this.d.db, row.accountId);
    return {
      data: {
        data: rows.map((e) => ({
          id: e.id,
          type: e.type,
          amount: moneyText(e.amount),
          balance_after: moneyText(e.balanceAfter),
          memo: e.memo,
          ref_type: e.refType ?? '',
          ref_id: e.refId ?? '',
          created_at: e.createdAt.toISOString(),
        })),
        total,
        sum: moneyText(sum),
        sum_ok: account !== undefined && decimal(account.balance).eq(decimal(sum)),
      },
    };
  }

  /**
   * Freezing ends every session of the user in the same transaction and tells every node, so
   * their sockets close at once; open positions stay under the engine's stops and stop-out.
   */
  async freezeUser(input: In<'staffFreezeUser'>, ctx: StaffContext): Promise<Answer<StaffUser>> {
    const status = input.frozen === 1 ? 'frozen' : 'active';
    await this.d.db.transaction(async (tx) => {
      const before = await this.userRow(tx, input.id);
      if (!(await setUserStatus(tx, input.id, status, ctx.now))) throw fail('user_not_found');
      await audit(
        tx,
        actorOf(ctx),
        status === 'frozen' ? 'user.freeze' : 'user.unfreeze',
        'user',
        String(input.id),
        { status: before.user.status },
        { status, reason: input.reason },
        ctx,
      );
    });
    if (status === 'frozen') this.d.onSessionsRevoked({ userId: input.id, exceptSessionId: null });
    return { data: userView(await this.userRow(this.d.db, input.id)), msg: status === 'frozen' ? 'user_frozen' : 'user_unfrozen' };
  }

  // ---- balance adjustments -----------------------------------------------------------------------

  /** Posts an adjustment to the ledger under the account lock; a debit may not exceed what could be withdrawn. */
  private async apply(tx: Tx, adjustment: repo.AdjustmentRow, now: Date): Promise<void> {
    const account = await ledger.lock(tx, adjustment.accountId);
    if (!account) throw fail('user_not_found');
    const amount = decimal(adjustment.amount);
    if (amount.lt(0)) {
      const figures = await this.d.trading.figuresIn(tx, account);
      const free = withdrawable(account.balance, figures.equity, figures.usedMargin);
      if (amount.abs().gt(free)) throw fail('adjustment_exceeds_free', { free: free.toFixed(2) });
    }
    await ledger.post(
      tx,
      adjustment.accountId,
      { amount: moneyText(amount), type: 'adjustment', memo: adjustment.reason, refType: 'adjustment', refId: String(adjustment.id) },
      now,
    );
  }

  /**
   * An adjustment within the limits is applied at once; past one (console/credit-approval.ts) it
   * waits for a second staff member, with the limits it passed.
   */
  async adjustBalance(input: In<'staffAdjustBalance'>, ctx: StaffContext): Promise<Answer<Adjustment>> {
    const amount = roundMoney(decimal(input.amount));
    const limits = await creditLimits(this.d.settings);
    const { id, accountId, needsSecond } = await this.d.db.transaction(async (tx) => {
      const user = await this.userRow(tx, input.id);
      if (user.accountId === null) throw fail('user_not_found');
      const holds = await adjustmentHolds(tx, limits, { staffId: ctx.staff.staffId, accountId: user.accountId, amount, now: ctx.now });
      const waits = holds.length > 0;
      const row = await repo.insertAdjustment(tx, {
        userId: input.id,
        accountId: user.accountId,
        amount: moneyText(amount),
        reason: input.reason,
        status: waits ? 0 : 1,
        requestedBy: ctx.staff.staffId,
        holds,
        createdAt: ctx.now,
        ...(waits ? {} : { decidedBy: ctx.staff.staffId, decidedAt: ctx.now }),
      });
      if (!waits) await this.apply(tx, row, ctx.now);
      await audit(tx, actorOf(ctx), waits ? 'adjustment.request' : 'adjustment.apply', 'adjustment', String(row.id), null, { ...adjustmentAudit(row), user_id: input.id }, ctx);
      return { id: row.id, accountId: user.accountId, needsSecond: waits };
    });
    if (!needsSecond) {
      await this.d.trading.accountChanged(accountId);
      this.d.notices?.adjustment(input.id, id, moneyText(amount), input.reason);
    }
    return { data: adjustmentView(await repo.adjustmentView(this.d.db, id)), msg: needsSecond ? 'adjustment_waiting' : 'adjustment_applied' };
  }

  async adjustments(input: In<'staffAdjustments'>): Promise<Answer<{ data: Adjustment[]; total: number }>> {
    const { rows, total } = await repo.adjustmentsPage(this.d.db, input.status, input.page, USERS_PAGE_SIZE);
    return { data: { data: rows.map(adjustmentView), total } };
  }

  /**
   * Locks a waiting adjustment for a decision. A deposit credit locks its deposit first, in the
   * order a deposit's own decisions take (deposit, then its credit), so the two never deadlock.
   */
  private async waiting(tx: Tx, id: number): Promise<{ row: repo.AdjustmentRow; deposit?: Awaited<ReturnType<typeof lockUndecidedDeposit>> }> {
    const unlocked = await repo.adjustmentById(tx, id);
    if (!unlocked) throw fail('record_not_found');
    if (unlocked.status !== 0) throw fail('already_decided');
    const deposit = unlocked.depositId !== null ? await lockUndecidedDeposit(tx, unlocked.depositId) : undefined;
    const row = await repo.lockAdjustment(tx, id);
    if (!row) throw fail('record_not_found');
    if (row.status !== 0) throw fail('already_decided');
    return deposit ? { row, deposit } : { row };
  }

  async approveAdjustment(input: In<'staffApproveAdjustment'>, ctx: StaffContext): Promise<Answer<Adjustment>> {
    const { accountId, told } = await this.d.db.transaction(async (tx) => {
      const { row: before, deposit } = await this.waiting(tx, input.id);
      if (before.requestedBy === ctx.staff.staffId) throw fail('adjustment_self_approval');
      const after = await repo.decideAdjustment(tx, before.id, { status: 1, decidedBy: ctx.staff.staffId, decidedAt: ctx.now });
      if (deposit) {
        // The deposit is credited with the amount asked for, as its one ledger entry of type deposit.
        const credited = await creditDeposit(tx, deposit, moneyText(before.amount), ctx.staff.staffId, ctx.now);
        await audit(tx, actorOf(ctx), 'deposit.approve', 'deposit', String(deposit.id), depositAudit(deposit), { ...depositAudit(credited), approval_id: before.id }, ctx);
      } else {
        await this.apply(tx, after, ctx.now);
      }
      await audit(tx, actorOf(ctx), 'adjustment.approve', 'adjustment', String(before.id), adjustmentAudit(before), adjustmentAudit(after), ctx);
      return { accountId: before.accountId, told: { userId: before.userId, depositId: deposit?.id, amount: moneyText(before.amount), reason: before.reason } };
    });
    await this.d.trading.accountChanged(accountId);
    if (told.depositId !== undefined) this.d.notices?.deposit(told.userId, told.depositId, { credited: told.amount });
    else this.d.notices?.adjustment(told.userId, input.id, told.amount, told.reason);
    return { data: adjustmentView(await repo.adjustmentView(this.d.db, input.id)), msg: 'adjustment_applied' };
  }

  /** Refuses a waiting adjustment; a refused deposit credit leaves its deposit unchecked, to decide again. */
  async rejectAdjustment(input: In<'staffRejectAdjustment'>, ctx: StaffContext): Promise<Answer<Adjustment>> {
    await this.d.db.transaction(async (tx) => {
      const { row: before } = await this.waiting(tx, input.id);
      const after = await repo.decideAdjustment(tx, before.id, {
        status: 2,
        rejectReason: input.reason,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      await audit(tx, actorOf(ctx), 'adjustment.reject', 'adjustment', String(before.id), adjustmentAudit(before), adjustmentAudit(after), ctx);
    });
    return { data: adjustmentView(await repo.adjustmentView(this.d.db, input.id)), msg: 'adjustment_rejected' };
  }

  // ---- dashboard and exposure ----------------------------------------------------------------------

  /** Holding positions grouped by instrument, valued at the live price, largest net first. */
  async exposureRows(demo: boolean): Promise<ExposureRow[]> {
    const rows = await repo.holdingPositions(this.d.db, demo);
    const byInstrument = new Map<number, { buy: Big; sell: Big; n: number; profit: Big }>();
    for (const { order } of rows) {
      const entry = byInstrument.get(order.instrumentId) ?? { buy: new Big(0), sell: new Big(0), n: 0, profit: new Big(0) };
      const lots = decimal(order.lots);
      if (order.side === 'buy') entry.buy = entry.buy.plus(lots);
      else entry.sell = entry.sell.plus(lots);
      entry.n += 1;
      entry.profit = entry.profit.plus(microsText(this.d.trading.value(order).profitMicros));
      byInstrument.set(order.instrumentId, entry);
    }
    const out: (ExposureRow & { weight: Big })[] = [];
    for (const [instrumentId, e] of byInstrument) {
      const instrument = this.d.market.quote(instrumentId)?.row;
      const net = e.buy.minus(e.sell);
      out.push({
        code: instrument?.showCode ?? String(instrumentId),
        positions: e.n,
        buy_lots: plainDecimal(e.buy.toFixed(6)),
        sell_lots: plainDecimal(e.sell.toFixed(6)),
        net_lots: plainDecimal(net.toFixed(6)),
        net_units: plainDecimal(net.times(instrument ? decimal(instrument.contractSize) : 0).toFixed(6)),
        floating_profit: moneyText(roundMoney(e.profit)),
        weight: net.abs(),
      });
    }
    return out.sort((a, b) => b.weight.cmp(a.weight) || a.code.localeCompare(b.code)).map(({ weight: _w, ...row }) => row);
  }

  async exposure(input: In<'staffExposure'>): Promise<Answer<ExposureRow[]>> {
    return { data: await this.exposureRows(input.demo === 1) };
  }

  async positions(input: In<'staffPositions'>): Promise<Answer<{ data: StaffPosition[]; total: number }>> {
    const instrument = this.d.market.instrumentByCode(input.code);
    if (!instrument) throw fail('instrument_unavailable');
    const rows = await repo.holdingPositions(this.d.db, input.demo === 1, instrument.id);
    const views = rows.map(({ order, uid }) => this.positionView(order, uid));
    views.sort((a, b) => decimal(b.lots).cmp(decimal(a.lots)) || b.id - a.id);
    const start = (input.page - 1) * POSITIONS_PAGE_SIZE;
    return { data: { data: views.slice(start, start + POSITIONS_PAGE_SIZE), total: views.length } };
  }

  /** Requests waiting for a staff decision, by queue (the dashboard's figures and /metrics). */
  pendingCounts(): Promise<Record<string, number>> {
    return repo.pendingCounts(this.d.db);
  }

  async dashboard(ctx: StaffContext): Promise<Answer<CallDataOf<'staffDashboard'>>> {
    const dayStart = new Date(Math.floor(ctx.now.getTime() / DAY_MS) * DAY_MS);
    const funding = await repo.fundingToday(this.d.db, dayStart);
    return {
      data: {
        deposits_today: { count: funding.deposits.count, usd: moneyText(funding.deposits.usd) },
        withdrawals_today: { count: funding.withdrawals.count, usd: moneyText(funding.withdrawals.usd) },
        pending: await repo.pendingCounts(this.d.db),
        open_interest: await this.exposureRows(false),
        broker_result: {
          today: moneyText(await repo.brokerResult(this.d.db, dayStart)),
          total: moneyText(await repo.brokerResult(this.d.db, null)),
        },
        active_users: await repo.activeUsers(this.d.db, new Date(ctx.now.getTime() - DAY_MS)),
        sockets: this.d.sockets(),
        setup: await this.d.setup(),
      },
    };
  }

  // ---- settings and content ------------------------------------------------------------------------

  private async siteSettings(): Promise<SiteSettings> {
    return siteSettingsSchema.parse(await this.d.settings.get(SETTING_KEYS));
  }

  async settings(): Promise<Answer<SiteSettings>> {
    return { data: await this.siteSettings() };
  }

  async saveSettings(input: In<'staffSaveSettings'>, ctx: StaffContext): Promise<Answer<SiteSettings>> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<string, string>;
    if (ctx.staff.role !== 'owner') {
      const ownerOnly = OWNER_ONLY_SETTINGS.find((key) => key in changes);
      if (ownerOnly) throw new AppError('setting_owner_only', { field: ownerOnly });
    }
    // The margin call warns before the stop-out closes positions, so it must stay above it.
    const levels = { ...(await this.d.settings.get(['stop_out_level', 'margin_call_level'])), ...changes };
    if (decimal(levels.margin_call_level).lte(decimal(levels.stop_out_level))) {
      throw new AppError('invalid_param', { field: fieldName(ctx.lang, 'margin_call_level') });
    }
    // New warning levels warn before the margin call, so each must be above it. A margin-call level
    // raised past stored warning levels is allowed: the margin watch leaves those out.
    if (changes.margin_warning_levels !== undefined) {
      const low = (parseMarginWarningLevels(changes.margin_warning_levels) ?? []).find((l) => decimal(l).lte(decimal(levels.margin_call_level)));
      if (low !== undefined) throw new AppError('margin_warning_level_low', { level: low, margin_call: levels.margin_call_level });
    }
    // Read before the transaction: the embedded database has one connection, which the
    // transaction holds until it ends.
    const before = await this.d.settings.get(Object.keys(changes) as (keyof SiteSettings)[]);
    await this.d.db.transaction(async (tx) => {
      await this.d.settings.save(tx, changes, ctx.now);
      await audit(tx, actorOf(ctx), 'settings.save', 'settings', 'site', before, changes, ctx);
    });
    this.d.settings.changed();
    return { data: await this.siteSettings(), msg: 'saved' };
  }

  async newsList(input: In<'staffNewsList'>): Promise<Answer<CallDataOf<'staffNewsList'>>> {
    const { rows, total } = await repo.newsPage(this.d.db, input.lang || undefined, input.page, USERS_PAGE_SIZE);
    return {
      data: {
        data: rows.map((n) => ({
          id: n.id,
          category_id: n.categoryId,
          lang: n.lang,
          title: n.title,
          desc: n.desc,
          logo: n.logo,
          content: n.content,
          published: n.published,
          created_at: n.createdAt.toISOString(),
        })),
        total,
      },
    };
  }

  async companies(): Promise<Answer<CallDataOf<'staffCompanies'>>> {
    const rows = await repo.allCompanies(this.d.db);
    return {
      data: rows.map((c) => ({
        id: c.id,
        name: c.name,
        logo: c.logo,
        url: c.url,
        website: c.website,
        subject: c.subject,
        registered_address: c.registeredAddress,
        location: c.location,
        email: c.email,
        status: c.status,
        loss_url: c.lossUrl,
        enabled: c.enabled,
      })),
    };
  }
}
