/**
 * Trading fixtures for tests: orders as my_deal returns them, the account summary, site settings.
 * Figures are JSON numbers as the server writes them (money at 6 places at most).
 */
import type { AccountSummary, BasicInfo, Order } from '@leverline/contract';

export function testOrder(overrides: Partial<Order> & { Id: number }): Order {
  return {
    ForexId: 17,
    ForexTradeLists: {
      Id: 17,
      Code: 'XAUUSD',
      ShowCode: 'XAUUSD',
      PricePrecision: 2,
      Logo: '/logos/XAUUSD.svg',
    },
    OrderType: 1,
    Quantity: 0.01,
    ForexContNum: 100,
    Multiple: 100,
    OriginPrice: 2651.4,
    Price: 2651.4,
    UpdatePrice: 2652.4,
    FactProfits: 1,
    CautionMoney: 2.6514,
    OriginCautionMoney: 2.6514,
    TradeFee: 0.002651,
    Swap: 0,
    TargetLossPrice: 0,
    TargetProfitPrice: 0,
    Status: 1,
    Kind: 'market',
    Expiry: 'gtc',
    ExpireTime: 0,
    TrailingStop: 0,
    Slippage: 0,
    QuoteTime: 1_772_443_800_000,
    CloseReason: null,
    ClosedType: 0,
    // 2026-03-02T09:30:00Z
    CreateTime: 1_772_443_800,
    // in the server's time zone, for apps that print it as it is (this one does not)
    CreateTimeHandler: '2026-03-02 17:30:00',
    CompleteTime: 0,
    CompleteTimeHandler: '',
    ...overrides,
  };
}

export function testSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    balance: 10000,
    lock_balance: 0,
    profits_total: 0,
    net_value: 10000,
    current_margin: 0,
    available_prepayment: 10000,
    prepayment_ratio: null,
    risk_rate: 0,
    stop_out_level: 50,
    margin_call_level: 100,
    ...overrides,
  };
}

export function testBasicInfo(overrides: Partial<BasicInfo> = {}): BasicInfo {
  return {
    title: 'Leverline',
    service_link: '',
    service_link_type: 1,
    verify_reg_type: 1,
    trade_fee_type: 2,
    ...overrides,
  };
}
