import { describe, expect, it } from 'vitest';
import { canStepDown, canStepUp, stepLots, type LotRule } from './lots';

const rule: LotRule = { min: '0.01', step: '0.01', max: '0.05' };

describe('lots stepper arithmetic', () => {
  it('steps by the lot step exactly, where floats would drift', () => {
    let lots = rule.min;
    lots = stepLots(lots, rule, 1);
    lots = stepLots(lots, rule, 1);
    // 0.01 + 0.01 + 0.01 in floats is 0.030000000000000002
    expect(lots).toBe('0.03');
    expect(stepLots('0.03', rule, -1)).toBe('0.02');
  });

  it('offers minus only while one step less stays above zero and at least the minimum', () => {
    expect(canStepDown('0.01', rule)).toBe(false); // 0.01 − 0.01 = 0: not above zero
    expect(canStepDown('0.02', rule)).toBe(true);
    const fromZero = { min: '0', step: '0.1', max: '1' };
    expect(canStepDown('0.1', fromZero)).toBe(false); // 0.1 − 0.1 = 0 even with a minimum of 0
    expect(canStepDown('0.2', fromZero)).toBe(true);
    const bigMin = { min: '0.5', step: '0.1', max: '2' };
    expect(canStepDown('0.5', bigMin)).toBe(false); // 0.4 would be under the minimum
  });

  it('stops plus at the maximum and never steps past it', () => {
    expect(canStepUp('0.04', rule)).toBe(true);
    expect(canStepUp('0.05', rule)).toBe(false);
    expect(stepLots('0.05', rule, 1)).toBe('0.05');
  });

  it('puts typed lots back on the grid and restarts text that is not a number from the minimum', () => {
    expect(stepLots('0.025', rule, 1)).toBe('0.03');
    expect(stepLots('0.025', rule, -1)).toBe('0.02');
    expect(stepLots('', rule, 1)).toBe('0.01');
    expect(stepLots('0.001', rule, 1)).toBe('0.01');
  });
});
