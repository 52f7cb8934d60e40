/** Funding records as the server answers them, for tests (override what a test is about). */
import type {
  BankDepositCoin,
  CollectionBank,
  DepositCoinOption,
  DepositRecord,
  PayoutMethod,
  WithdrawCurrency,
  WithdrawalRecord,
} from '@leverline/contract';

export function testCoinOption(overrides: Partial<DepositCoinOption> = {}): DepositCoinOption {
  return {
    id: 1,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    currency_code: 'USDT',
    protocol_code: 'TRC20',
    usd_rate: 1,
    ...overrides,
  };
}

export function testBankCoin(overrides: Partial<BankDepositCoin> = {}): BankDepositCoin {
  return { id: 3, name: 'HKD', usd_rate: 0.128, ...overrides };
}

export function testCollectionBank(overrides: Partial<CollectionBank> = {}): CollectionBank {
  return {
    id: 8,
    symbol_id: 3,
    currency_code: 'HKD',
    bank_name: 'Harbour Bank',
    bank_address: '1 Queen’s Road Central, Hong Kong',
    bank_swift: 'HRBKHKHH',
    payee_name: 'Leverline Ltd',
    payee_account: '012345678901',
    bank_remark: 'Put your UID in the reference',
    ...overrides,
  };
}

export function testDeposit(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return {
    id: 21,
    number: 100,
    type: 0,
    currency_code: 'USDT',
    protocol_code: 'TRC20',
    status: 0,
    status_name: 'Unchecked',
    credited: null,
    remark: '',
    proof_img: '/api/common/image/0123456789abcdef0123456789abcdef.jpg',
    tx_id: '',
    created_at: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}

export function testCurrency(overrides: Partial<WithdrawCurrency> = {}): WithdrawCurrency {
  return {
    id: 4,
    type: 1,
    code: 'USDT',
    protocol: 'TRC20',
    draw_rate: 1.5,
    fee_type: 2,
    usd_price: 0.998,
    min_amount: 10,
    ...overrides,
  };
}

export function testMethod(overrides: Partial<PayoutMethod> = {}): PayoutMethod {
  return {
    id: 11,
    type: 1,
    draw_id: 4,
    draw_currency: { code: 'USDT', protocol: 'TRC20' },
    dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    bank_name: '',
    bank_address: '',
    bank_swift: '',
    payee_name: '',
    payee_account: '',
    bank_remark: '',
    in_use: false,
    // Bound long ago: past its cooling-off.
    usable_from: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function testWithdrawal(overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    id: 31,
    number: 100,
    real_number: 97.3,
    fee: 1.5,
    draw_currency: { code: 'USDT', protocol: 'TRC20' },
    type: 1,
    status: 0,
    status_name: 'Under review',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    payee_account: '',
    memo: '',
    notes: '',
    created_at: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}
