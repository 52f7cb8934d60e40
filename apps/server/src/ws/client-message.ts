/**
 * Reads one text frame from a client: the bare heartbeat `ping`, or JSON — one message object or
 * an array of them (the family's socket wrappers send a login and its subscriptions together).
 * Each message is checked against the contract's schema after its token or topic is taken from
 * `params` (the family's field) or `token`/`topic`. A message that fails gets an error code saying
 * why, so a client developer can tell a typo in a topic from broken JSON.
 */
import { clientMessageSchema, type ClientMessage } from '@leverline/contract';

/** The `code` of `{"type":"error"}` replies; see docs/socket.md. */
export type SocketErrorCode =
  | 'bad_message'
  | 'too_large'
  | 'unknown_type'
  | 'unknown_topic'
  | 'too_many_topics'
  | 'login_pending'
  | 'rate_limited'
  | 'server_error';

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; code: SocketErrorCode; msg: string };

/** The text heartbeat, answered with the text `pong`. */
export const TEXT_PING = 'ping';
/** Messages one frame may carry as an array. */
export const MAX_MESSAGES_PER_FRAME = 16;

const CLIENT_TYPES: ReadonlySet<string> = new Set(['login', 'logout', 'sub', 'unsub', 'ping']);

/** One JSON value from a frame, as the messages it holds (an object, or an array of them). */
export function parseFrame(text: string): ParsedClientMessage[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [{ ok: false, code: 'bad_message', msg: 'message is not valid JSON' }];
  }
  if (!Array.isArray(value)) return [parseClientMessage(value)];
  if (value.length === 0 || value.length > MAX_MESSAGES_PER_FRAME) {
    return [{ ok: false, code: 'bad_message', msg: `an array carries 1 to ${MAX_MESSAGES_PER_FRAME} messages` }];
  }
  return value.map(parseClientMessage);
}

export function parseClientMessage(value: unknown): ParsedClientMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, code: 'bad_message', msg: 'message must be a JSON object' };
  }
  const fields = value as { type?: unknown; params?: unknown; token?: unknown; topic?: unknown };
  const type = fields.type;
  if (typeof type !== 'string') return { ok: false, code: 'bad_message', msg: 'message has no type' };
  if (!CLIENT_TYPES.has(type)) return { ok: false, code: 'unknown_type', msg: `unknown message type: ${type.slice(0, 40)}` };
  const params = fields.params ?? (type === 'login' ? fields.token : fields.topic);
  const parsed = clientMessageSchema.safeParse(type === 'logout' || type === 'ping' ? { type } : { type, params });
  if (parsed.success) return { ok: true, message: parsed.data };
  if ((type === 'sub' || type === 'unsub') && typeof params === 'string') {
    return { ok: false, code: 'unknown_topic', msg: `unknown topic: ${params.slice(0, 40)}` };
  }
  return { ok: false, code: 'bad_message', msg: `invalid ${type} message: ${type === 'login' ? 'token' : 'topic'} (params)` };
}
