/**
 * Invitations, news, companies, contact addresses, the traders' ranking and copy-trading lists.
 * The ranking is recomputed from closed trades on a schedule (every 10 minutes, and on the first
 * request after that when the timer is off) and served from memory.
 */
import type {
  CallParsed,
  Company,
  LeadTrader,
  Lang,
  News,
  NewsSummary,
  RankEntry,
  calls,
} from '@leverline/contract';
import { exactPriceUnits, moneyText, plainDecimal, unitsToText } from '@leverline/domain';
import type { Db } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, StaffContext, UserContext } from '../../http/context.js';
import { fail } from '../../http/errors.js';
import type { SettingsService } from '../settings/settings.service.js';
import { handlerTime, unixSeconds } from '../../http/wire-time.js';
import { actorOf, audit } from '../staff/staff.service.js';
import * as repo from './community.repo.js';
import { maskName, rank, traderFigures, type ClosedTrade, type TraderFigures } from './ranking.js';
import { sanitizeArticle } from './sanitize.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;

export const NEWS_PAGE_SIZE = 10;
export const LEADS_PAGE_SIZE = 10;
export const RANK_REFRESH_MS = 10 * 60_000;
const LEAD_RECENT_ORDERS = 5;

export interface CommunityDeps {
  db: Db;
  settings: SettingsService;
  clock: { now(): Date };
  /** Run the refresh timer (tests refresh by hand). */
  timers: boolean;
}


function companyView(r: repo.CompanyRow): Company {
  return {
    id: r.id,
    name: r.name,
    logo: r.logo,
    url: r.url,
    website: r.website,
    subject: r.subject,
    registered_address: r.registeredAddress,
    location: r.location,
    email: r.email,
  };
}

