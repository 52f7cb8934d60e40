/** Trading fixtures for tests: orders as my_deal returns them, the account summary, site settings. */
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
    Quantity: '0.01',
    Multiple: 100,
    OriginPrice: '2651.40',
    Price: '2651.40',
    UpdatePrice: '2652.40',
    FactProfits: '1.000000',
    CautionMoney: '2.651400',
    TradeFee: '0.002651',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    Status: 1,
    CloseReason: null,
    CreateTimeHandler: '2026-03-02T09:30:00.000Z',
    CompleteTimeHandler: '',
    ...overrides,
  };
}

export function testSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    balance: '10000.000000',
    lock_balance: '0.000000',
    profits_total: '0.000000',
    net_value: '10000.000000',
    current_margin: '0.000000',
    available_prepayment: '10000.000000',
    prepayment_ratio: null,
    risk_rate: '0.00',
    stop_out_level: '50',
    margin_call_level: '100',
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
