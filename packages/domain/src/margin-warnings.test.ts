import { describe, expect, it } from 'vitest';
import { MAX_MARGIN_WARNING_LEVELS, parseMarginWarningLevels } from './margin-warnings.js';

describe('parseMarginWarningLevels', () => {
  it('reads a list in any order and spacing, highest first, each in its shortest exact form', () => {
    expect(parseMarginWarningLevels('120, 150')).toEqual(['150', '120']);
    expect(parseMarginWarningLevels(' 130.50 ,200,110.05')).toEqual(['200', '130.5', '110.05']);
    expect(parseMarginWarningLevels('')).toEqual([]);
  });

  it('refuses what is not a short list of distinct positive percentages with at most 2 decimals', () => {
    for (const bad of ['150,150.0', '150,abc', '1e3', '-120', '0', '120.123', '0150', '150;120', '99999.999']) {
      expect(parseMarginWarningLevels(bad), bad).toBeUndefined();
    }
    const tooMany = Array.from({ length: MAX_MARGIN_WARNING_LEVELS + 1 }, (_, i) => String(200 - i * 10)).join(',');
    expect(parseMarginWarningLevels(tooMany)).toBeUndefined();
  });
});
