import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from './support/database.js';
import { plainArray, textArray } from '../src/modules/trading/trading.repo.js';

describe('array literals of the batch statement', () => {
  it('reach the database as the arrays they were made of', async () => {
    const { db } = await testDatabase();
    const texts = ['buy', 'a "quoted" code', 'back\\slash', 'comma, brace}{', '', null, 'NULL'];
    const numerals = ['65000.1234500000', '-0.010000', null, '0'];
    // Both drivers answer { rows }; the database type joins them into a type without it.
    const answer: unknown = await db.execute(
      sql`select ${textArray(texts)}::text[] as texts, ${plainArray(numerals)}::numeric[]::text[] as numerals,
                 ${plainArray([1, -2, 2147483647])}::integer[] as ints, ${plainArray([true, false, null])}::boolean[] as flags`,
    );
    const { rows } = answer as { rows: Record<string, unknown>[] };
    expect(rows[0]).toEqual({ texts, numerals, ints: [1, -2, 2147483647], flags: [true, false, null] });
  });

  it('are empty arrays for no values', () => {
    expect(plainArray([])).toBe('{}');
    expect(textArray([])).toBe('{}');
  });
});
