/**
 * The built-in support chat. A trader writes (text, a picture they uploaded, or both); support
 * staff answer from the console. Every message is kept, and each new one is pushed on the bus to
 * the user's sockets (topic SUPPORT_CHAT) with the unread count, so the chat and the badge update
 * on every device at once. An external service link, when set, replaces this chat in the app.
 */
import { IMAGE_PATH, roleAllows, SUPPORT_CHAT, type CallParsed, type StaffRole, type calls, type StaffSupportMessage, type SupportChatPush, type SupportMessage } from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { StaffContext, UserContext } from '../../http/context.js';
import { fail } from '../../http/errors.js';
import type { Bus } from '../../platform/bus.js';
import { ownUploadName, staffUploadNameFor } from '../funding/funding.service.js';
import * as repo from './support.repo.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;

/** Messages a trader may send in a minute; past it, support_too_fast (kept in the database, so every node counts alike). */
export const SUPPORT_MESSAGES_PER_MINUTE = 12;
const PAGE = 50;
const INBOX_PAGE = 20;
/** How much of the last message the inbox shows. */
const PREVIEW_CHARS = 140;

const messageView = (r: repo.MessageRow): SupportMessage => ({
  id: r.id,
  from: r.staffId == null ? 'user' : 'staff',
  body: r.body,
  image: r.image ? IMAGE_PATH + r.image : '',
  created_at: r.createdAt.toISOString(),
});
const staffMessageView = (r: repo.MessageRow): StaffSupportMessage => ({ ...messageView(r), staff_email: r.staffEmail });
const phoneOf = (u: { areaCode: string | null; phone: string | null }) => (u.phone ? `${u.areaCode ? `+${u.areaCode} ` : ''}${u.phone}` : '');

export interface SupportDeps {
  db: Db;
  bus: Bus;
  /** A user's identity for the staff view, or undefined when there is no such user. */
  userById(id: number): Promise<{ id: number; uid: string; email: string | null; areaCode: string | null; phone: string | null; isDemo: boolean } | undefined>;
}

export class SupportService {
  constructor(private readonly d: SupportDeps) {}

  async messages(input: In<'supportMessages'>, ctx: UserContext): Promise<Answer<{ data: SupportMessage[]; has_more: boolean; unread: number }>> {
    const rows = await repo.messagesOf(this.d.db, ctx.session.userId, PAGE + 1, input.before_id);
    const page = rows.slice(0, PAGE).reverse();
    return { data: { data: page.map(messageView), has_more: rows.length > PAGE, unread: await repo.unreadOf(this.d.db, ctx.session.userId) } };
  }

  async send(input: In<'supportSend'>, ctx: UserContext): Promise<Answer<SupportMessage>> {
    const userId = ctx.session.userId;
    if (!input.body && !input.image) throw fail('support_message_empty');
    const sent = await this.d.db.transaction(async (tx: Tx) => {
      const image = input.image ? await ownUploadName(tx, userId, input.image) : '';
      if ((await repo.sentSince(tx, userId, new Date(ctx.now.getTime() - 60_000))) >= SUPPORT_MESSAGES_PER_MINUTE) throw fail('support_too_fast');
      return repo.appendMessage(tx, { userId, body: input.body, image, createdAt: ctx.now });
    });
    const view = messageView(sent.message);
    this.push(userId, { message: view, unread: sent.unread });
    return { data: view };
  }

  async read(input: In<'supportRead'>, ctx: UserContext): Promise<Answer<{ unread: number }>> {
    return { data: { unread: await repo.markRead(this.d.db, ctx.session.userId, input.last_id) } };
  }

  async unread(ctx: UserContext): Promise<Answer<{ unread: number }>> {
    return { data: { unread: await repo.unreadOf(this.d.db, ctx.session.userId) } };
  }

  async conversations(input: In<'staffSupportConversations'>) {
    const { rows, total, waiting } = await repo.inbox(this.d.db, input.waiting === 1, INBOX_PAGE, (input.page - 1) * INBOX_PAGE);
    return {
      data: {
        data: rows.map((r) => ({
          user_id: r.userId,
          uid: r.uid,
          email: r.email ?? '',
          phone: phoneOf(r),
          is_demo: r.isDemo,
          last_body: r.lastBody.length > PREVIEW_CHARS ? `${r.lastBody.slice(0, PREVIEW_CHARS)}…` : r.lastBody,
          last_from: r.lastStaffId == null ? ('user' as const) : ('staff' as const),
          last_at: r.lastAt.toISOString(),
          waiting: r.waiting,
          messages: r.messages,
        })),
        total,
        waiting,
      },
    };
  }

  async conversation(input: In<'staffSupportConversation'>) {
    const user = await this.d.userById(input.user_id);
    if (!user) throw fail('record_not_found');
    // A conversation is a record to keep whole; staff read all of it at once.
    const rows = await repo.messagesOf(this.d.db, user.id, 100_000);
    return {
      data: {
        user: { id: user.id, uid: user.uid, email: user.email ?? '', phone: phoneOf(user), is_demo: user.isDemo },
        data: rows.reverse().map(staffMessageView),
      },
    };
  }

  async reply(input: In<'staffSupportReply'>, ctx: StaffContext): Promise<Answer<StaffSupportMessage>> {
    if (!input.body && !input.image) throw fail('support_message_empty');
    const user = await this.d.userById(input.user_id);
    if (!user) throw fail('record_not_found');
    const sent = await this.d.db.transaction(async (tx: Tx) => {
      // Only a picture staff uploaded for this very user: it is served to them alone (and to support staff).
      const image = input.image ? await staffUploadNameFor(tx, user.id, input.image) : '';
      return repo.appendMessage(tx, { userId: user.id, staffId: ctx.staff.staffId, staffEmail: ctx.staff.email, body: input.body, image, createdAt: ctx.now });
    });
    this.push(user.id, { message: messageView(sent.message), unread: sent.unread });
    return { data: staffMessageView(sent.message) };
  }

  /** Whether support staff may see the upload `name`: a picture sent in a conversation. */
  isChatImage(name: string): Promise<boolean> {
    return repo.isChatImage(this.d.db, name);
  }

  /** Whether staff of `role` may upload a picture to answer the user `userId` with. */
  async mayUploadFor(role: StaffRole, userId: number): Promise<'ok' | 'staff_forbidden' | 'record_not_found'> {
    if (!roleAllows(role, 'support.answer')) return 'staff_forbidden';
    return (await this.d.userById(userId)) ? 'ok' : 'record_not_found';
  }

  private push(userId: number, push: SupportChatPush): void {
    this.d.bus.publish({ topic: `USER.${userId}`, key: SUPPORT_CHAT, payload: JSON.stringify({ type: SUPPORT_CHAT, ...push }) });
  }
}
