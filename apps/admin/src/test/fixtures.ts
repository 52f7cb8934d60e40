/** Records as the staff API sends them, for tests. */
import type {
  Adjustment,
  IdentityReview,
  StaffDeposit,
  StaffInstrument,
  StaffWithdrawal,
} from '@leverline/contract';
import type { StaffCategory } from '../features/dealing/category';

export function testDeposit(overrides: Partial<StaffDeposit> = {}): StaffDeposit {
  return {
    id: 41,
    number: '500',
    type: 0,
    currency_code: 'USDT',
    protocol_code: 'TRC20',
    status: 0,
    status_name: 'Unchecked',
    credited: '',
    remark: '',
    proof_img: '/api/common/image/3f2a9c.jpg',
    tx_id: '',
    created_at: '2026-03-01T09:30:00.000Z',
    user_id: 7,
    uid: '800007',
    destination: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
    usd_rate: '1.000000',
    decided_by: '',
    decided_at: '',
    waiting_credit: null,
    ...overrides,
  };
}

export function testAdjustment(overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    id: 5,
    user_id: 7,
    uid: '800007',
    amount: '-2500.000000',
    reason: 'Goodwill',
    deposit_id: null,
    holds: [{ rule: 'threshold', limit: '1000.000000', value: '2500.000000' }],
    status: 0,
    requested_by: 'finance@leverline.example',
    decided_by: '',
    reject_reason: '',
    created_at: '2026-03-01T09:30:00.000Z',
    decided_at: '',
    ...overrides,
  };
}

export function testWithdrawal(overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    id: 52,
    number: '500.00',
    real_number: '495.00',
    fee: '5.00',
    draw_currency: { code: 'USDT', protocol: 'TRC20' },
    type: 1,
    status: 0,
    status_name: 'Under review',
    address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
    payee_account: '',
    memo: '',
    notes: '',
    created_at: '2026-03-01T09:30:00.000Z',
    user_id: 7,
    uid: '800007',
    payee_name: '',
    bank_name: '',
    bank_swift: '',
    decided_by: '',
    decided_at: '',
    ...overrides,
  };
}

export function testIdentityReview(overrides: Partial<IdentityReview> = {}): IdentityReview {
  return {
    id: 63,
    user_id: 7,
    uid: '800007',
    name: 'Ada Lovelace',
    card_id: 'X1234567',
    front_pic: '/api/common/image/front63.jpg',
    reverse_pic: '/api/common/image/back63.jpg',
    status: 1,
    reason: '',
    decided_by: '',
    decided_at: '',
    created_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export function testInstrument(overrides: Partial<StaffInstrument> = {}): StaffInstrument {
  return {
    id: 1,
    code: 'EURUSD',
    show_code: 'EUR/USD',
    name: 'Euro vs US Dollar',
    category_id: 1,
    price_precision: 5,
    lot_step: '0.01',
    min_lots: '0.01',
    max_lots: '50',
    contract_size: '100000',
    margin_mode: 2,
    leverage_options: [50, 100, 200],
    fee_rate: '0.0005',
    spread_units: 12,
    swap_long: '-7.25',
    swap_short: '2.1',
    quote_currency: 'USD',
    schedule: {
      time_zone: 'America/New_York',
      windows: [
        { day: 1, open_minute: 0, close_minute: 1440 },
        { day: 2, open_minute: 0, close_minute: 1440 },
      ],
      holidays: ['2026-12-25'],
    },
    enabled: true,
    sort: 10,
    market_open: true,
    ...overrides,
  };
}

export function testCategory(overrides: Partial<StaffCategory> = {}): StaffCategory {
  return { id: 1, sort: 0, names: { en: 'Forex', jp: 'FX' }, max_leverage: null, ...overrides };
}
