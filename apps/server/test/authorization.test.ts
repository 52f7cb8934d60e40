/**
 * The authorisation matrix: every call of the contract, asked by each kind of caller — a visitor,
 * a demo trader, a real trader, each of the six staff roles — is let through or refused exactly
 * as its `auth` and `permission` say. Input is left empty: the caller is checked before the
 * input, so a refusal for the caller shows whatever the input.
 */
import { describe, expect, it } from 'vitest';
import { calls, MESSAGE_CODES, STAFF_PERMISSIONS, STAFF_ROLES, type CallDef, type StaffRole } from '@leverline/contract';
import { useHarness } from './support/harness.js';
import { demoTrader } from './support/trading.js';
import { realTrader, staffMember } from './support/funding.js';

const h = useHarness();

type Caller = { kind: 'visitor' } | { kind: 'demo' | 'real'; token: string } | { kind: 'staff'; role: StaffRole; token: string };

/** Codes that say "not you": no session, demo refused, role refused. */
const CALLER_REFUSALS: number[] = [MESSAGE_CODES.session_invalid, MESSAGE_CODES.demo_forbidden, MESSAGE_CODES.staff_forbidden];

function expected(call: CallDef, caller: Caller): number | 'through' {
  switch (call.auth) {
    case 'public':
    case 'optional':
      return 'through';
    case 'user':
      return caller.kind === 'demo' || caller.kind === 'real' ? 'through' : MESSAGE_CODES.session_invalid;
    case 'real':
      if (caller.kind === 'real') return 'through';
      return caller.kind === 'demo' ? MESSAGE_CODES.demo_forbidden : MESSAGE_CODES.session_invalid;
    case 'staff':
      if (caller.kind !== 'staff') return MESSAGE_CODES.session_invalid;
      if (!call.permission) return 'through';
      return (STAFF_PERMISSIONS[call.permission] as readonly StaffRole[]).includes(caller.role) ? 'through' : MESSAGE_CODES.staff_forbidden;
  }
}

/** Calls that end the caller's session are left out: the logout tests cover them. */
const CALLS = (Object.entries(calls) as [string, CallDef][]).filter(([, c]) => c !== calls.logout && c !== calls.staffLogout);

describe('authorisation matrix', () => {
  it('lets each caller through exactly the calls its kind and role allow', async () => {
    const callers: Caller[] = [
      { kind: 'visitor' },
      { kind: 'demo', token: (await demoTrader(h)).token },
      { kind: 'real', token: (await realTrader(h)).token },
    ];
    for (const role of STAFF_ROLES) callers.push({ kind: 'staff', role, token: (await staffMember(h, role)).token });

    const wrong: string[] = [];
    let checked = 0;
    for (const [name, call] of CALLS) {
      for (const caller of callers) {
        const token = caller.kind === 'visitor' ? undefined : caller.token;
        const res = await h.app.http.inject({
          method: call.methods[0]!,
          url: call.path,
          headers: { lang: 'en', ...(token ? { authorization: token } : {}) },
          ...(call.methods[0] === 'POST' ? { payload: {} } : {}),
        });
        const code = res.json<{ code: number }>().code;
        const want = expected(call, caller);
        const who = caller.kind === 'staff' ? caller.role : caller.kind;
        checked += 1;
        if (res.statusCode >= 500) wrong.push(`${who} ${name}: ${res.statusCode}`);
        else if (want === 'through' ? CALLER_REFUSALS.includes(code) : code !== want) wrong.push(`${who} ${name}: ${code}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(80 * 9);
  });
});
