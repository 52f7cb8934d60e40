/** The only place that queries the support chat's tables. */
import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { supportConversations, supportMessages } from './support.schema.js';

export type MessageRow = typeof supportMessages.$inferSelect;
type Reader = Db | Tx;

/**
 * Appends a message and brings its conversation up to date, in `tx`. The conversation row is
 * locked by the upsert, so two messages of one user are counted one after the other.
 */
export async function appendMessage(tx: Tx, row: typeof supportMessages.$inferInsert): Promise<{ message: MessageRow; unread: number }> {
  const [message] = await tx.insert(supportMessages).values(row).returning();
  const fromStaff = row.staffId != null;
  const [conversation] = await tx
    .insert(supportConversations)
    .values({ userId: row.userId, lastMessageId: message!.id, lastAt: row.createdAt, waiting: !fromStaff, messages: 1, unread: fromStaff ? 1 : 0 })
    .onConflictDoUpdate({
      target: supportConversations.userId,
      set: {
        lastMessageId: message!.id,
        lastAt: row.createdAt,
        waiting: !fromStaff,
        messages: sql`${supportConversations.messages} + 1`,
        unread: fromStaff ? sql`${supportConversations.unread} + 1` : supportConversations.unread,
      },
    })
    .returning({ unread: supportConversations.unread });
  return { message: message!, unread: conversation!.unread };
}

/** `limit` messages of a user, newest first, before `beforeId` when given. */
export function messagesOf(db: Reader, userId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), beforeId ? lt(supportMessages.id, beforeId) : undefined))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
}

/** Messages of a user in the last `sinceMs` that the user wrote (the sending pace). */
export async function sentSince(db: Reader, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), sql`${supportMessages.staffId} is null`, gt(supportMessages.createdAt, since)));
  return row?.n ?? 0;
}

export async function unreadOf(db: Reader, userId: number): Promise<number> {
  const [row] = await db.select({ unread: supportConversations.unread }).from(supportConversations).where(eq(supportConversations.userId, userId));
  return row?.unread ?? 0;
}

/** The staff answers after `lastId` stay unread; those up to it are read. */
export async function markRead(db: Db, userId: number, lastId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [left] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .where(and(eq(supportMessages.userId, userId), isNotNull(supportMessages.staffId), gt(supportMessages.id, lastId)));
    const unread = left?.n ?? 0;
    await tx.update(supportConversations).set({ unread }).where(eq(supportConversations.userId, userId));
    return unread;
  });
}

const inboxColumns = {
  userId: supportConversations.userId,
  uid: users.uid,
  email: users.email,
  areaCode: users.areaCode,
  phone: users.phone,
  isDemo: users.isDemo,
  waiting: supportConversations.waiting,
  lastAt: supportConversations.lastAt,
  messages: supportConversations.messages,
  lastBody: supportMessages.body,
  lastImage: supportMessages.image,
  lastStaffId: supportMessages.staffId,
};

/** The inbox: waiting conversations first, then by the latest message. */
export async function inbox(db: Db, waitingOnly: boolean, limit: number, offset: number) {
  const where = waitingOnly ? eq(supportConversations.waiting, true) : undefined;
  const rows = await db
    .select(inboxColumns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .innerJoin(supportMessages, eq(supportMessages.id, supportConversations.lastMessageId))
    .where(where)
    .orderBy(desc(supportConversations.waiting), desc(supportConversations.lastAt), desc(supportConversations.userId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(supportConversations).where(where);
  const [waiting] = await db.select({ n: count() }).from(supportConversations).where(eq(supportConversations.waiting, true));
  return { rows, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
}

/** Whether the upload `name` was sent in a support conversation (support staff may see it). */
export async function isChatImage(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.image, name)).limit(1);
  return row !== undefined;
}
