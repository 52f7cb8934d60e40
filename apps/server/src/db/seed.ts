/**
 * Reference data and default settings. Inserted when missing and never overwritten, so values
 * staff change later survive restarts.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { sql } from 'drizzle-orm';
import {
  areaCodes,
  bankDepositCoins,
  collectionBanks,
  companies,
  news,
  depositCoinOptions,
  settings,
  withdrawCurrencies,
} from './schema.js';
import type { Db } from './client.js';
import { NEWS_SEED, type ArticleText } from './news-seed.js';
import { NEWS_TRANSLATIONS } from './news-translations/index.js';
import { sanitizeArticle } from '../modules/community/sanitize.js';

/** Default site settings; staff edit them later from the console. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  title: 'Leverline',
  service_link: '',
  /** 1 = open the link in the in-app frame, 2 = open it in a new window. */
  service_link_type: '1',
  /** 2 = picture captcha on registration; 1 = e-mail or SMS code. */
  verify_reg_type: '1',
  /** 1 = fee is lots × rate; 2 = margin × rate. */
  trade_fee_type: '2',
  /** 1 = area code + phone, 3 = phone only. */
  is_show_mobile: '1',
  /** Virtual USD credited to a new demo account. */
  demo_start_balance: '10000',
  /** Margin level (percent) at which the engine closes positions, worst loss first. */
  stop_out_level: '50',
  /** Margin level (percent) at which traders are warned, before the stop-out. */
  margin_call_level: '100',
  /** Staff balance adjustments above this many USD (either way) need a second staff member. */
  adjust_approval_usd: '1000',
  /** Contact and complaint addresses shown on their pages. */
  company_email: 'service@leverline.example',
  complaint_email: 'complaints@leverline.example',
  /** getCompanyStatus for the site: 0 carry on; otherwise clients go to company_loss_url. */
  company_status: '0',
  company_status_type: '0',
  company_loss_url: '',
};

/** Calling codes of every country and territory, from libphonenumber's metadata. */
export function areaCodeRows(): { code: string; globalCode: string; sort: number }[] {
  return getCountries()
    .slice()
    .sort()
    .map((code, index) => ({ code, globalCode: getCountryCallingCode(code), sort: index }));
}

/**
 * The funding channels a new installation starts with, so deposits and withdrawals work out of the
 * box; staff replace the addresses and bank details with the broker's own from the console. The
 * addresses are well-formed for their networks.
 */
