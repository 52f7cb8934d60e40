/** The only queries of the notifications module's tables (notifications.schema.ts). */
import { EMAIL_ONLY_KINDS } from '@leverline/contract';
import { and, asc, count, desc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { plainArray, textArray } from '../../db/arrays.js';
import type { Tx } from '../../db/client.js';
import { reuseSql } from '../../db/reuse.js';
import { marginBands, noticeDeliveries, noticePreferences, notifications, priceAlerts, pushSubscriptions } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type AlertRow = typeof priceAlerts.$inferSelect;
export type NewAlert = typeof priceAlerts.$inferInsert;
export type DeliveryRow = typeof noticeDeliveries.$inferSelect;
export type NewDelivery = typeof noticeDeliveries.$inferInsert;
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

// ---- inbox ---------------------------------------------------------------------------------------

/**
 * Inserts each notification whose event was not told yet, in one prepared statement whatever
 * their number (one array a column, db/arrays.ts); answers, for each row given and in its order,
 * the inserted row, or undefined for an event told before (or given twice).
 */
export async function claimNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<(NotificationRow | undefined)[]> {
  if (rows.length === 0) return [];
  const query = reuseSql(
    tx,
    'claim_notifications',
    () => sql`insert into ${notifications} (user_id, event_key, kind, topic, params, link, created_at)
      select * from unnest(${sql.placeholder('users')}::integer[], ${sql.placeholder('keys')}::text[], ${sql.placeholder('kinds')}::text[],
        ${sql.placeholder('topics')}::text[], ${sql.placeholder('params')}::jsonb[], ${sql.placeholder('links')}::text[], ${sql.placeholder('times')}::timestamptz[])
      on conflict (user_id, event_key) do nothing
      returning id, user_id, event_key`,
  );
  const result = (await query.execute({
    users: plainArray(rows.map((r) => r.userId)),
    keys: textArray(rows.map((r) => r.eventKey)),
    kinds: textArray(rows.map((r) => r.kind)),
    topics: textArray(rows.map((r) => r.topic)),
    params: textArray(rows.map((r) => JSON.stringify(r.params))),
    links: textArray(rows.map((r) => r.link)),
    times: textArray(rows.map((r) => (r.createdAt ?? new Date()).toISOString())),
  })) as { rows: { id: number | string; user_id: number | string; event_key: string }[] };
  const ids = new Map(result.rows.map((r) => [`${Number(r.user_id)} ${r.event_key}`, Number(r.id)]));
  return rows.map((row) => {
    const key = `${row.userId} ${row.eventKey}`;
    const id = ids.get(key);
    if (id === undefined) return undefined;
    ids.delete(key);
    return { id, userId: row.userId, eventKey: row.eventKey, kind: row.kind, topic: row.topic, params: row.params, link: row.link, readAt: null, createdAt: row.createdAt ?? new Date() };
  });
}

/** E-mail-only kinds (trade confirmations) keep a row as the claim that sends their e-mail once; it is not an inbox line. */
const listedOnly = notInArray(notifications.kind, [...EMAIL_ONLY_KINDS]);

export async function inboxPage(tx: Tx, userId: number, page: number, size: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), listedOnly))
    .orderBy(desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
  const [totals] = await tx
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), listedOnly));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function unreadCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), listedOnly));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read, or all of them; returns how many rows changed. */
export async function markRead(tx: Tx, userId: number, id: number | undefined, now: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), id === undefined ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationOfUser(tx: Tx, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await tx.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.id, id), listedOnly));
  return row;
}

// ---- preferences and push subscriptions ----------------------------------------------------------

export function preferencesOf(tx: Tx, userId: number) {
  return tx.select().from(noticePreferences).where(eq(noticePreferences.userId, userId));
}

