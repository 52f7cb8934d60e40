/**
 * Staff accounts, separate from users: sign-in with password and TOTP, short sessions, and the
 * append-only audit log every staff action writes to in the same transaction as the action.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TOTP_REQUIRED_ROLES, type AuditEntry, type CallParsed, type Staff, type StaffRole, type calls } from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, StaffContext, StaffSession } from '../../http/context.js';
import { AppError, fail } from '../../http/errors.js';
import { SWEEP_GRACE_MS, type SweepJob } from '../../platform/housekeeping.js';
import type { PasswordHasher } from '../../platform/password.js';
import * as repo from './staff.repo.js';
import { verifyTotp } from './totp.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;

/** A staff session ends after this long without a call… */
export const STAFF_IDLE_MS = 30 * 60_000;
/** …and at the latest this long after sign-in. */
export const STAFF_MAX_MS = 12 * 3600_000;
/** Staff tokens carry this prefix so they are never mistaken for a trader's. */
export const STAFF_TOKEN_PREFIX = 'stf_';
const TOUCH_EVERY_MS = 60_000;
const AUDIT_PAGE_SIZE = 50;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface StaffDeps {
  db: Db;
  hasher: PasswordHasher;
}

export function staffView(row: repo.StaffRow): Staff {
  return { id: row.id, email: row.email, role: row.role as StaffRole, totp_enabled: row.totpSecret !== null };
}

export class StaffService {
  constructor(private readonly d: StaffDeps) {}

  /** Creates a staff member (the admin:create command; the console adds more later). */
  /** Whether a staff member signs in with this e-mail already (the admin:create command asks). */
  async exists(email: string): Promise<boolean> {
    return (await repo.staffByEmail(this.d.db, email)) !== undefined;
  }

  async create(input: { email: string; password: string; role: StaffRole; totpSecret: string | null }, now: Date) {
    if (TOTP_REQUIRED_ROLES.includes(input.role) && !input.totpSecret) throw new Error(`role ${input.role} needs a TOTP secret`);
    const passwordHash = await this.d.hasher.hash(input.password);
    return repo.insertStaff(this.d.db, {
      email: input.email.trim().toLowerCase(),
      passwordHash,
      role: input.role,
      totpSecret: input.totpSecret,
      createdAt: now,
    });
  }

  /** Housekeeping (platform/housekeeping.ts): staff sessions that ended. */
  sweepJobs(): SweepJob[] {
    return [
      {
        name: 'staff_sessions',
        sweep: (now, limit) => {
          const before = new Date(now.getTime() - SWEEP_GRACE_MS);
          return repo.deleteEndedSessions(this.d.db, before, new Date(before.getTime() - STAFF_IDLE_MS), limit);
        },
      },
    ];
  }

