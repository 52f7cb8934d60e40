import { describe, expect, it } from 'vitest';
import { assetClassOf, closeOutLevelPct, jurisdictionCap, lossShare, lossSharePeriod } from './compliance.js';

describe('jurisdiction caps', () => {
  it('caps by ESMA asset class', () => {
    expect(jurisdictionCap('esma', 1, 'EURUSD')).toBe(30); // two major currencies
    expect(jurisdictionCap('esma', 1, 'AUDUSD')).toBe(20); // AUD is not one of ESMA's majors
    expect(jurisdictionCap('esma', 2, 'XAUUSD')).toBe(20); // gold
    expect(jurisdictionCap('esma', 2, 'XAGUSD')).toBe(10); // other commodity
    expect(jurisdictionCap('esma', 3, 'USOIL')).toBe(10);
    expect(jurisdictionCap('asic', 4, 'US500')).toBe(20); // major index
    expect(jurisdictionCap('asic', 4, 'HK50')).toBe(10); // other index
    expect(jurisdictionCap('esma', 5, 'AAPL')).toBe(5);
    expect(jurisdictionCap('esma', 6, 'BTCUSD')).toBe(2);
    expect(jurisdictionCap('none', 6, 'BTCUSD')).toBeNull();
    expect(assetClassOf(9, 'WHEAT')).toBe('commodity');
  });

  it('keeps the close-out at 50 % or above under a preset', () => {
    expect(closeOutLevelPct('esma', '20')).toBe('50');
    expect(closeOutLevelPct('esma', '80')).toBe('80');
    expect(closeOutLevelPct('none', '20')).toBe('20');
  });
});

describe('ESMA loss share', () => {
  it('covers the twelve months before the current quarter', () => {
    expect(lossSharePeriod(new Date('2026-11-27T20:00:00Z'))).toEqual({ start: new Date('2025-10-01T00:00:00Z'), end: new Date('2026-10-01T00:00:00Z') });
    expect(lossSharePeriod(new Date('2027-01-01T00:00:00Z'))).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('counts an account as losing when realised + unrealised net of costs is below zero', () => {
    const share = lossShare([
      { realisedUsd: '10', costsUsd: '-10.000001', unrealisedUsd: '0' }, // −0.000001: lost
      { realisedUsd: '10', costsUsd: '-10', unrealisedUsd: '0' }, // exactly 0: did not lose
      { realisedUsd: '-50', costsUsd: '-1', unrealisedUsd: '60' }, // +9: an open winner outweighs
      { realisedUsd: '0', costsUsd: '0', unrealisedUsd: '-0.5' }, // lost on paper
    ]);
    expect(share).toEqual({ accounts: 4, losing: 2, sharePct: 50 }); // 2 ÷ 4
  });

  it('rounds the share half up to a whole percent, and has none without accounts', () => {
    const loser = { realisedUsd: '-1', costsUsd: '0', unrealisedUsd: '0' };
    const winner = { realisedUsd: '1', costsUsd: '0', unrealisedUsd: '0' };
    expect(lossShare([loser, loser, winner]).sharePct).toBe(67); // 66.67
    expect(lossShare([loser, winner, winner, winner, winner, winner, winner, winner]).sharePct).toBe(13); // 12.5 → 13
    expect(lossShare([])).toEqual({ accounts: 0, losing: 0, sharePct: null });
  });
});
