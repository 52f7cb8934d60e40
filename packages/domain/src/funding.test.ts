import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  depositCredit,
  isBankAccount,
  isPayoutAddress,
  transactionId,
  tronAddress,
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

describe('payout checksums', () => {
  it('takes a Tron address only with its base58check checksum and the 0x41 version byte', () => {
    expect(isPayoutAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    // One character changed: same form, wrong checksum.
    expect(isPayoutAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isPayoutAddress('TRC20', 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujii')).toBe(false);
    // A valid base58check payload of another version byte (0x00, a Bitcoin address) re-prefixed is not Tron.
    expect(isPayoutAddress('TRC20', 'T1BvBMSEYstWetqTFn5Au4m4GFg7xJaNV')).toBe(false);
  });

  it('makes Tron addresses from an account hash that pass the check', () => {
    const hash = Uint8Array.from({ length: 20 }, (_, i) => i * 7);
    const address = tronAddress(hash);
    expect(address).toMatch(/^T/);
    expect(isPayoutAddress('TRC20', address)).toBe(true);
  });

  it('checks the EIP-55 capitals of a mixed-case EVM address, and takes one in a single case', () => {
    // EIP-55's own examples.
    for (const a of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB']) {
      expect(isPayoutAddress('ERC20', a)).toBe(true);
      expect(isPayoutAddress('BEP20', a)).toBe(true);
    }
    expect(isPayoutAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isPayoutAddress('ERC20', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isPayoutAddress('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isPayoutAddress('ERC20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('checks Bitcoin legacy (base58check) and segwit (bech32, bech32m) checksums', () => {
    expect(isPayoutAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isPayoutAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isPayoutAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    // BIP-173's key hash 751e76e8…3bd6, and the same with one character changed.
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
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

describe('payout checksums', () => {
  it('takes a Tron address only with its base58check checksum and the 0x41 version byte', () => {
    expect(isPayoutAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    // One character changed: same form, wrong checksum.
    expect(isPayoutAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isPayoutAddress('TRC20', 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujii')).toBe(false);
    // A valid base58check payload of another version byte (0x00, a Bitcoin address) re-prefixed is not Tron.
    expect(isPayoutAddress('TRC20', 'T1BvBMSEYstWetqTFn5Au4m4GFg7xJaNV')).toBe(false);
  });

  it('makes Tron addresses from an account hash that pass the check', () => {
    const hash = Uint8Array.from({ length: 20 }, (_, i) => i * 7);
    const address = tronAddress(hash);
    expect(address).toMatch(/^T/);
    expect(isPayoutAddress('TRC20', address)).toBe(true);
  });

  it('checks the EIP-55 capitals of a mixed-case EVM address, and takes one in a single case', () => {
    // EIP-55's own examples.
    for (const a of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB']) {
      expect(isPayoutAddress('ERC20', a)).toBe(true);
      expect(isPayoutAddress('BEP20', a)).toBe(true);
    }
    expect(isPayoutAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isPayoutAddress('ERC20', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isPayoutAddress('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isPayoutAddress('ERC20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('checks Bitcoin legacy (base58check) and segwit (bech32, bech32m) checksums', () => {
    expect(isPayoutAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isPayoutAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isPayoutAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjz0e0'.slice(0, -1) + 'e')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjz0e')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjz0ee')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx5ukjzjq')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wptugxfr')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjzqjq')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjzsq')).toBe(false);
    // BIP-173 and BIP-350 examples.
    expect(isPayoutAddress('BTC', 'bc1qw508d6qejxtdg4c5r6jway4e6zxx58wpkjzvf2')).toBe(false);
    expect(isPayoutAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isPayoutAddress('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
    // A version 1 program written in bech32 instead of bech32m.
    expect(isPayoutAddress('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(false);
  });

  it('checks an IBAN’s country length and mod-97 check digits; other account numbers by form', () => {
    expect(isBankAccount('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isBankAccount('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isBankAccount('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isBankAccount('GB82 WEST 1234 5698 7654 3')).toBe(false);
    expect(isBankAccount('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isBankAccount('012345678901')).toBe(true);
  });
});

describe('transactionId', () => {
  const tron = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
  it('takes each network\'s own shape and keeps hex ids in lower case', () => {
    expect(transactionId('TRC20', ` ${tron.toUpperCase()} `)).toBe(tron);
    expect(transactionId('erc20', `0x${tron}`)).toBe(`0x${tron}`);
    expect(transactionId('BEP20', `0X${tron}`)).toBeNull();
    expect(transactionId('BTC', tron)).toBe(tron);
    const solana = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(transactionId('SOL', solana)).toBe(solana);
  });

  it('refuses an id of another network, a truncated one and anything that is no id', () => {
    expect(transactionId('TRC20', `0x${tron}`)).toBeNull(); // an Ethereum hash on Tron
    expect(transactionId('ERC20', tron)).toBeNull(); // no 0x
    expect(transactionId('BTC', tron.slice(0, 63))).toBeNull();
    expect(transactionId('SOL', '0OIl'.repeat(20))).toBeNull(); // not base58
    expect(transactionId('TRC20', '')).toBeNull();
  });

  it('gives networks it does not know the generic check', () => {
    expect(transactionId('TON', 'abc:123_def-4567890')).toBe('abc:123_def-4567890');
    expect(transactionId('TON', 'short')).toBeNull();
    expect(transactionId('TON', 'has space inside it')).toBeNull();
  });
});
