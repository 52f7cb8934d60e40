/**
 * Notifications: the inbox, the user's channel choices per kind of event, Web Push subscriptions,
 * price alerts, and the NOTICE push on the live socket (docs/notifications.md).
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { flagField, idField } from './fields.js';

/** Kinds of event a user is told about; channel choices are kept per kind. */
export const NOTICE_KINDS = [
  'order_filled',
  'position_closed',
  'order_expired',
  'margin',
  'price_alert',
  'money',
  'identity',
  'security',
  'trade_confirmation',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** app: a toast while the app is open; push: Web Push with the app closed; email: the account's address. */
export const NOTICE_CHANNELS = ['app', 'push', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * Kinds told by e-mail as well (money, identity and security: what a trader must not miss), and
 * the trade confirmation, which is an e-mail and nothing else.
 */
export const EMAIL_KINDS: ReadonlySet<NoticeKind> = new Set(['money', 'identity', 'security', 'trade_confirmation']);

/**
 * Kinds told by e-mail only: a trade confirmation is the written record of each fill and close,
 * sent to the trader's address; the app already tells the fill itself (order_filled), so it has no
 * toast, no push and no line in the inbox.
 */
export const EMAIL_ONLY_KINDS: ReadonlySet<NoticeKind> = new Set(['trade_confirmation']);

/** Whether a kind is told on a channel at all. */
export function channelOffered(kind: NoticeKind, channel: NoticeChannel): boolean {
  if (channel === 'email') return EMAIL_KINDS.has(kind);
  return !EMAIL_ONLY_KINDS.has(kind);
}

/**
 * Channels on before the user chooses: everything that touches money or security everywhere,
 * trading events in the app and by push. Security e-mail cannot be turned off (it is how a
 * trader learns that someone else is in their account). Trade confirmations by e-mail are off
 * until the trader asks for them: one e-mail per fill and per close is a lot for an active trader.
 */
export function defaultChannel(kind: NoticeKind, channel: NoticeChannel): boolean {
  if (!channelOffered(kind, channel)) return false;
  return kind !== 'trade_confirmation';
}

/** Whether a user may turn this channel of this kind off (or on): only channels the kind is told on; security e-mail is fixed. */
export function channelChoosable(kind: NoticeKind, channel: NoticeChannel): boolean {
  if (!channelOffered(kind, channel)) return false;
  return !(kind === 'security' && channel === 'email');
}

/** One notification, as the inbox lists it and the NOTICE push carries it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  /** Title and text in the reader's language, numbers in its style. */
  title: z.string(),
  body: z.string(),
  /** The app screen it opens: a hash route such as `/orders/detail/12` or `/trade/EURUSD`. */
  link: z.string(),
  /** Unix milliseconds. */
  time: z.number().int(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The NOTICE message on the socket: a notification just told (topic NOTICE, after login). */
export type NoticePush = { type: 'NOTICE' } & Notice;

export const noticeList = defineCall({
  methods: ['GET'],
  path: '/v1/api/notice/list',
  auth: 'user',
  summary: 'The caller\'s notifications, newest first, 20 a page, with the count of unread ones',
  tag: 'notifications',
  input: z.object({ page: idField.default(1) }),
  data: z.object({ data: z.array(noticeSchema), total: z.number().int(), unread: z.number().int() }),
});

export const noticeRead = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/notice/read',
  auth: 'user',
  summary: 'Marks one notification (id) or all of them (no id) read; answers the count still unread',
  tag: 'notifications',
  input: z.object({ id: idField.optional() }),
  data: z.object({ unread: z.number().int() }),
});

export const noticePreferenceSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  /** null: this kind is not told in the app (a trade confirmation is an e-mail only). */
  app: z.boolean().nullable(),
  /** null: this kind is not told by push. */
  push: z.boolean().nullable(),
  /** null: this kind is not told by e-mail. */
  email: z.boolean().nullable(),
  /** The channels the user cannot change for this kind. */
  fixed: z.array(z.enum(NOTICE_CHANNELS)),
});

export const noticePreferences = defineCall({
  methods: ['GET'],
  path: '/v1/api/notice/prefs',
  auth: 'user',
  summary: 'The caller\'s channels per kind of event, and the server\'s Web Push (VAPID) public key',
  tag: 'notifications',
  input: z.object({}),
  data: z.object({ prefs: z.array(noticePreferenceSchema), push_key: z.string(), push_devices: z.number().int() }),
});

