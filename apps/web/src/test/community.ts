/** Fixtures of the community calls (news, ranking, copy trading, companies) as the server answers. */
import type { Company, LeadTrader, News, RankEntry } from '@leverline/contract';

export function testNews(overrides: Partial<News> = {}): News {
  return {
    id: 1,
    title: 'How margin and leverage work',
    desc: 'Margin is the deposit an open position holds; leverage sets how large that position can be.',
    logo: '/news/how-margin-and-leverage-work.svg',
    created_at: '2026-03-02T10:00:00.000Z',
    content: '<p>Margin is a deposit.</p>',
    ...overrides,
  };
}

export function testRankEntry(overrides: Partial<RankEntry> = {}): RankEntry {
  return {
    rank: 1,
    user: 'ja***e',
    multiple: 100,
    three_week_rate: 12.5,
    three_week_win: 66.67,
    three_week_profit: 125,
    total_rate: 8.25,
    total_trade_num: 14,
    code: 'XAUUSD',
    ...overrides,
  };
}

export function testLead(overrides: Partial<LeadTrader> = {}): LeadTrader {
  return {
    id: 21,
    user: 'ma***o',
    type: 2,
    total_followers: 4,
    followed: false,
    multiple: 50,
    three_week_rate: 9.1,
    three_week_win: 60,
    three_week_profit: 91,
    total_rate: 5,
    total_trade_num: 9,
    code: 'EURUSD',
    orders: [
      {
        ShowCode: 'EURUSD',
        OrderType: 1,
        Quantity: 0.1,
        PricePrecision: 5,
        Price: 1.0852,
        UpdatePrice: 1.0861,
        FactProfits: 9,
        // 2026-03-02T10:00:00Z; the text is the server's zone, which the app does not show
        CompleteTime: 1_772_445_600,
        CompleteTimeHandler: '2026-03-02 18:00:00',
      },
    ],
    ...overrides,
  };
}

export function testCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 3,
    name: 'Harbourline Capital Markets',
    logo: '',
    url: 'https://harbourline.example/',
    website: 'https://harbourline.example/',
    subject: 'Harbourline Capital Markets Ltd',
    registered_address: '18 Queensway, Admiralty, Hong Kong',
    location: 'Level 22, 1 Connaught Place, Central, Hong Kong',
    email: 'partners@harbourline.example',
    ...overrides,
  };
}
