/**
 * The history export's CSV (RFC 4180): a header row, then one row per order, fields separated by
 * commas, rows by CRLF. Amounts are the exact decimals the order list shows (USD, 6 places), prices
 * at the instrument's precision, times in UTC ISO 8601, so a spreadsheet sums them to the cent.
 */
import type { OrderFigures } from './trading.views.js';

/** One exported order: its figures as the order list shows them, and what the figures do not say. */
export interface HistoryCsvRow {
  id: number;
  side: 'buy' | 'sell';
  /** closed or cancelled. */
  state: string;
  closeReason: string;
  openedAt: Date;
  closedAt: Date | null;
  figures: OrderFigures;
}

export const HISTORY_CSV_COLUMNS = [
  'order_id',
  'instrument',
  'side',
  'lots',
  'open_price',
  'close_price',
  'opened_at_utc',
  'closed_at_utc',
  'fee_usd',
  'swap_usd',
  'profit_usd',
  'state',
  'close_reason',
] as const;

/**
 * One field: quoted when it holds a comma, quote or line break; text that a spreadsheet would run
 * as a formula (=, +, -, @ first) gets a leading apostrophe. Numbers are written by us and pass.
 */
export function csvField(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function historyCsv(rows: readonly HistoryCsvRow[]): string {
  const lines = [HISTORY_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const f = row.figures;
    const cancelled = row.state === 'cancelled';
    lines.push(
      [
        csvField(String(row.id), false),
        csvField(f.instrument.ShowCode || f.instrument.Code, true),
        csvField(row.side, true),
        csvField(f.lots, false),
        // A cancelled order never traded: neither price, no profit.
        csvField(cancelled ? '' : f.openPrice, false),
        csvField(cancelled ? '' : f.price, false),
        csvField(row.openedAt.toISOString(), false),
        csvField(row.closedAt ? row.closedAt.toISOString() : '', false),
        csvField(f.fee, false),
        csvField(f.swap, false),
        csvField(f.profit, false),
        csvField(row.state, true),
        csvField(row.closeReason, true),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
