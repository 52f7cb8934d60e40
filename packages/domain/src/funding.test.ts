import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  depositCredit,
  isBankAccount,
  isPayoutAddress,
  isSwift,
  withdrawable,
  withdrawalFee,
  withdrawalQuote,
  withdrawalReceived,
} from './funding.js';

const cents = fc.integer({ min: 1, max: 10_000_000_00 }).map((n) => new Big(n).div(100).toFixed(2));

describe('withdrawal fee and received amount (§9)', () => {
  it('takes a fixed fee when fee_type is 1', () => {
    // 100.00 − 2.50 = 97.50 USD, paid 1:1 in USDT
    expect(withdrawalQuote('100', { fee_type: 1, draw_rate: '2.5', usd_price: '1' })).toEqual({ fee: '2.50', received: '97.50' });
  });

  it('takes a percentage otherwise, with the fee rounded half-up to cents', () => {
    // 1.5% of 333.33 = 4.99995 → 5.00; (333.33 − 5.00) × 0.92 = 302.0636 → 302.06 EUR
    expect(withdrawalQuote('333.33', { fee_type: 2, draw_rate: '1.5', usd_price: '0.92' })).toEqual({
      fee: '5.00',
      received: '302.06',
    });
  });

  it('never pays out a negative amount', () => {
    expect(withdrawalReceived('1', '5', '1').toFixed(2)).toBe('0.00');
  });

  it('rounds the received amount down, never promising more than is sent (property)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100000 }), (amount, rateBp, priceMilli) => {
        const rate = new Big(rateBp).div(100).toString();
        const price = new Big(priceMilli).div(1000).toString();
        const fee = withdrawalFee(amount, 2, rate);
        const received = withdrawalReceived(amount, fee, price);
        const exact = new Big(amount).minus(fee).times(price);
        expect(received.lte(exact.lt(0) ? 0 : exact)).toBe(true);
        expect(exact.minus(received).lt('0.01') || exact.lt(0)).toBe(true);
        expect(fee.gte(0) && fee.lte(amount)).toBe(true);
      }),
    );
  });
});

describe('withdrawable', () => {
  it('keeps unrealised profit and margin in the account', () => {
    // balance 1000, net value 1200 (floating +200), margin 300 → 1000 − 300
    expect(withdrawable('1000', '1200', '300').toFixed(6)).toBe('700.000000');
  });

  it('keeps unrealised losses covered', () => {
    // balance 1000, net value 800 (floating −200), margin 300 → 800 − 300
    expect(withdrawable('1000', '800', '300').toFixed(6)).toBe('500.000000');
  });

  it('is never negative', () => {
    expect(withdrawable('100', '50', '300').toFixed(6)).toBe('0.000000');
  });
});

describe('deposit credit', () => {
  it('converts at the channel rate to 6 places', () => {
    // 123.456789 EUR × 1.0875 USD/EUR = 134.2592580375 → 134.259258
    expect(depositCredit('123.456789', '1.0875').toFixed(6)).toBe('134.259258');
  });
});

describe('payout method formats', () => {
  it('checks addresses per network', () => {
    expect(isPayoutAddress('TRC20', 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio')).toBe(true);
    expect(isPayoutAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isPayoutAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isPayoutAddress('ERC20', '0x5290840009852788')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isPayoutAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdO')).toBe(false);
    expect(isPayoutAddress('TRC20', 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89uji<')).toBe(false);
  });

  it('checks SWIFT codes of 8 or 11 characters', () => {
    expect(isSwift('DEUTDEFF')).toBe(true);
    expect(isSwift('DEUTDEFF500')).toBe(true);
    expect(isSwift('DEUTDEFF5')).toBe(false);
    expect(isSwift('DEU1DEFF')).toBe(false);
  });

  it('accepts account numbers and IBANs with spaces', () => {
    expect(isBankAccount('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isBankAccount('12-34')).toBe(false);
    expect(isBankAccount('<script>')).toBe(false);
  });
});
