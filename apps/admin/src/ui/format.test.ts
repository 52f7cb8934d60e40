import { describe, expect, it } from 'vitest';
import { groupDecimal, isNegative, isPositive } from './format';

describe('groupDecimal', () => {
  it('groups the integer part and keeps every decimal the server sent', () => {
    expect(groupDecimal('1234567.890000')).toBe('1,234,567.890000');
    expect(groupDecimal('-12345.600000')).toBe('-12,345.600000');
    expect(groupDecimal('999.000001')).toBe('999.000001');
    expect(groupDecimal('0.000000')).toBe('0.000000');
    expect(groupDecimal('1000')).toBe('1,000');
  });

  it('leaves anything that is not a decimal as it is', () => {
    expect(groupDecimal('')).toBe('');
    expect(groupDecimal('n/a')).toBe('n/a');
  });

  it('tells the sign without parsing a float', () => {
    expect(isNegative('-0.000001')).toBe(true);
    expect(isNegative('-0.000000')).toBe(false);
    expect(isPositive('0.000000')).toBe(false);
    expect(isPositive('12.500000')).toBe(true);
  });
});
