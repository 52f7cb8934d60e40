/**
 * Every message the server can answer with, by key, and the envelope code each failure carries.
 * Schemas name these keys as their error text; the server translates a key into the request's
 * language, and the apps can translate the same keys for checks they make before sending.
 */
export const MESSAGE_CODES = {
  ok: 1,
  register_success: 1,
  login_success: 1,
  logout_success: 1,
  code_sent: 1,
  password_reset_success: 1,
  password_changed: 1,
  order_confirmed: 1,
  order_closed: 1,
  order_cancelled: 1,
  stops_saved: 1,
  demo_reset_done: 1,
  invalid_param: 1001,
  required: 1002,
  account_required: 1003,
  password_required: 1004,
  password_rule: 1005,
  password_inconsistency: 1006,
  email_invalid: 1007,
  phone_invalid: 1008,
  area_required: 1009,
  code_required: 1010,
  code_invalid: 1011,
  code_too_soon: 1012,
  code_limit: 1013,
  captcha_invalid: 1014,
  account_exists: 1015,
  invite_invalid: 1016,
  login_failed: 1017,
  account_frozen: 1018,
  rate_limited: 1019,
  old_password_wrong: 1020,
  same_password: 1021,
  demo_forbidden: 1022,
  demo_id_invalid: 1023,
  not_found: 1024,
  setting_unknown: 1025,
  body_too_large: 1026,
  lots_invalid: 1027,
  lots_below_minimum: 1028,
  lots_not_a_step: 1029,
  lots_above_maximum: 1030,
  leverage_not_configured: 1031,
  leverage_not_offered: 1032,
  price_invalid: 1033,
  stop_loss_wrong_side: 1034,
  take_profit_wrong_side: 1035,
  market_closed: 1036,
  insufficient_margin: 1037,
  order_not_found: 1038,
  order_not_open: 1039,
  demo_only: 1040,
  instrument_unavailable: 1041,
  price_too_precise: 1042,
  server_error: 1500,
  session_invalid: 999,
} as const;

export type MessageKey = keyof typeof MESSAGE_CODES;
export const MESSAGE_KEYS = Object.keys(MESSAGE_CODES) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGE_CODES, value);
}