export const DEFAULT_CHANNELS = {
  coinOptions: [
    { currencyCode: 'USDT', protocolCode: 'TRC20', address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', usdRate: '1', sort: 1 },
    { currencyCode: 'USDT', protocolCode: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', usdRate: '1', sort: 2 },
    { currencyCode: 'USDC', protocolCode: 'ERC20', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', usdRate: '1', sort: 3 },
  ],
  bankCoins: [
    { name: 'USD', usdRate: '1', sort: 1 },
    { name: 'EUR', usdRate: '1.08', sort: 2 },
    { name: 'HKD', usdRate: '0.128', sort: 3 },
  ],
  /** By bank coin name. */
  collectionBanks: [
    { coin: 'USD', bankName: 'Leverline Settlement Bank', bankAddress: '1 Harbour Road, Hong Kong', bankSwift: 'LVLNHKHH', payeeName: 'Leverline Ltd', payeeAccount: '012345678901', bankRemark: 'Put your UID in the transfer reference' },
    { coin: 'EUR', bankName: 'Leverline Settlement Bank Europe', bankAddress: '10 Rue de la Bourse, Paris', bankSwift: 'LVLNFRPP', payeeName: 'Leverline Europe SAS', payeeAccount: 'FR7630006000011234567890189', bankRemark: 'Put your UID in the transfer reference' },
    { coin: 'HKD', bankName: 'Leverline Settlement Bank', bankAddress: '1 Harbour Road, Hong Kong', bankSwift: 'LVLNHKHH', payeeName: 'Leverline Ltd', payeeAccount: '012345678902', bankRemark: 'Put your UID in the transfer reference' },
  ],
  withdrawCurrencies: [
    { type: 1, code: 'USDT', protocol: 'TRC20', feeType: 1, drawRate: '1', usdPrice: '1', minAmount: '10', sort: 1 },
    { type: 1, code: 'USDT', protocol: 'ERC20', feeType: 1, drawRate: '5', usdPrice: '1', minAmount: '20', sort: 2 },
    { type: 1, code: 'USDC', protocol: 'ERC20', feeType: 1, drawRate: '5', usdPrice: '1', minAmount: '20', sort: 3 },
    { type: 2, code: 'USD', protocol: '', feeType: 2, drawRate: '0.5', usdPrice: '1', minAmount: '50', sort: 1 },
    { type: 2, code: 'EUR', protocol: '', feeType: 2, drawRate: '0.5', usdPrice: '0.92', minAmount: '50', sort: 2 },
    { type: 2, code: 'HKD', protocol: '', feeType: 2, drawRate: '0.5', usdPrice: '7.8', minAmount: '50', sort: 3 },
  ],
};

/**
 * Partner companies a new installation lists in the product search (company mode); staff replace
 * them. The domains are reserved example domains.
 */
export const DEFAULT_COMPANIES = [
  {
    name: 'Harbourline Capital Markets',
    url: 'https://harbourline.example/',
    website: 'https://harbourline.example/',
    subject: 'Harbourline Capital Markets Ltd',
    registeredAddress: '18 Queensway, Admiralty, Hong Kong',
    location: 'Level 22, 1 Connaught Place, Central, Hong Kong',
    email: 'partners@harbourline.example',
  },
  {
    name: 'Northgate Brokerage',
    url: 'https://northgate-brokerage.example/',
    website: 'https://northgate-brokerage.example/',
    subject: 'Northgate Brokerage Services OÜ',
    registeredAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
    location: 'Rotermanni 8, 10111 Tallinn, Estonia',
    email: 'desk@northgate-brokerage.example',
  },
  {
    name: 'Meridian Trade Partners',
    url: 'https://meridian-trade.example/',
    website: 'https://meridian-trade.example/',
    subject: 'Meridian Trade Partners SARL',
    registeredAddress: '12 Rue du Rhône, 1204 Genève, Switzerland',
    location: '12 Rue du Rhône, 1204 Genève, Switzerland',
    email: 'contact@meridian-trade.example',
  },
];

/**
 * Inserts the default articles in every language that has none yet (so a new language arrives
 * on an existing installation too), and the default companies into an installation that has
 * none. A language whose articles staff removed on purpose is seeded again on the next start:
 * to hide articles, unpublish them instead.
 */
async function seedContent(db: Db, now: Date): Promise<void> {
  const seeded = new Set(
    (await db.selectDistinct({ lang: news.lang }).from(news).where(sql`${news.categoryId} = 1`)).map((r) => r.lang),
  );
  const languages: [string, Record<string, ArticleText> | undefined][] = [['en', undefined], ...Object.entries(NEWS_TRANSLATIONS)];
  for (const [lang, texts] of languages) {
    if (seeded.has(lang)) continue;
    await db.insert(news).values(
      NEWS_SEED.map((article) => {
        const text = texts?.[article.slug] ?? article;
        return {
          categoryId: 1,
          lang,
          slug: article.slug,
          title: text.title,
          desc: text.desc,
          logo: `/news/${article.slug}.svg`,
          content: sanitizeArticle(text.content),
          createdAt: new Date(article.publishedAt),
          updatedAt: now,
        };
      }),
    ).onConflictDoNothing();
  }
  const noCompanies = (await db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n === 0;
  if (noCompanies) await db.insert(companies).values(DEFAULT_COMPANIES);
}

/** Inserts the default channels into an installation that has none of a kind yet. */
async function seedChannels(db: Db): Promise<void> {
  const empty = async (table: typeof depositCoinOptions | typeof bankDepositCoins | typeof withdrawCurrencies) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n === 0;
  if (await empty(depositCoinOptions)) await db.insert(depositCoinOptions).values(DEFAULT_CHANNELS.coinOptions);
  if (await empty(bankDepositCoins)) {
    const coins = await db.insert(bankDepositCoins).values(DEFAULT_CHANNELS.bankCoins).returning();
    const idOf = new Map(coins.map((c) => [c.name, c.id]));
    await db.insert(collectionBanks).values(DEFAULT_CHANNELS.collectionBanks.map(({ coin, ...bank }) => ({ ...bank, coinId: idOf.get(coin)! })));
  }
  if (await empty(withdrawCurrencies)) await db.insert(withdrawCurrencies).values(DEFAULT_CHANNELS.withdrawCurrencies);
}

export async function seed(db: Db, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing();
  await db.insert(areaCodes).values(areaCodeRows()).onConflictDoNothing();
  await seedChannels(db);
  await seedContent(db, now);
}