/** The saved preferences of several users, by user id (a prepared statement: asked with every gathering of notices). */
export async function preferencesOfUsers(tx: Tx, userIds: readonly number[]): Promise<Map<number, { kind: string; channel: string; enabled: boolean }[]>> {
  const byUser = new Map<number, { kind: string; channel: string; enabled: boolean }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const query = reuseSql(tx, 'notice_preferences_of', () => sql`select user_id, kind, channel, enabled from ${noticePreferences} where user_id = any(${sql.placeholder('ids')}::integer[])`);
  const result = (await query.execute({ ids: plainArray(userIds) })) as { rows: { user_id: number | string; kind: string; channel: string; enabled: boolean }[] };
  for (const row of result.rows) byUser.get(Number(row.user_id))?.push({ kind: row.kind, channel: row.channel, enabled: row.enabled });
  return byUser;
}

export async function savePreference(tx: Tx, userId: number, kind: string, channel: string, enabled: boolean): Promise<void> {
  await tx
    .insert(noticePreferences)
    .values({ userId, kind, channel, enabled })
    .onConflictDoUpdate({ target: [noticePreferences.userId, noticePreferences.kind, noticePreferences.channel], set: { enabled } });
}

/** The push subscriptions of several users, by user id (a prepared statement, as preferencesOfUsers). */
export async function pushTargetsOfUsers(tx: Tx, userIds: readonly number[]): Promise<Map<number, PushTarget[]>> {
  const byUser = new Map<number, PushTarget[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const query = reuseSql(
    tx,
    'push_targets_of',
    () => sql`select user_id, id, endpoint, p256dh, auth from ${pushSubscriptions} where user_id = any(${sql.placeholder('ids')}::integer[]) order by id`,
  );
  const result = (await query.execute({ ids: plainArray(userIds) })) as { rows: { user_id: number | string; id: number | string; endpoint: string; p256dh: string; auth: string }[] };
  for (const row of result.rows) byUser.get(Number(row.user_id))?.push({ id: Number(row.id), endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
  return byUser;
}

/** Saves a subscription; a browser that subscribed for another user before now belongs to this one. */
export async function savePushSubscription(tx: Tx, row: typeof pushSubscriptions.$inferInsert): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt } });
}

export async function deletePushSubscription(tx: Tx, userId: number, endpoint: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deletePushSubscriptionById(tx: Tx, id: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function pushDeviceCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function pushTargetById(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row;
}

// ---- deliveries to try again ---------------------------------------------------------------------

export async function insertDelivery(tx: Tx, row: NewDelivery): Promise<void> {
  await tx.insert(noticeDeliveries).values(row);
}

/** Waiting deliveries whose next attempt is due at `now`, oldest due first. */
export function dueDeliveries(tx: Tx, now: Date, limit: number): Promise<DeliveryRow[]> {
  return tx
    .select()
    .from(noticeDeliveries)
    .where(and(eq(noticeDeliveries.status, 'waiting'), lte(noticeDeliveries.nextAttemptAt, now)))
    .orderBy(asc(noticeDeliveries.nextAttemptAt), asc(noticeDeliveries.id))
    .limit(limit);
}

/**
 * Claims the next attempt of a delivery as it was read (`attempts`): counts it and holds the row
 * until `holdUntil`, so no other node makes the same attempt. Undefined when another node claimed it.
 */
export async function claimDelivery(tx: Tx, id: number, attempts: number, holdUntil: Date): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .update(noticeDeliveries)
    .set({ attempts: attempts + 1, nextAttemptAt: holdUntil })
    .where(and(eq(noticeDeliveries.id, id), eq(noticeDeliveries.attempts, attempts), eq(noticeDeliveries.status, 'waiting')))
    .returning();
  return row;
}

export async function deleteDelivery(tx: Tx, id: number): Promise<void> {
  await tx.delete(noticeDeliveries).where(eq(noticeDeliveries.id, id));
}

export async function rescheduleDelivery(tx: Tx, id: number, nextAttemptAt: Date, lastError: string): Promise<void> {
  await tx.update(noticeDeliveries).set({ nextAttemptAt, lastError }).where(eq(noticeDeliveries.id, id));
}

export async function giveUpDelivery(tx: Tx, id: number, lastError: string): Promise<void> {
  await tx.update(noticeDeliveries).set({ status: 'failed', lastError }).where(eq(noticeDeliveries.id, id));
}

// ---- price alerts --------------------------------------------------------------------------------

export function alertsOfUser(tx: Tx, userId: number): Promise<AlertRow[]> {
  return tx.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
}

export async function alertCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
  return row?.n ?? 0;
}

