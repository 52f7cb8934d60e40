/**
 * Reads one text message from a client: JSON, then the contract's schema. A message that fails
 * gets an error code saying why, so a client developer can tell a typo in a topic from broken JSON.
 */
import { clientMessageSchema, type ClientMessage } from '@leverline/contract';

/** The `code` of `{"type":"error"}` replies; see docs/socket.md. */
export type SocketErrorCode = 'bad_message' | 'too_large' | 'unknown_type' | 'unknown_topic' | 'too_many_topics' | 'server_error';

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; code: SocketErrorCode; msg: string };

const CLIENT_TYPES: ReadonlySet<string> = new Set(['login', 'logout', 'sub', 'unsub', 'ping']);

export function parseClientMessage(text: string): ParsedClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad_message', msg: 'message is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, code: 'bad_message', msg: 'message must be a JSON object' };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, code: 'bad_message', msg: 'message has no type' };
  if (!CLIENT_TYPES.has(type)) return { ok: false, code: 'unknown_type', msg: `unknown message type: ${type.slice(0, 40)}` };
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  if ((type === 'sub' || type === 'unsub') && field === 'topic') {
    const topic = (value as { topic?: unknown }).topic;
    if (typeof topic === 'string') return { ok: false, code: 'unknown_topic', msg: `unknown topic: ${topic.slice(0, 40)}` };
  }
  return { ok: false, code: 'bad_message', msg: `invalid ${type} message${field ? `: ${field}` : ''}` };
}
