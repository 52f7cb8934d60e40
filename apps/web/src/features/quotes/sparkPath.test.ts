import { describe, expect, it } from 'vitest';
import { sparkPaths } from './sparkPath';

describe('sparkline paths', () => {
  it('draws the highest close at the top and the lowest at the bottom, with the area closed below', () => {
    // height 50, padding 8 % = 4: the range 10..20 maps to y 46..4
    const { line, area } = sparkPaths([10, 20, 15], 100, 50);
    expect(line).toBe('M0,46L50,4L100,25');
    expect(area).toBe('M0,46L50,4L100,25L100,50L0,50Z');
  });

  it('draws a flat series through the middle, and nothing for fewer than two points', () => {
    expect(sparkPaths([3, 3], 10, 20).line).toBe('M0,10L10,10');
    expect(sparkPaths([3], 10, 20)).toEqual({ line: '', area: '' });
  });
});