export async function alertById(tx: Tx, id: number): Promise<AlertRow | undefined> {
  const [row] = await tx.select().from(priceAlerts).where(eq(priceAlerts.id, id));
  return row;
}

export async function alertOfUser(tx: Tx, userId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await tx.select().from(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
  return row;
}

export async function insertAlert(tx: Tx, row: NewAlert): Promise<AlertRow> {
  const [inserted] = await tx.insert(priceAlerts).values(row).returning();
  return inserted!;
}

export async function updateAlert(tx: Tx, userId: number, id: number, values: Partial<NewAlert>): Promise<AlertRow | undefined> {
  const [row] = await tx.update(priceAlerts).set(values).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId))).returning();
  return row;
}

export async function deleteAlert(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId))).returning({ id: priceAlerts.id });
  return rows.length > 0;
}

export function activeAlerts(tx: Tx): Promise<AlertRow[]> {
  return tx.select().from(priceAlerts).where(eq(priceAlerts.status, 'active')).orderBy(priceAlerts.id);
}

/**
 * Records one firing of the alert as the engine indexed it (`updatedAt`, `fired`): a one-shot alert
 * is done, a repeating one waits to re-arm (above/below) or starts a new period (move). Returns
 * the row only when this call recorded it, so a firing is told once however many engines saw it.
 */
export async function recordFiring(
  tx: Tx,
  alert: { id: number; updatedAt: Date; fired: number },
  next: { status: 'active' | 'done'; armed: boolean; reference: string | null; periodStart: Date | null; at: Date },
): Promise<AlertRow | undefined> {
  const [row] = await tx
    .update(priceAlerts)
    .set({ status: next.status, armed: next.armed, fired: alert.fired + 1, lastFiredAt: next.at, reference: next.reference, periodStart: next.periodStart, updatedAt: next.at })
    .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.updatedAt, alert.updatedAt), eq(priceAlerts.fired, alert.fired), eq(priceAlerts.status, 'active'), eq(priceAlerts.armed, true)))
    .returning();
  return row;
}

/** The bid went back across a repeating alert's level: it may fire again. */
export async function rearm(tx: Tx, alert: { id: number; updatedAt: Date }, at: Date): Promise<AlertRow | undefined> {
  const [row] = await tx
    .update(priceAlerts)
    .set({ armed: true, updatedAt: at })
    .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.updatedAt, alert.updatedAt), eq(priceAlerts.armed, false)))
    .returning();
  return row;
}

/** A move alert's period ended: it measures from the bid now. */
export async function newPeriod(tx: Tx, alert: { id: number; updatedAt: Date }, reference: string, at: Date): Promise<AlertRow | undefined> {
  const [row] = await tx
    .update(priceAlerts)
    .set({ reference, periodStart: at, updatedAt: at })
    .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.updatedAt, alert.updatedAt)))
    .returning();
  return row;
}

// ---- margin bands --------------------------------------------------------------------------------

export function marginBandsAbove(tx: Tx, band: number) {
  return tx.select().from(marginBands).where(sql`${marginBands.band} > ${band}`);
}

/**
 * Moves an account from band `from` to band `to`; returns the crossing's number when this call
 * moved it (another engine, or a stale memory, moves nothing).
 */
export async function moveBand(tx: Tx, accountId: number, from: number, to: number, at: Date): Promise<number | undefined> {
  const [row] = await tx
    .insert(marginBands)
    .values({ accountId, band: to, crossings: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: marginBands.accountId,
      set: { band: to, crossings: sql`${marginBands.crossings} + 1`, updatedAt: at },
      setWhere: sql`${marginBands.band} = ${from}`,
    })
    .returning({ crossings: marginBands.crossings });
  return row?.crossings;
}

export async function bandOf(tx: Tx, accountId: number): Promise<number> {
  const [row] = await tx.select({ band: marginBands.band }).from(marginBands).where(eq(marginBands.accountId, accountId));
  return row?.band ?? 0;
}
