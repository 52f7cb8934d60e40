/**
 * Every call of the contract, sent by a caller who may use it (a real trader, a demo trader, the
 * owner of the back office) with bad input derived from the call's own schema: each field of its
 * input replaced by values of the wrong type, out of range, empty, huge or hostile. The answer is
 * always an envelope with a message, never a 500, and a refused call writes nothing: every table's
 * row count is the same after it as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { calls, type CallDef } from '@leverline/contract';
import * as schema from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds, settle, tradingClockStart } from './support/trading.js';
import { realTrader, staffMember } from './support/funding.js';

const h = useHarness({ clockStart: tradingClockStart });
afterEach(async () => {
  await settle(h);
  await expectLedgerHolds(h);
});

/** Tables whose row count a refused call must leave alone (candles move with the market). */
const TABLES = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable) && getTableName(t) !== 'candles');

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (t) => [getTableName(t), Number((await h.database.db.select({ n: count() }).from(t))[0]!.n)] as const),
  );
  return Object.fromEntries(entries);
}

/** The field names of a call's input object, through defaults, optionals and transforms. */
function fieldsOf(input: z.ZodType): string[] {
  let current: z.ZodType = input;
  for (let guard = 0; guard < 10; guard++) {
    const def = (current as unknown as { def: { type: string; in?: z.ZodType; innerType?: z.ZodType; shape?: Record<string, unknown> } }).def;
    if (def.type === 'object' && def.shape) return Object.keys(def.shape);
    const next = def.in ?? def.innerType;
    if (!next) return [];
    current = next;
  }
  return [];
}

const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    '-0.000000001',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '9007199254740993',
    '0x10',
    '1,5',
    'true',
    'null',
    '[]',
    '{}',
    "' or 1=1 --",
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    '𝕏'.repeat(400),
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** Calls that end the caller's own session: they would turn every later run into a 999. */
const ENDS_SESSION = new Set<CallDef>([calls.logout, calls.staffLogout] as CallDef[]);

describe('every call with schema-derived bad input', () => {
  it('answers with a message, never 500, and a refusal writes nothing', async () => {
    const real = await realTrader(h);
    const demo = await demoTrader(h);
    const owner = await staffMember(h, 'owner');
    const targets = (Object.values(calls) as CallDef[]).filter((c) => !ENDS_SESSION.has(c) && c !== calls.captcha);
    const tokenFor = (call: CallDef, demoCaller: boolean) =>
      call.auth === 'staff' ? owner.token : call.auth === 'public' ? undefined : demoCaller ? demo.token : real.token;

    const arbitrary = fc.constantFrom(...targets).chain((call) =>
      fc.record({
        call: fc.constant(call),
        demoCaller: fc.boolean(),
        // Each field of the schema: left out, or bad (at least one bad).
        body: fc
          .tuple(
            fc.array(fc.option(hostile, { nil: undefined }), { minLength: fieldsOf(call.input).length, maxLength: fieldsOf(call.input).length }),
            hostile,
          )
          .map(([values, extra]) => {
            const names = fieldsOf(call.input);
            const fields: [string, unknown][] = [];
            values.forEach((value, i) => {
              if (value !== undefined) fields.push([names[i]!, value]);
            });
            return Object.fromEntries(fields.length > 0 ? fields : [[names[0] ?? 'id', extra]]);
          }),
      }),
    );

    let counts = await rowCounts();
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ call, demoCaller, body }) => {
        const token = tokenFor(call, demoCaller);
        const method = call.methods[0]!;
        const headers = { lang: 'en', ...(token ? { authorization: token } : {}) };
        const res =
          method === 'GET'
            ? await h.app.http.inject({
                method,
                url: call.path,
                headers,
                query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
              })
            : await h.app.http.inject({ method, url: call.path, headers, payload: body as Record<string, unknown> });
        expect(res.statusCode, `${call.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        const answer = res.json<{ code: number; msg: string }>();
        expect(typeof answer.msg, call.path).toBe('string');
        expect(answer.msg.length, call.path).toBeGreaterThan(0);
        const after = await rowCounts();
        if (answer.code !== 1) {
          refused += 1;
          expect(after, `${call.path} refused (${answer.msg}) but wrote`).toEqual(counts);
        }
        counts = after;
      }),
      { numRuns: 400, seed: 20261121 },
    );
    // Bad input is refused far more often than it happens to be valid.
    expect(refused).toBeGreaterThan(300);
  });
});
