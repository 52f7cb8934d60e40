/**
 * Security notices: what a trader is told, in their language, when something is done on their
 * account that a thief would do (money out, security changes, a login from a new device), and
 * the device names shown in them and in the sessions list.
 */
import Bowser from 'bowser';
import type { Lang } from '@leverline/contract';
import { timeText } from '../../i18n/time.js';
import { translate, type TextKey } from '../../i18n/translate.js';

export type Factor = 'totp' | 'passkey';

export type Notice =
  | { kind: 'payout_method'; method: string; usableFrom: Date }
  | { kind: 'withdrawal'; amount: string; currency: string; method: string }
  | { kind: 'password' }
  | { kind: 'factor_added' | 'factor_removed'; factor: Factor }
  | { kind: 'recovery_used'; left: number }
  | { kind: 'recovery_renewed' }
  | { kind: 'new_device'; device: string; ip: string };

/** "Chrome 131 on Android" from a user agent; the raw agent's start when it names no browser. */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '—';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  if (!browser) return userAgent.slice(0, 60);
  return os ? `${browser} · ${os}` : browser;
}

/** The subject and text of a notice in `lang`. */
export function noticeMessage(lang: Lang, notice: Notice, now: Date): { subject: string; text: string } {
  const at = timeText(lang, now);
  const factorName = (f: Factor) => translate(lang, `factor.${f}` as TextKey);
  let params: Record<string, string | number> = { time: at };
  switch (notice.kind) {
    case 'payout_method':
      params = { ...params, method: notice.method, usable: timeText(lang, notice.usableFrom) };
      break;
    case 'withdrawal':
      params = { ...params, amount: notice.amount, currency: notice.currency, method: notice.method };
      break;
    case 'factor_added':
    case 'factor_removed':
      params = { ...params, factor: factorName(notice.factor) };
      break;
    case 'recovery_used':
      params = { ...params, left: notice.left };
      break;
    case 'new_device':
      params = { ...params, device: notice.device, ip: notice.ip };
      break;
    case 'password':
    case 'recovery_renewed':
      break;
  }
  const subject = translate(lang, `notice.${notice.kind}.subject` as TextKey, params);
  const body = translate(lang, `notice.${notice.kind}.text` as TextKey, params);
  return { subject, text: `${body} ${translate(lang, 'notice.not_you')}` };
}