export const noticePreferenceSave = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/notice/prefs_save',
  auth: 'user',
  summary: 'Turns one channel of one kind of event on or off',
  tag: 'notifications',
  input: z.object({
    kind: z.enum(NOTICE_KINDS, { error: 'notice_kind_invalid' }),
    channel: z.enum(NOTICE_CHANNELS, { error: 'notice_channel_invalid' }),
    enabled: flagField,
  }),
  data: z.object({ prefs: z.array(noticePreferenceSchema) }),
});

/** Base64url as PushSubscription.getKey() gives it, base64-encoded by the app. */
const keyText = (max: number) => z.string({ error: 'push_subscription_invalid' }).regex(/^[A-Za-z0-9_\-+/=]{8,}$/, { error: 'push_subscription_invalid' }).max(max, { error: 'push_subscription_invalid' });

export const pushSubscribe = defineCall({
  methods: ['POST'],
  path: '/v1/api/notice/push_subscribe',
  auth: 'user',
  summary: 'Registers this browser\'s Web Push subscription (endpoint and keys) for the caller',
  tag: 'notifications',
  input: z.object({
    endpoint: z.string({ error: 'push_subscription_invalid' }).max(1000, { error: 'push_subscription_invalid' }).regex(/^https:\/\/[^\s]+$/, { error: 'push_subscription_invalid' }),
    p256dh: keyText(200),
    auth: keyText(100),
  }),
  data: z.object({ push_devices: z.number().int() }),
});

export const pushUnsubscribe = defineCall({
  methods: ['POST'],
  path: '/v1/api/notice/push_unsubscribe',
  auth: 'user',
  summary: 'Forgets a Web Push subscription of the caller',
  tag: 'notifications',
  input: z.object({ endpoint: z.string({ error: 'push_subscription_invalid' }).max(1000, { error: 'push_subscription_invalid' }) }),
  data: z.object({ push_devices: z.number().int() }),
});

// ---- price alerts --------------------------------------------------------------------------------

export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** Periods of a percentage-move alert, in minutes. */
export const ALERT_PERIODS = [5, 15, 60, 240, 1440] as const;
/** Most alerts a user may keep. */
export const MAX_ALERTS_PER_USER = 100;

export const priceAlertSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  /** The instrument's display name and price decimals. */
  name: z.string(),
  digits: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  /** above / below: the price; null for move. */
  level: z.number().nullable(),
  /** move: the percentage and the period in minutes; null otherwise. */
  move_pct: z.number().nullable(),
  period: z.number().int().nullable(),
  repeat: z.boolean(),
  /** active: waiting; done: a one-shot alert that fired. */
  status: z.enum(['active', 'done']),
  fired: z.number().int(),
  /** Unix ms of the last firing, or null. */
  last_fired: z.number().int().nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const alertList = defineCall({
  methods: ['GET'],
  path: '/v1/api/alert/list',
  auth: 'user',
  summary: 'The caller\'s price alerts, newest first',
  tag: 'notifications',
  input: z.object({}),
  data: z.array(priceAlertSchema),
});

const decimalText = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error }).regex(/^(0|[1-9]\d{0,14})(\.\d{1,12})?$/, { error }),
  ) as unknown as z.ZodType<string, string | number>;

export const alertSave = defineCall({
  methods: ['POST'],
  path: '/v1/api/alert/save',
  auth: 'user',
  summary:
    'Creates a price alert, or with `id` changes one (it starts waiting afresh): `above`/`below` a `level`, or a `move` of `move_pct` percent within `period` minutes; `repeat` keeps it after it fires',
  tag: 'notifications',
  input: z.object({
    id: idField.optional(),
    symbol: z.string({ error: 'alert_symbol_unknown' }).min(1, { error: 'alert_symbol_unknown' }).max(24, { error: 'alert_symbol_unknown' }),
    kind: z.enum(ALERT_KINDS, { error: 'alert_kind_invalid' }),
    level: decimalText('alert_level_invalid').optional(),
    move_pct: decimalText('alert_move_invalid').optional(),
    period: z.preprocess((v) => (typeof v === 'string' && /^\d{1,5}$/.test(v) ? Number(v) : v), z.number({ error: 'alert_period_invalid' }).int({ error: 'alert_period_invalid' })).optional(),
    repeat: flagField.default(false),
  }),
  data: priceAlertSchema,
});

export const alertDelete = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/alert/delete',
  auth: 'user',
  summary: 'Deletes one of the caller\'s price alerts',
  tag: 'notifications',
  input: z.object({ id: idField }),
  data: z.object({ id: z.number().int() }),
});
