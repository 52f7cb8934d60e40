import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { SupportService } from './support.service.js';

export function supportRoutes(app: FastifyInstance, deps: RouteDeps, support: SupportService): void {
  registerCall(app, deps, calls.supportMessages, (input, ctx) => support.messages(input, ctx));
  registerCall(app, deps, calls.supportSend, (input, ctx) => support.send(input, ctx));
  registerCall(app, deps, calls.supportRead, (input, ctx) => support.read(input, ctx));
  registerCall(app, deps, calls.supportUnread, (_input, ctx) => support.unread(ctx));

  registerCall(app, deps, calls.staffSupportConversations, (input) => support.conversations(input));
  registerCall(app, deps, calls.staffSupportConversation, (input) => support.conversation(input));
  registerCall(app, deps, calls.staffSupportReply, (input, ctx) => support.reply(input, ctx));
}
