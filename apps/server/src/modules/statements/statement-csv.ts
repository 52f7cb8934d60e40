/**
 * A statement as CSV (RFC 4180, CRLF rows) in the reader's language: a header block (account,
 * period, opening and closing balance, closing equity), one row per movement with the running
 * balance, the totals per kind, then the trades and the positions held at the end. Amounts are the
 * exact decimals (USD, 6 places) and times UTC ISO 8601, so a spreadsheet sums them to the cent.
 * The caller puts a UTF-8 byte-order mark before it, so spreadsheet programs read it as UTF-8.
 */
import type { Lang } from '@leverline/contract';
import { translate, type TextKey } from '../../i18n/translate.js';
import { csvField } from '../trading/history-csv.js';
import { MOVEMENT_KINDS, type Statement } from './statement.js';

/** A kind of movement in the reader's language; a kind the catalogue has no label for, by its name. */
export function kindLabel(lang: Lang, kind: string): string {
  return (MOVEMENT_KINDS as string[]).includes(kind) ? translate(lang, `ledger.${kind}` as TextKey) : kind;
}

const iso = (at: Date | null) => (at ? at.toISOString() : '');

export function statementTitle(lang: Lang, s: Statement): string {
  return translate(lang, s.period.kind === 'day' ? 'statement.title_day' : 'statement.title_month');
}

export function statementCsv(s: Statement, lang: Lang): string {
  const t = (key: TextKey, params?: Record<string, string>) => translate(lang, key, params);
  const text = (v: string) => csvField(v, true);
  const num = (v: string) => csvField(v, false);
  const lines: string[] = [];
  const row = (...cells: string[]) => lines.push(cells.join(','));
  row(text(statementTitle(lang, s)));
  row(
    text(t('statement.account')),
    num(String(s.accountId)),
    text(t(s.accountKind === 'demo' ? 'statement.demo' : 'statement.real')),
  );
  row(text(t('statement.period')), text(s.period.key), num(iso(s.period.from)), num(iso(s.period.to)));
  row(text(t('statement.issued')), num(iso(s.issuedAt)));
  if (s.ongoing) row(text(t('statement.ongoing', { time: iso(s.issuedAt) })));
  row(text(t('statement.opening')), num(s.opening));
  row(text(t('statement.closing')), num(s.closing));
  row(text(t('statement.equity')), num(s.equity));
  row('');
  row(text(t('statement.movements')));
  row(
    text(t('statement.time')),
    text(t('statement.kind')),
    text(t('statement.details')),
    text(t('statement.amount')),
    text(t('statement.balance')),
  );
  for (const m of s.movements)
    row(num(iso(m.at)), text(kindLabel(lang, m.kind)), text(m.memo), num(m.amount), num(m.balance));
  row('');
  row(text(t('statement.totals')), text(t('statement.amount')));
  for (const total of s.totals) row(text(kindLabel(lang, total.kind)), num(total.amount));
  row(text(t('statement.total')), num(s.moved));
  row('');
  row(text(t('statement.trades')));
  row(
    ...(
      [
        'statement.order',
        'statement.instrument',
        'statement.side',
        'statement.lots',
        'statement.opened',
        'statement.open_price',
        'statement.closed',
        'statement.close_price',
        'statement.profit',
      ] as const
    ).map((k) => text(t(k))),
  );
  for (const trade of s.trades) {
    row(
      num(String(trade.orderId)),
      text(trade.instrument),
      text(t(trade.side === 'buy' ? 'statement.buy' : 'statement.sell')),
      num(trade.lots),
      num(iso(trade.openedAt)),
      num(trade.openPrice),
      num(iso(trade.closedAt)),
      num(trade.closePrice ?? ''),
      num(trade.profit ?? ''),
    );
  }
  row('');
  row(text(t('statement.positions')));
  row(
    ...(
      [
        'statement.order',
        'statement.instrument',
        'statement.side',
        'statement.lots',
        'statement.open_price',
        'statement.price',
        'statement.floating',
      ] as const
    ).map((k) => text(t(k))),
  );
  for (const p of s.positions)
    row(
      num(String(p.orderId)),
      text(p.instrument),
      text(t(p.side === 'buy' ? 'statement.buy' : 'statement.sell')),
      num(p.lots),
      num(p.openPrice),
      num(p.price),
      num(p.floating),
    );
  row(text(t('statement.floating')), num(s.floating));
  if (s.pricesAt)
    row(
      text(
        t(s.pricesAtEnd ? 'statement.valued_at_end' : 'statement.valued_latest', { time: iso(s.pricesAt) }),
      ),
    );
  return lines.join('\r\n') + '\r\n';
}
