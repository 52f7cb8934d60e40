/**
 * The engine lock (platform/leader.ts) on PostgreSQL: one candidate leads, the other stands by
 * and takes over when the leader's connection ends; a leader whose connection is cut takes the
 * lock again when nobody else has, and gives way (onLost) when somebody has. Never two leaders.
 */
import { pino } from 'pino';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { engineLeadership, type Leadership } from '../src/platform/leader.js';

const url = process.env.DATABASE_URL;
const log = pino({ level: 'silent' });
const opened: Leadership[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.stop()));
});

async function candidate(key: number, retryMs: number, onLost = () => undefined) {
  const state = { led: 0, lost: 0 };
  const leadership = await engineLeadership({
    url: url!,
    log,
    key,
    retryMs,
    onLead: () => {
      state.led += 1;
      return Promise.resolve();
    },
    onLost: () => {
      state.lost += 1;
      onLost();
    },
  });
  opened.push(leadership);
  return { leadership, state };
}

/** Ends the database session holding advisory lock `key`, as a PostgreSQL restart would. */
async function cutHolder(key: number) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_locks where locktype = 'advisory' and granted and ((classid::bigint << 32) | objid::bigint) = $1",
      [key],
    );
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    return rows.length;
  } finally {
    await admin.end();
  }
}

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe.skipIf(!url)('engine lock', () => {
  it('lets one candidate lead, and a standby take over when the leader goes', async () => {
    const key = 0x10000 + Math.floor(Math.random() * 1e6);
    const a = await candidate(key, 50);
    const b = await candidate(key, 50);
    expect([a.leadership.leading(), b.leadership.leading()]).toEqual([true, false]);
    await a.leadership.stop();
    expect(await until(() => b.leadership.leading())).toBe(true);
    expect(b.state.led).toBe(1);
  });

  it('keeps leading after its connection is cut when nobody else took the lock', async () => {
    const key = 0x10000 + Math.floor(Math.random() * 1e6);
    const a = await candidate(key, 50);
    expect(await cutHolder(key)).toBe(1);
    // Taken again on a new connection: the lock is held, by a, and a never gave way.
    await new Promise((r) => setTimeout(r, 500));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const held = (await admin.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key])).rows[0]!.ok;
    await admin.end();
    expect(held).toBe(false);
    expect(a.leadership.leading()).toBe(true);
    expect(a.state.lost).toBe(0);
  });

  it('gives way when a standby took the lock while its connection was cut: never two leaders', async () => {
    const key = 0x10000 + Math.floor(Math.random() * 1e6);
    const a = await candidate(key, 50);
    const b = await candidate(key, 10);
    await cutHolder(key);
    // Whoever wins the race leads; if it is b, a must have given way.
    await new Promise((r) => setTimeout(r, 500));
    if (b.leadership.leading()) expect(a.state.lost).toBe(1);
    else expect(a.state.lost).toBe(0);
  });
});