export class CommunityService {
  private ranking: { data: RankEntry[]; computedAt: Date } | undefined;
  private refreshing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly d: CommunityDeps) {
    if (d.timers) {
      this.timer = setInterval(() => void this.refreshRanking().catch(() => undefined), RANK_REFRESH_MS);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  // ---- invitations -----------------------------------------------------------------------------

  async inviteInfo(ctx: UserContext): Promise<Answer<{ invite_code: string; invited_count: number }>> {
    const [code, invited] = await Promise.all([repo.inviteCodeOf(this.d.db, ctx.session.userId), repo.invitedCount(this.d.db, ctx.session.userId)]);
    return { data: { invite_code: code, invited_count: invited } };
  }

  // ---- news ------------------------------------------------------------------------------------

  async newsList(input: In<'newsList'>, ctx: RequestContext): Promise<Answer<{ data: NewsSummary[]; total: number }>> {
    const lang = await this.newsLang(input.category_id, ctx.lang);
    const { rows, total } = await repo.newsPage(this.d.db, input.category_id, lang, input.page, NEWS_PAGE_SIZE);
    return {
      data: {
        data: rows.map((r) => ({ id: r.id, title: r.title, desc: r.desc, logo: r.logo, created_at: r.createdAt.toISOString() })),
        total,
      },
    };
  }

  async newsInfo(input: In<'newsInfo'>): Promise<Answer<News>> {
    const row = await repo.publishedNews(this.d.db, input.id);
    if (!row) throw fail('news_not_found');
    return {
      data: {
        id: row.id,
        title: row.title,
        desc: row.desc,
        logo: row.logo,
        created_at: row.createdAt.toISOString(),
        // Sanitised when saved; again now, so a row written by any other path is safe too.
        content: sanitizeArticle(row.content),
      },
    };
  }

  async saveNews(input: In<'staffSaveNews'>, ctx: StaffContext): Promise<Answer<{ id: number; content: string }>> {
    const content = sanitizeArticle(input.content);
    const row = await this.d.db.transaction(async (tx) => {
      const before = input.id === undefined ? undefined : await repo.newsById(tx, input.id);
      if (input.id !== undefined && !before) throw fail('news_not_found');
      const saved = await repo.saveNews(tx, input.id, {
        categoryId: input.category_id,
        lang: input.lang,
        title: input.title,
        desc: input.desc,
        logo: input.logo,
        content,
        published: input.published,
        createdAt: before?.createdAt ?? ctx.now,
        updatedAt: ctx.now,
      });
      const summary = (r: repo.NewsRow) => ({ title: r.title, lang: r.lang, published: r.published, content_length: r.content.length });
      await audit(tx, actorOf(ctx), before ? 'news.update' : 'news.create', 'news', String(saved.id), before ? summary(before) : null, summary(saved), ctx);
      return saved;
    });
    return { data: { id: row.id, content: row.content }, msg: 'saved' };
  }

  /** The request's language when it has articles of the category, else English. */
  private async newsLang(categoryId: number, lang: Lang): Promise<string> {
    return (await repo.newsLangs(this.d.db, categoryId)).has(lang) ? lang : 'en';
  }

  // ---- companies and contact ---------------------------------------------------------------------

  async getCompany(input: In<'getCompany'>): Promise<Answer<Company[]>> {
    return { data: (await repo.searchCompanies(this.d.db, input.name)).map(companyView) };
  }

  async companyStatus(input: In<'getCompanyStatus'>): Promise<Answer<{ status: number; type: number; loss_url: string }>> {
    if (input.company_id !== undefined) {
      const company = await repo.companyById(this.d.db, input.company_id);
      if (company) return { data: { status: company.status, type: 1, loss_url: company.lossUrl } };
    }
    const s = await this.d.settings.get(['company_status', 'company_status_type', 'company_loss_url']);
    return { data: { status: Number(s.company_status) || 0, type: Number(s.company_status_type) || 0, loss_url: s.company_loss_url } };
  }

  async saveCompany(input: In<'staffSaveCompany'>, ctx: StaffContext): Promise<Answer<{ id: number }>> {
    // The addresses were checked by the contract (isWebUrl, isSitePath for the logo).
    const row = await this.d.db.transaction(async (tx) => {
      const before = input.id === undefined ? undefined : await repo.lockCompany(tx, input.id);
      if (input.id !== undefined && !before) throw fail('record_not_found');
      const { id: _id, registered_address, loss_url, ...rest } = input;
      const saved = await repo.saveCompany(tx, input.id, { ...rest, registeredAddress: registered_address, lossUrl: loss_url });
      await audit(tx, actorOf(ctx), before ? 'company.update' : 'company.create', 'company', String(saved.id), before ?? null, saved, ctx);
      return saved;
    });
    return { data: { id: row.id }, msg: 'saved' };
  }

  async email(key: 'company_email' | 'complaint_email'): Promise<Answer<{ email: string }>> {
    const s = await this.d.settings.get([key]);
    return { data: { email: s[key] } };
  }

  // ---- ranking and copy-trading ----------------------------------------------------------------

  async rankList(): Promise<Answer<{ data: RankEntry[]; computed_at: string }>> {
    const now = this.d.clock.now();
    if (!this.ranking || now.getTime() - this.ranking.computedAt.getTime() >= RANK_REFRESH_MS) await this.refreshRanking();
    return { data: { data: this.ranking!.data, computed_at: this.ranking!.computedAt.toISOString() } };
  }

  /** Recomputes the ranking now (one at a time). */
  refreshRanking(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const now = this.d.clock.now();
        const trades = await this.trades();
        this.ranking = { data: rank(traderFigures(trades, now)), computedAt: now };
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  async followList(input: In<'followList'>, ctx: RequestContext): Promise<Answer<{ data: LeadTrader[]; total: number }>> {
    const { rows, total } = await repo.leadsPage(this.d.db, input.page, LEADS_PAGE_SIZE);
    const ids = rows.map((r) => r.userId);
    const raw = ids.length ? await repo.closedTrades(this.d.db, ids) : [];
    const figures = new Map<number, TraderFigures>(traderFigures(raw.map(toTrade), this.d.clock.now()).map((f) => [f.userId, f]));
    const followed = ctx.session ? await repo.followedOf(this.d.db, ctx.session.userId, ids) : new Set<number>();
    const data = await Promise.all(
      rows.map(async (r): Promise<LeadTrader> => {
        const f = figures.get(r.userId);
        const mine = raw.filter((t) => t.userId === r.userId);
        const name = mine[0] ? toTrade(mine[0]).name : await this.nameOf(r.userId);
        return {
          id: r.userId,
          type: r.type as 1 | 2 | 3,
          total_followers: Number(r.followers),
          followed: followed.has(r.userId),
          user: f?.user ?? name,
          multiple: f?.multiple ?? 1,
          three_week_rate: f?.three_week_rate ?? 0,
          three_week_win: f?.three_week_win ?? 0,
          three_week_profit: f?.three_week_profit ?? 0,
          total_rate: f?.total_rate ?? 0,
          total_trade_num: f?.total_trade_num ?? 0,
          code: f?.code ?? '',
          orders: mine.slice(0, LEAD_RECENT_ORDERS).map((t) => ({
            ShowCode: t.showCode,
            OrderType: t.side === 'buy' ? 1 : 2,
            Quantity: Number(plainDecimal(t.lots)),
            PricePrecision: t.pricePrecision,
            Price: Number(priceText(t.openPrice, t.pricePrecision)),
            UpdatePrice: Number(priceText(t.closePrice, t.pricePrecision)),
            FactProfits: Number(moneyText(t.profit ?? '0')),
            CompleteTime: unixSeconds(t.closedAt),
            CompleteTimeHandler: t.closedAt ? handlerTime(t.closedAt) : '',
          })),
        };
      }),
    );
    return { data: { data, total } };
  }

  async setLead(input: In<'followLead'>, ctx: UserContext): Promise<Answer<{ enabled: boolean; type: number }>> {
    await repo.setLead(this.d.db, ctx.session.userId, input.type, input.enabled === 1, ctx.now);
    return { data: { enabled: input.enabled === 1, type: input.type }, msg: 'follow_saved' };
  }

  async follow(input: In<'followToggle'>, ctx: UserContext): Promise<Answer<{ followed: boolean; total_followers: number }>> {
    if (input.id === ctx.session.userId) throw fail('follow_self');
    if (!(await repo.lead(this.d.db, input.id))) throw fail('lead_not_found');
    await repo.setFollow(this.d.db, ctx.session.userId, input.id, input.follow === 1, ctx.now);
    return { data: { followed: input.follow === 1, total_followers: await repo.followers(this.d.db, input.id) }, msg: 'follow_saved' };
  }

  private async trades(): Promise<ClosedTrade[]> {
    return (await repo.closedTrades(this.d.db)).map(toTrade);
  }

  private async nameOf(userId: number): Promise<string> {
    const [row] = await this.d.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, userId), limit: 1 });
    return row ? maskName(row.email, row.phone, row.uid) : '';
  }
}

type TradeRow = Awaited<ReturnType<typeof repo.closedTrades>>[number];

function toTrade(r: TradeRow): ClosedTrade {
  return {
    userId: r.userId,
    name: maskName(r.email, r.phone, r.uid),
    showCode: r.showCode,
    leverage: r.leverage,
    margin: r.margin,
    profit: r.profit ?? '0',
    fee: r.fee,
    closedAt: r.closedAt!,
  };
}

function priceText(v: string | null, digits: number): string {
  return v === null ? '' : unitsToText(exactPriceUnits(v, digits) ?? 0, digits);
}
