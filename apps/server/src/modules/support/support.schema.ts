/**
 * The support chat's tables. Messages are append-only records of client communications; the
 * conversation row per user carries what the inbox and the unread badge need without counting.
 */
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { users } from '../identity/identity.schema.js';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The staff member who answered; null when the trader wrote it. */
    staffId: integer('staff_id'),
    /** The staff member's e-mail then (staff rows may change later). */
    staffEmail: text('staff_email').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The stored upload's name, or empty. */
    image: text('image').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('support_messages_user_idx').on(t.userId, t.id), index('support_messages_image_idx').on(t.image)],
);

/** One row per user who ever wrote to support. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
    lastAt: ts('last_at').notNull(),
    /** The trader wrote last: the inbox shows the conversation as waiting for an answer. */
    waiting: boolean('waiting').notNull(),
    messages: integer('messages').notNull().default(0),
    /** Staff answers the trader has not read yet (the app's badge). */
    unread: integer('unread').notNull().default(0),
  },
  (t) => [index('support_conversations_inbox_idx').on(t.waiting, t.lastAt)],
);
