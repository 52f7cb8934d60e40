/**
 * The built-in support chat: a trader writes to the broker from /mine/chat (when no external
 * service link is set), support staff answer from the console's inbox. Every message is kept:
 * regulators ask brokers for records of client communications. New staff answers reach the
 * trader on the live socket topic SUPPORT_CHAT.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, intEnum } from './fields.js';
import { imageRef } from './funding.js';

/** Longest message, in characters. */
export const SUPPORT_MESSAGE_MAX = 2000;

/**
 * Where support staff upload a picture for an answer: multipart, one field named `file`, and the
 * query `user_id` of the conversation. The checks are image_upload's (IMAGE_TYPES, IMAGE_LIMITS);
 * the answer is the same ImageUpload, and the picture is served to that user and to support staff.
 */
export const STAFF_IMAGE_UPLOAD_PATH = '/admin/api/support/image_upload';

/** One message of a conversation, oldest first in lists. */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the trader, or a staff member. */
  from: z.enum(['user', 'staff']),
  /** The text; empty when the message is only a picture. */
  body: z.string(),
  /** An uploaded picture's address (served to the trader and to support staff), or empty. */
  image: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

const bodyField = z
  .string({ error: 'invalid_param' })
  .trim()
  .max(SUPPORT_MESSAGE_MAX, { error: 'support_message_too_long' })
  .default('');
const optionalImage = z.preprocess((v) => (v === null ? undefined : v), z.union([z.literal(''), imageRef]).optional());

export const supportMessages = defineCall({
  methods: ['GET'],
  path: '/api/support/messages',
  auth: 'user',
  summary:
    'The caller\'s support conversation, oldest first: the latest 50 messages, or the 50 before before_id. unread counts staff answers not yet read',
  tag: 'support',
  input: z.object({ before_id: idField.optional() }),
  data: z.object({
    data: z.array(supportMessageSchema),
    has_more: z.boolean(),
    unread: z.number().int(),
  }),
});

export const supportSend = defineCall({
  methods: ['POST'],
  path: '/api/support/send',
  auth: 'user',
  summary: 'Writes to support: a text (up to 2000 characters), a picture from image_upload, or both',
  tag: 'support',
  multiline: ['body'],
  input: z.object({ body: bodyField, image: optionalImage }),
  data: supportMessageSchema,
});

export const supportRead = defineCall({
  methods: ['POST'],
  path: '/api/support/read',
  auth: 'user',
  summary: 'Marks the staff answers up to last_id as read (the unread badge)',
  tag: 'support',
  input: z.object({ last_id: idField }),
  data: z.object({ unread: z.number().int() }),
});

export const supportUnread = defineCall({
  methods: ['GET'],
  path: '/api/support/unread',
  auth: 'user',
  summary: 'How many staff answers the caller has not read yet',
  tag: 'support',
  input: z.object({}),
  data: z.object({ unread: z.number().int() }),
});

/** SUPPORT_CHAT push: a new message of the user's conversation (theirs from another device, or an answer). */
export interface SupportChatPush {
  message: SupportMessage;
  unread: number;
}

// ---- staff -------------------------------------------------------------------------------------------

export const supportConversationSchema = z.object({
  user_id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  /** "+<calling code> <number>", or empty. */
  phone: z.string(),
  is_demo: z.boolean(),
  /** The last message, shortened, with who wrote it. */
  last_body: z.string(),
  last_from: z.enum(['user', 'staff']),
  last_at: z.string(),
  /** The trader wrote last: the conversation waits for an answer. */
  waiting: z.boolean(),
  messages: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const staffSupportConversations = defineCall({
  methods: ['GET'],
  path: '/admin/api/support/conversations',
  auth: 'staff',
  permission: 'support.answer',
  summary: 'Support conversations, those waiting for an answer first, then the latest; 20 a page. waiting=1 lists only those waiting',
  tag: 'staff',
  input: z.object({ waiting: intEnum([0, 1] as const).default(0), page: idField.default(1) }),
  data: z.object({ data: z.array(supportConversationSchema), total: z.number().int(), waiting: z.number().int() }),
});

/** A staff member's view of a message: who of the staff wrote it. */
export const staffSupportMessageSchema = supportMessageSchema.extend({ staff_email: z.string() });
export type StaffSupportMessage = z.infer<typeof staffSupportMessageSchema>;

export const staffSupportConversation = defineCall({
  methods: ['GET'],
  path: '/admin/api/support/messages',
  auth: 'staff',
  permission: 'support.answer',
  summary: 'Every message of one user\'s support conversation, oldest first (empty when they never wrote)',
  tag: 'staff',
  input: z.object({ user_id: idField }),
  data: z.object({
    user: z.object({ id: z.number().int(), uid: z.string(), email: z.string(), phone: z.string(), is_demo: z.boolean() }),
    data: z.array(staffSupportMessageSchema),
  }),
});

export const staffSupportReply = defineCall({
  methods: ['POST'],
  path: '/admin/api/support/reply',
  auth: 'staff',
  permission: 'support.answer',
  summary:
    'Answers a user in their support conversation: a text, a picture uploaded for that user (/admin/api/support/image_upload), or both; the user gets it on the live socket',
  tag: 'staff',
  multiline: ['body'],
  input: z.object({ user_id: idField, body: bodyField, image: optionalImage }),
  data: staffSupportMessageSchema,
});
