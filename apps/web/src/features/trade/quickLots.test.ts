import { describe, expect, it } from 'vitest';
import { quickLots } from './quickLots';

describe('quickLots', () => {
  it('offers the minimum and 10, 50 and 100 times it', () => {
    expect(quickLots({ min: '0.01', step: '0.01', max: '100' })).toEqual(['0.01', '0.1', '0.5', '1']);
  });
  it('leaves out sizes above the maximum', () => {
    expect(quickLots({ min: '0.1', step: '0.1', max: '5' })).toEqual(['0.1', '1', '5']);
  });
});
