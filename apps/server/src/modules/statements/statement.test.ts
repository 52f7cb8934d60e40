import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { AppError } from '../../http/errors.js';
import { monthsBetween, movementsOf, parsePeriod } from './statement.js';

const refusal = (text: string) => {
  try {
    parsePeriod(text);
  } catch (error) {
    return error instanceof AppError ? MESSAGE_CODES[error.key] : error;
  }
  return null;
};

describe('parsePeriod', () => {
  it('reads a UTC day and a calendar month, ends excluded', () => {
    expect(parsePeriod('2026-02-28')).toEqual({
      kind: 'day',
      key: '2026-02-28',
      from: new Date('2026-02-28T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    });
    expect(parsePeriod('2026-12')).toEqual({
      kind: 'month',
      key: '2026-12',
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
    expect(parsePeriod('2028-02-29').to).toEqual(new Date('2028-03-01T00:00:00Z'));
  });

  it('refuses dates that do not exist and anything that is not a day or a month', () => {
    for (const text of [
      '2026-02-29',
      '2026-13',
      '2026-00',
      '2026-04-31',
      '26-11',
      '2026-11-1',
      '2026/11',
      '',
      'x',
    ]) {
      expect(refusal(text), text).toBe(MESSAGE_CODES.statement_period_invalid);
    }
  });
});

describe('monthsBetween', () => {
  it('lists the months from the opening to now, newest first, across a year', () => {
    expect(monthsBetween(new Date('2025-11-30T23:00:00Z'), new Date('2026-02-01T00:00:00Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthsBetween(new Date('2026-02-10T00:00:00Z'), new Date('2026-02-11T00:00:00Z'))).toEqual([
      '2026-02',
    ]);
  });
});

describe('movementsOf', () => {
  it('runs the balance from the opening and totals each kind in the ledger order', () => {
    const at = new Date('2026-11-04T10:00:00Z');
    const entries = [
      { id: 1, createdAt: at, type: 'trade_fee', memo: 'BTCUSD #3', amount: '-0.475100' },
      { id: 2, createdAt: at, type: 'deposit', memo: '', amount: '1000.000000' },
      { id: 3, createdAt: at, type: 'trade_fee', memo: 'BTCUSD #4', amount: '-0.096020' },
    ];
    const result = movementsOf('10.000000', entries);
    expect(result.movements.map((m) => m.balance)).toEqual(['9.524900', '1009.524900', '1009.428880']); // 10 − 0.4751, + 1000, − 0.09602
    expect(result.totals).toEqual([
      { kind: 'deposit', count: 1, amount: '1000.000000' },
      { kind: 'trade_fee', count: 2, amount: '-0.571120' },
    ]);
    expect(result.moved).toBe('999.428880');
    expect(result.closing).toBe('1009.428880');
  });

  it('balances exactly: opening plus the totals is the closing balance, for any entries', () => {
    const micros = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    const text = (m: bigint) =>
      `${m < 0n ? '-' : ''}${(m < 0n ? -m : m) / 1_000_000n}.${((m < 0n ? -m : m) % 1_000_000n).toString().padStart(6, '0')}`;
    const kinds = fc.constantFrom(
      'deposit',
      'withdrawal',
      'trade_fee',
      'trade_profit',
      'swap',
      'adjustment',
      'some_new_kind',
    );
    fc.assert(
      fc.property(micros, fc.array(fc.tuple(kinds, micros), { maxLength: 40 }), (opening, list) => {
        const result = movementsOf(
          text(opening),
          list.map(([type, amount], i) => ({
            id: i + 1,
            createdAt: new Date(0),
            type,
            memo: '',
            amount: text(amount),
          })),
        );
        const sum = list.reduce((a, [, amount]) => a + amount, 0n);
        expect(result.closing).toBe(text(opening + sum));
        expect(result.moved).toBe(text(sum));
        expect(result.totals.reduce((a, t) => a + t.count, 0)).toBe(list.length);
        expect(result.movements.at(-1)?.balance ?? text(opening)).toBe(result.closing);
      }),
    );
  });
});
