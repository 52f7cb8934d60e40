/**
 * Housekeeping (platform/housekeeping.ts): ended sessions, old verification codes, expired
 * captchas and idempotency keys are deleted on a schedule, in batches; what can still be used stays.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { captchas, idempotencyKeys, sessions, staffSessions, verificationCodes } from '../src/db/schema.js';
import { Housekeeping } from '../src/platform/housekeeping.js';
import { PASSWORD, registerByEmail, useHarness } from './support/harness.js';
import { postWith, realTrader, setUpChannels, uploadProof } from './support/funding.js';

const h = useHarness();
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const rows = async () => ({
  sessions: (await h.database.db.select().from(sessions)).length,
  staff_sessions: (await h.database.db.select().from(staffSessions)).length,
  verification_codes: (await h.database.db.select().from(verificationCodes)).length,
  captchas: (await h.database.db.select().from(captchas)).length,
  idempotency_keys: (await h.database.db.select().from(idempotencyKeys)).length,
});
const login = (email: string) => h.post('/api/user/loginForU', { account: email, password: PASSWORD, login_type: 'email' });

describe('housekeeping', () => {
  it('deletes what ended or expired, an hour on, and leaves what can still be used', async () => {
    // Yesterday's: a session logged out, a staff session, a code, a captcha and an idempotency key.
    const old = await realTrader(h);
    const loggedOut = (await login(old.email)).data.token as string;
    await h.post('/api/user/logout', {}, { token: loggedOut });
    // A finance member enters the funding channels (a new installation has none).
    await setUpChannels(h);
    await h.get('/api/common/captcha');
    const submitted = await postWith(h, '/api/quickCharge/submit', { number: '10', proofImg: await uploadProof(h, old.token), charge_id: 1 }, old.token, { 'idempotency-key': 'deposit-0001' });
    expect(submitted.code).toBe(1);
    expect(await rows()).toEqual({ sessions: 2, staff_sessions: 1, verification_codes: 1, captchas: 1, idempotency_keys: 1 });

    // A day later: the old trader still uses their first session; a new one registers.
    h.advance(DAY + HOUR);
    expect((await h.get('/api/user/info', { token: old.token })).code).toBe(1);
    const fresh = await registerByEmail(h, 'fresh@example.com');
    await h.get('/api/common/captcha');

    const deleted = await h.app.housekeeping.sweep(h.now());
    expect(deleted).toEqual({ sessions: 1, verification_codes: 1, captchas: 1, staff_sessions: 1, idempotency_keys: 1 });
    expect(await rows()).toEqual({ sessions: 2, staff_sessions: 0, verification_codes: 1, captchas: 1, idempotency_keys: 0 });
    // Live sessions work as before; the deleted one answers 999 as it did once logged out.
    expect((await h.get('/api/user/info', { token: old.token })).code).toBe(1);
    expect((await h.get('/api/user/info', { token: fresh.token })).code).toBe(1);
    expect((await h.get('/api/user/info', { token: loggedOut })).code).toBe(999);
    // Nothing left to do: a second run deletes nothing.
    expect(Object.values(await h.app.housekeeping.sweep(h.now())).every((n) => n === 0)).toBe(true);
  });

  it('deletes sessions left idle past SESSION_IDLE_HOURS (7 days), an hour on', async () => {
    const idle = await realTrader(h);
    h.advance(7 * DAY + 2 * HOUR);
    const kept = await realTrader(h);
    const deleted = await h.app.housekeeping.sweep(h.now());
    expect(deleted.sessions).toBe(1);
    expect((await h.get('/api/user/info', { token: idle.token })).code).toBe(999);
    expect((await h.get('/api/user/info', { token: kept.token })).code).toBe(1);
  });

  it('works through a backlog in batches, and runs on a timer', async () => {
    const batches: number[] = [];
    let left = 7;
    let runs = 0;
    let ran: () => void = () => {};
    const secondRun = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const keeping = new Housekeeping({
      jobs: [
        {
          name: 'rows',
          sweep: (_now, limit) => {
            const n = Math.min(limit, left);
            left -= n;
            batches.push(n);
            return Promise.resolve(n);
          },
        },
        {
          name: 'runs',
          sweep: () => {
            runs += 1;
            if (runs === 2) ran();
            return Promise.resolve(0);
          },
        },
      ],
      now: () => new Date(),
      log: pino({ level: 'silent' }),
      batch: 3,
      everyMs: 5,
    });
    expect(await keeping.sweep()).toEqual({ rows: 7, runs: 0 });
    // 3 + 3 + 1: the short batch ends the run.
    expect(batches).toEqual([3, 3, 1]);
    keeping.start();
    await secondRun;
    await keeping.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('tries a failed job again on the next run and still runs the others', async () => {
    let attempts = 0;
    const keeping = new Housekeeping({
      jobs: [
        {
          name: 'flaky',
          sweep: () => {
            attempts += 1;
            return attempts === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(2);
          },
        },
        { name: 'steady', sweep: () => Promise.resolve(1) },
      ],
      now: () => new Date(),
      log: pino({ level: 'silent' }),
    });
    expect(await keeping.sweep()).toEqual({ flaky: 0, steady: 1 });
    expect(await keeping.sweep()).toEqual({ flaky: 2, steady: 1 });
  });
});
