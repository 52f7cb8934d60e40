/**
 * Daily and monthly account statements (docs/compliance.md, "Statements"). Every figure comes from
 * the ledger (balances and movements) and the orders (trade details, positions held at the end),
 * read through those modules' services; the statement is computed once (statement.ts) and written
 * as CSV or PDF. A trader reads their own account's; staff with users.read any user's.
 */
import {
  STATEMENT_DAYS_BACK,
  type CallParsed,
  type StatementFile,
  type StatementFormat,
  type StatementPeriods,
  type calls,
} from '@leverline/contract';
import { decimal, moneyText } from '@leverline/domain';
import type { Db } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, UserContext } from '../../http/context.js';
import { fail } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { TradingService } from '../trading/trading.service.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';
import { monthsBetween, movementsOf, parsePeriod, sumOf, type Statement } from './statement.js';

export interface StatementsDeps {
  db: Db;
  trading: TradingService;
  clock: Clock;
}

type Account = NonNullable<Awaited<ReturnType<typeof ledger.accountOfUser>>>;

const DAY_MS = 86_400_000;

export class StatementsService {
  constructor(private readonly d: StatementsDeps) {}

  // ---- the trader's calls ------------------------------------------------------------------------

  async periods(
    input: CallParsed<typeof calls.statementPeriods>,
    ctx: UserContext,
  ): Promise<Answer<StatementPeriods>> {
    return { data: await this.periodsOf(await this.ownAccount(ctx, input.account_id), ctx.now) };
  }

  async download(
    input: CallParsed<typeof calls.statementDownload>,
    ctx: UserContext,
  ): Promise<Answer<StatementFile>> {
    return {
      data: await this.file(await this.ownAccount(ctx, input.account_id), input.period, input.format, ctx),
    };
  }

  // ---- staff -------------------------------------------------------------------------------------

  async staffPeriods(
    input: CallParsed<typeof calls.staffStatementPeriods>,
    ctx: RequestContext,
  ): Promise<Answer<StatementPeriods>> {
    return { data: await this.periodsOf(await this.accountOfUser(input.id), ctx.now) };
  }

  async staffDownload(
    input: CallParsed<typeof calls.staffStatementDownload>,
    ctx: RequestContext,
  ): Promise<Answer<StatementFile>> {
    return { data: await this.file(await this.accountOfUser(input.id), input.period, input.format, ctx) };
  }

  // ---- the statement -----------------------------------------------------------------------------

  /**
   * The caller's account; another account's id is answered as one that does not exist, so the
   * answer does not tell whether it is taken.
   */
  private async ownAccount(ctx: UserContext, accountId: number | undefined): Promise<Account> {
    const account = await ledger.accountOfUser(this.d.db, ctx.session.userId);
    if (!account || (accountId !== undefined && accountId !== account.id))
      throw fail('statement_account_not_found');
    return account;
  }

  private async accountOfUser(userId: number): Promise<Account> {
    const account = await ledger.accountOfUser(this.d.db, userId);
    if (!account) throw fail('statement_account_not_found');
    return account;
  }

  private async periodsOf(account: Account, now: Date): Promise<StatementPeriods> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const since = new Date(Math.max(today - (STATEMENT_DAYS_BACK - 1) * DAY_MS, 0));
    return {
      account_id: account.id,
      kind: account.kind === 'demo' ? 'demo' : 'real',
      months: monthsBetween(account.createdAt, now),
      days: await ledger.daysWithEntries(this.d.db, account.id, since),
    };
  }

  private async file(
    account: Account,
    periodText: string,
    format: StatementFormat,
    ctx: RequestContext,
  ): Promise<StatementFile> {
    const statement = await this.statement(account, periodText, ctx.now);
    const bytes =
      format === 'pdf'
        ? await statementPdf(statement, ctx.lang)
        : Buffer.concat([
            Buffer.from([0xef, 0xbb, 0xbf]),
            Buffer.from(statementCsv(statement, ctx.lang), 'utf8'),
          ]);
    return {
      filename: `leverline-statement-${account.id}-${statement.period.key}.${format}`,
      content_type: format === 'pdf' ? 'application/pdf' : 'text/csv;charset=utf-8',
      content_base64: bytes.toString('base64'),
      opening_balance: statement.opening,
      closing_balance: statement.closing,
      closing_equity: statement.equity,
      movements: statement.movements.length,
    };
  }

  /** The statement of an account for a day or month from its opening to now (else statement_period_unavailable). */
  async statement(account: Account, periodText: string, now: Date): Promise<Statement> {
    const period = parsePeriod(periodText);
    if (period.to.getTime() <= account.createdAt.getTime() || period.from.getTime() > now.getTime())
      throw fail('statement_period_unavailable');
    const ongoing = now.getTime() < period.to.getTime();
    const end = ongoing ? now : period.to;
    const opening = await ledger.balanceAt(this.d.db, account.id, period.from);
    const entries = await ledger.entriesBetween(this.d.db, account.id, period.from, period.to);
    const { movements, totals, moved, closing } = movementsOf(
      opening,
      entries.map((e) => ({
        id: e.id,
        createdAt: e.createdAt,
        type: e.type,
        memo: e.memo,
        amount: e.amount,
      })),
    );
    const traded = await this.d.trading.tradedBetween(account.id, period.from, period.to);
    const trades = traded.map((row) => {
      const f = this.d.trading.orderFigures(row);
      const closedHere =
        row.status === 3 &&
        row.closedAt !== null &&
        row.closedAt.getTime() < period.to.getTime() &&
        row.closedAt.getTime() >= period.from.getTime();
      return {
        orderId: row.id,
        instrument: f.instrument.ShowCode || f.instrument.Code,
        side: row.side === 'buy' ? ('buy' as const) : ('sell' as const),
        lots: f.lots,
        openedAt: row.openedAt,
        openPrice: f.openPrice,
        closedAt: closedHere ? row.closedAt : null,
        closePrice: closedHere ? f.price : null,
        profit: closedHere ? moneyText(row.profitUsd ?? '0') : null,
      };
    });
    const held = await this.d.trading.heldAt(account.id, end, !ongoing);
    const positions = held.map(({ row, figures }) => ({
      orderId: row.id,
      instrument: figures.instrument.ShowCode || figures.instrument.Code,
      side: row.side === 'buy' ? ('buy' as const) : ('sell' as const),
      lots: figures.lots,
      openPrice: figures.openPrice,
      price: figures.price,
      floating: moneyText(figures.profit),
    }));
    const floating = sumOf(positions.map((p) => p.floating));
    const quoteTimes = held.map((h) => h.quoteTimeMs).filter((ms): ms is number => ms !== undefined);
    return {
      accountId: account.id,
      accountKind: account.kind === 'demo' ? 'demo' : 'real',
      period,
      issuedAt: now,
      ongoing,
      opening: moneyText(opening),
      movements,
      totals,
      moved,
      closing,
      trades,
      positions,
      floating,
      equity: moneyText(decimal(closing).plus(decimal(floating))),
      pricesAt: quoteTimes.length > 0 ? new Date(Math.max(...quoteTimes)) : null,
      pricesAtEnd: held.every((h) => h.atEnd),
    };
  }
}
