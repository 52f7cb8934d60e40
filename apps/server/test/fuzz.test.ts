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
import { calls, MESSAGE_CODES, type CallDef } from '@leverline/contract';
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
    'a\u0000b',
    'x\u0001\u001b[31m\u007f',
    'line\nbreak',
    'tab\there',
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

/** The walks over every call of the contract grow with it: each has more than the usual time. */
const WALKS_EVERY_CALL_MS = 90_000;

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
  }, WALKS_EVERY_CALL_MS);
});

/** Control characters: NUL (which PostgreSQL text cannot hold), other C0 controls and DEL. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];
/** Refused too in every field that is not multi-line. */
const LINE_CONTROLS = ['\t', '\n', '\r'];

describe('control characters in text fields', () => {
  it('refuses them in every field of every call with a clear message, and writes nothing', async () => {
    const real = await realTrader(h);
    const owner = await staffMember(h, 'owner');
    const targets = (Object.values(calls) as CallDef[]).filter((c) => c !== calls.captcha);
    const tokenFor = (call: CallDef) => (call.auth === 'staff' ? owner.token : call.auth === 'public' ? undefined : real.token);
    let caller = 0;
    const send = (call: CallDef, body: Record<string, unknown>) => {
      const token = tokenFor(call);
      const headers = { lang: 'en', ...(token ? { authorization: token } : {}) };
      // Each request from an address of its own: the per-address limits of login and registration
      // (counted before the input is read) would otherwise answer most of them.
      caller += 1;
      const remoteAddress = `198.51.${caller >> 8}.${caller & 255}`;
      return call.methods[0] === 'GET'
        ? h.app.http.inject({ method: 'GET', url: call.path, headers, query: body as Record<string, string>, remoteAddress })
        : h.app.http.inject({ method: 'POST', url: call.path, headers, payload: body, remoteAddress });
    };
    const counts = await rowCounts();
    const wrong: string[] = [];
    let sent = 0;
    for (const call of targets) {
      // Calls without fields get an unknown one: nothing a caller sends may carry them.
      const names = fieldsOf(call.input);
      for (const name of names.length > 0 ? names : ['memo']) {
        const multiline = call.multiline?.includes(name) ?? false;
        for (const control of multiline ? CONTROLS : [...CONTROLS, ...LINE_CONTROLS]) {
          const res = await send(call, { [name]: `a${control}b` });
          sent += 1;
          const answer = res.json<{ code: number; msg: string }>();
          if (res.statusCode >= 500 || answer.code !== MESSAGE_CODES.control_characters) {
            wrong.push(`${call.path} ${name} ${JSON.stringify(control)}: ${res.statusCode} ${answer.code} ${answer.msg}`);
          }
        }
      }
      // Nested in a JSON body, too.
      if (call.methods[0] === 'POST' && names[0]) {
        const res = await send(call, { [names[0]]: { deep: ['ok', 'n\u0000l'] } });
        if (res.json<{ code: number }>().code !== MESSAGE_CODES.control_characters) wrong.push(`${call.path} nested`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await rowCounts()).toEqual(counts);
    // The message names the field, in the caller's language.
    const memo = await h.app.http.inject({ method: 'POST', url: calls.draw.path, headers: { lang: 'fr', authorization: real.token }, payload: { memo: 'x\u0000' } });
    expect(memo.json()).toMatchObject({ code: MESSAGE_CODES.control_characters, msg: 'Veuillez retirer les caractères de contrôle de la note' });
  }, WALKS_EVERY_CALL_MS);

  it('takes tabs and line breaks where a field spans lines, and keeps them', async () => {
    const owner = await staffMember(h, 'owner');
    const t = await realTrader(h);
    const reason = 'Duplicate of deposit 12.\nThe trader was told by e-mail.\tRef 7';
    const frozen = await h.post('/admin/api/users/freeze', { id: t.userId, frozen: 1, reason }, { token: owner.token });
    expect(frozen.code, frozen.msg).toBe(1);
    const [entry] = (await h.get('/admin/api/audit?target_type=user', { token: owner.token })).data.data;
    expect(entry.after.reason).toBe(reason);
  });
});
