/**
 * What the server's log says about a request and a failure: each HTTP line carries the client's
 * address and, once the session is known, the user or staff member; a failed query is written
 * without its parameters or the values the database echoes.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/platform/logger.js';
import { useHarness } from './support/harness.js';
import { demoTrader } from './support/trading.js';
import { staffMember } from './support/funding.js';

const h = useHarness();

type Line = Record<string, unknown> & { msg: string; reqId?: string };
const lines = (): Line[] =>
  h
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
const ofRequest = (id: string) => lines().filter((l) => l.reqId === id);

describe('HTTP log lines', () => {
  it('carry the client address, and the user once the session is known', async () => {
    const t = await demoTrader(h);
    const res = await h.app.http.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: t.token, 'x-request-id': 'req-user-1' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const [incoming, completed] = ofRequest('req-user-1');
    expect(incoming).toMatchObject({ msg: 'incoming request', req: { method: 'GET', path: '/api/user/info', ip: '203.0.113.7' } });
    expect(completed).toMatchObject({ msg: 'request completed', ip: '203.0.113.7', userId: t.userId, res: { statusCode: 200 } });
    expect(JSON.stringify(ofRequest('req-user-1'))).not.toContain(t.token);
  });

  it('name the staff member on the console’s calls, and no one on a visitor’s', async () => {
    const owner = await staffMember(h, 'owner');
    await h.app.http.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: owner.token, 'x-request-id': 'req-staff-1' }, remoteAddress: '203.0.113.8' });
    expect(ofRequest('req-staff-1').at(-1)).toMatchObject({ msg: 'request completed', ip: '203.0.113.8', staffId: owner.id });
    await h.app.http.inject({ method: 'GET', url: '/api/basicSet/getBasicInfo', headers: { 'x-request-id': 'req-visitor-1' }, remoteAddress: '203.0.113.9' });
    const visitor = ofRequest('req-visitor-1').at(-1)!;
    expect(visitor).toMatchObject({ msg: 'request completed', ip: '203.0.113.9' });
    expect(visitor).not.toHaveProperty('userId');
    expect(visitor).not.toHaveProperty('staffId');
  });
});

describe('a failed query in the log', () => {
  it('names the query and the database’s code, never the values it was given', async () => {
    const iban = 'DE89370400440532013000';
    const payee = 'Erika Mustermann';
    const failure = await h.database.db
      .execute(sql`select ${iban}::int as n, ${payee} as payee`)
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    let written = '';
    const log = createLogger(
      'info',
      'json',
      new Writable({
        write(chunk: Buffer, _enc, done) {
          written += chunk.toString();
          done();
        },
      }),
    );
    log.error({ err: failure }, 'request failed');
    const line = JSON.parse(written) as { err: { message: string; query: string; stack: string; cause: { code: string; message: string } } };
    expect(written).not.toContain(iban);
    expect(written).not.toContain(payee);
    expect(line.err.query).toContain('::int');
    expect(line.err.message).toMatch(/^Failed query: select \$1::int/);
    // 22P02: invalid text representation; the value the database quotes is masked.
    expect(line.err.cause).toMatchObject({ code: '22P02' });
    expect(line.err.cause.message).toContain('"…"');
  });
});
