/**
 * The title and text of a notification in a reader's language, numbers in its style. A
 * notification keeps the facts (its topic and raw parameters: decimals as exact text); the words
 * are made when it is read, so the inbox follows the app's language, while a push or an e-mail is
 * written in the user's language when it is sent.
 */
import { LANG_LOCALE, type Lang } from '@leverline/contract';
import { timeText } from '../../i18n/time.js';
import { translate, type TextKey } from '../../i18n/translate.js';
import { noticeMessage, type Notice } from '../identity/notices.js';

export type NoticeParams = Record<string, string | number>;

/** Formatters by language and style: making one costs far more than formatting with it, and a burst of fills formats thousands of numbers. */
const formats = new Map<string, Intl.NumberFormat>();

/** A decimal numeral written in the language's style with `min`…`max` decimals (exact: Intl formats decimal text without floats). */
function decimalText(lang: Lang, value: string | number, min: number, max: number, sign = false): string {
  const key = `${lang} ${min} ${max} ${sign}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANG_LOCALE[lang], { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: sign ? 'exceptZero' : 'auto' });
    formats.set(key, format);
  }
  // Intl.NumberFormat takes decimal strings exactly (ECMA-402 "Intl.NumberFormat v3"); the types still say number.
  return format.format(String(value) as unknown as number);
}

/** Parameters as the message templates want them: prices at the instrument's decimals, money at 2, lots as they are. */
function shown(lang: Lang, params: NoticeParams): Record<string, string | number> {
  const digits = typeof params.digits === 'number' ? params.digits : 5;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    switch (name) {
      case 'price':
      case 'level':
      case 'reference':
      case 'requested':
      case 'open':
        out[name] = decimalText(lang, value, digits, digits);
        break;
      case 'slippage':
        out[name] = decimalText(lang, value, digits, digits, true);
        break;
      // A confirmation's money as stored, to the cent at least and never rounded (6 places at most).
      case 'fee_usd':
      case 'margin_usd':
        out[name] = decimalText(lang, value, 2, 6);
        break;
      case 'profit_usd':
      case 'swap_usd':
        out[name] = decimalText(lang, value, 2, 6, true);
        break;
      case 'lots':
        out[name] = decimalText(lang, value, 0, 6);
        break;
      case 'profit':
      case 'amount':
        out[name] = decimalText(lang, value, 2, 2, name === 'profit');
        break;
      case 'change':
        out[name] = decimalText(lang, value, 2, 2, true);
        break;
      case 'margin_level':
        out[name] = decimalText(lang, value, 2, 2);
        break;
      case 'threshold':
      case 'stop_out':
        out[name] = decimalText(lang, value, 0, 2);
        break;
      case 'side':
        out[name] = translate(lang, `notify.side.${String(value)}` as TextKey);
        break;
      case 'minutes':
        out[name] = decimalText(lang, value, 0, 0);
        break;
      default:
        out[name] = value;
    }
  }
  return out;
}

/** A security notice kept as parameters (dates as Unix ms), made a Notice again. */
function securityNotice(params: NoticeParams): Notice | undefined {
  const kind = String(params.notice ?? '');
  switch (kind) {
    case 'payout_method':
      return { kind: 'payout_method', method: String(params.method), usableFrom: new Date(Number(params.usable)) };
    case 'withdrawal':
      return { kind: 'withdrawal', amount: String(params.amount), currency: String(params.currency), method: String(params.method) };
    case 'password':
    case 'recovery_renewed':
      return { kind };
    case 'factor_added':
    case 'factor_removed':
      return { kind, factor: params.factor === 'passkey' ? 'passkey' : 'totp' };
    case 'recovery_used':
      return { kind: 'recovery_used', left: Number(params.left) };
    case 'new_device':
      return { kind: 'new_device', device: String(params.device), ip: String(params.ip) };
    default:
      return undefined;
  }
}

/** Parameters that keep a security notice (securityNotice reverses it). */
export function securityParams(notice: Notice, at: Date): NoticeParams {
  const base = { notice: notice.kind, at: at.getTime() };
  switch (notice.kind) {
    case 'payout_method':
      return { ...base, method: notice.method, usable: notice.usableFrom.getTime() };
    case 'withdrawal':
      return { ...base, amount: notice.amount, currency: notice.currency, method: notice.method };
    case 'factor_added':
    case 'factor_removed':
      return { ...base, factor: notice.factor };
    case 'recovery_used':
      return { ...base, left: notice.left };
    case 'new_device':
      return { ...base, device: notice.device, ip: notice.ip };
    case 'password':
    case 'recovery_renewed':
      return base;
  }
}

/**
 * A trade confirmation (topics `confirm_fill` and `confirm_close`): one fact a line, "Label: value",
 * in the reader's language. The figures are the order's receipt (trading's orderFigures).
 */
function confirmationText(lang: Lang, topic: 'confirm_fill' | 'confirm_close', params: NoticeParams): { title: string; body: string } {
  const values = shown(lang, params);
  const line = (label: string, value: string | number | undefined) => `${translate(lang, `notify.confirm.${label}` as TextKey)}: ${String(value ?? '')}`;
  const usd = (value: string | number | undefined) => `${String(value ?? '')} USD`;
  const at = timeText(lang, new Date(Number(params.time_ms)));
  const fill = topic === 'confirm_fill';
  const lines = [translate(lang, `notify.${topic}.body`), '', line('order', `#${String(params.id)}`)];
  if (params.part_of !== undefined) lines.push(line('part_of', `#${String(params.part_of)}`));
  lines.push(line('instrument', values.symbol), line('side', values.side), line('lots', values.lots));
  if (fill) {
    lines.push(
      line('requested', values.requested),
      line('filled', values.price),
      line('slippage', values.slippage),
      line('fee', usd(values.fee_usd)),
      line('margin', usd(values.margin_usd)),
      line('quote_time', at),
      '',
      translate(lang, 'notify.confirm.slippage_note'),
    );
  } else {
    lines.push(
      line('open', values.open),
      line('close', values.price),
      line('profit', values.profit_usd),
      line('swap', usd(values.swap_usd)),
      line('reason', translate(lang, `notify.confirm.reason.${String(params.reason)}` as TextKey)),
      line('closed_at', at),
    );
  }
  lines.push('', translate(lang, 'notify.confirm.footer'));
  return { title: translate(lang, `notify.${topic}.title`, values), body: lines.join('\n') };
}

/** Title and text of a notification of `topic` in `lang`. */
export function noticeText(lang: Lang, topic: string, params: NoticeParams): { title: string; body: string } {
  if (topic === 'confirm_fill' || topic === 'confirm_close') return confirmationText(lang, topic, params);
  if (topic === 'security') {
    const notice = securityNotice(params);
    if (notice) {
      const message = noticeMessage(lang, notice, new Date(Number(params.at)));
      return { title: message.subject, body: message.text };
    }
  }
  const values = shown(lang, params);
  const bodyKey = topic.startsWith('closed_') ? 'notify.closed.body' : `notify.${topic}.body`;
  return {
    title: translate(lang, `notify.${topic}.title` as TextKey, values),
    body: translate(lang, bodyKey as TextKey, values),
  };
}