  /**
   * Sign-in with password and, for members who have one, the authenticator code. Every failure —
   * unknown e-mail, wrong password, missing or wrong code — answers the same `login_failed`, so
   * the answer never tells that a password was right; each is counted against the member (only
   * failures count) and written to the audit log.
   */
  async login(input: In<'staffLogin'>, ctx: RequestContext): Promise<Answer<{ token: string; staff: Staff }>> {
    const email = input.email.trim().toLowerCase();
    const row = await repo.staffByEmail(this.d.db, email);
    const account = row ? `staff:${row.id}` : `name:${email}`;
    const refuse = async (reason: string): Promise<never> => {
      ctx.attempts?.fail(account);
      await audit(this.d.db, { staffId: row?.id ?? null, email: email.slice(0, 254) }, 'staff.login_failed', 'staff', row ? String(row.id) : '', null, { reason }, ctx);
      throw new AppError('login_failed');
    };
    ctx.attempts?.check(account);
    if (!row || row.status !== 'active') {
      await this.d.hasher.burn(input.password);
      return refuse(row ? 'inactive' : 'unknown');
    }
    if (!(await this.d.hasher.verify(row.passwordHash, input.password))) return refuse('password');
    const role = row.role as StaffRole;
    if (row.totpSecret === null) {
      // Owner and finance never work without a second factor: a set-up fault the owner must
      // mend with admin:create, told only to someone who knows the password.
      if (TOTP_REQUIRED_ROLES.includes(role)) throw new AppError('staff_otp_required');
    } else {
      const step = input.otp ? verifyTotp(row.totpSecret, input.otp, ctx.now) : null;
      if (step === null || !(await repo.claimTotpStep(this.d.db, row.id, step))) return refuse('code');
    }
    const token = STAFF_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    await this.d.db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        staffId: row.id,
        tokenHash: sha256(token),
        createdAt: ctx.now,
        lastSeenAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + STAFF_MAX_MS),
        ip: ctx.ip,
      });
      await audit(tx, { staffId: row.id, email: row.email }, 'staff.login', 'staff', String(row.id), null, null, ctx);
    });
    return { data: { token, staff: staffView(row) } };
  }

  /** A call the member's role does not allow: kept in the audit log, as a sign of probing. */
  async forbidden(member: StaffSession, path: string, ctx: { ip: string; now: Date }): Promise<void> {
    await audit(this.d.db, { staffId: member.staffId, email: member.email }, 'staff.forbidden', 'call', path, null, null, ctx);
  }

  async authenticate(token: string, now: Date): Promise<StaffSession | null> {
    if (!token.startsWith(STAFF_TOKEN_PREFIX)) return null;
    const row = await repo.sessionByTokenHash(this.d.db, sha256(token));
    if (!row) return null;
    const { session } = row;
    if (
      session.revokedAt !== null ||
      session.expiresAt <= now ||
      now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS ||
      row.status !== 'active'
    ) {
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(this.d.db, session.id, now);
    return { sessionId: session.id, staffId: session.staffId, email: row.email, role: row.role as StaffRole };
  }

  async logout(ctx: StaffContext): Promise<Answer<Record<string, never>>> {
    await this.d.db.transaction(async (tx) => {
      await repo.revokeSession(tx, ctx.staff.sessionId, ctx.now);
      await audit(tx, actorOf(ctx), 'staff.logout', 'staff', String(ctx.staff.staffId), null, null, ctx);
    });
    return { data: {}, msg: 'logout_success' };
  }

  /** Active staff: whether all sign in with a second factor, and whether someone answers support. */
  async coverage(): Promise<{ allTwoFactor: boolean; support: boolean }> {
    const active = await repo.activeStaff(this.d.db);
    return { allTwoFactor: active.length > 0 && active.every((s) => s.hasTotp), support: active.some((s) => s.role === 'support') };
  }

  async me(ctx: StaffContext): Promise<Answer<Staff>> {
    const row = await repo.staffById(this.d.db, ctx.staff.staffId);
    if (!row) throw new AppError('session_invalid');
    return { data: staffView(row) };
  }

  async auditLog(input: In<'staffAudit'>): Promise<Answer<{ data: AuditEntry[]; total: number }>> {
    if (input.from && input.to && input.from > input.to) throw fail('invalid_param', { field: 'to' });
    const { rows, total } = await repo.auditPage(this.d.db, input.page, AUDIT_PAGE_SIZE, {
      ...(input.target_type ? { type: input.target_type } : {}),
      ...(input.target_id ? { id: input.target_id } : {}),
      ...(input.staff ? { staff: input.staff } : {}),
      ...(input.action ? { action: input.action } : {}),
      ...(input.from ? { from: new Date(`${input.from}T00:00:00Z`) } : {}),
      ...(input.to ? { to: new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 24 * 3600_000) } : {}),
    });
    return {
      data: {
        data: rows.map((r) => ({
          id: r.id,
          staff_id: r.staffId,
          staff_email: r.staffEmail,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          before: r.before,
          after: r.after,
          ip: r.ip,
          created_at: r.createdAt.toISOString(),
        })),
        total,
      },
    };
  }
}

export interface Actor {
  staffId: number | null;
  email: string;
}

export const actorOf = (ctx: StaffContext): Actor => ({ staffId: ctx.staff.staffId, email: ctx.staff.email });

/** Appends an audit entry in `tx`, so it exists exactly when the action it records does. */
export function audit(
  tx: Tx,
  actor: Actor,
  action: string,
  targetType: string,
  targetId: string,
  before: unknown,
  after: unknown,
  ctx: { ip: string; now: Date },
): Promise<void> {
  return repo.insertAudit(tx, {
    staffId: actor.staffId,
    staffEmail: actor.email,
    action,
    targetType,
    targetId,
    before: before ?? null,
    after: after ?? null,
    ip: ctx.ip,
    createdAt: ctx.now,
  });
}

/** Locks a staff member's row in `tx`, so the credits they give are counted one after the other. */
export function lockStaffMember(tx: Tx, staffId: number): Promise<void> {
  return repo.lockStaff(tx, staffId);
}
