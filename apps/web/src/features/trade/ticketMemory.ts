/**
 * What the order ticket remembers per instrument: the lots and leverage last used on it, so a
 * trader who trades 0.5 lots at 50x on gold and 0.01 at 100x on EURUSD finds each as they left it.
 * Kept in this browser only (localStorage); what no longer fits the instrument's rules is dropped.
 */
import { isDecimalText } from '@leverline/domain';

const KEY = 'leverline.ticket';

export interface TicketMemory {
  lots?: string;
  leverage?: number;
}

function readAll(): Record<string, TicketMemory> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, TicketMemory>) : {};
  } catch {
    return {};
  }
}

/** The remembered lots (decimal text) and leverage of an instrument, each only if still sensible. */
export function recall(instrumentId: number): TicketMemory {
  const entry = readAll()[String(instrumentId)];
  if (!entry || typeof entry !== 'object') return {};
  return {
    lots: typeof entry.lots === 'string' && isDecimalText(entry.lots) ? entry.lots : undefined,
    leverage:
      typeof entry.leverage === 'number' && Number.isInteger(entry.leverage) ? entry.leverage : undefined,
  };
}

export function remember(instrumentId: number, change: TicketMemory): void {
  try {
    const all = readAll();
    all[String(instrumentId)] = { ...all[String(instrumentId)], ...change };
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or switched off: the ticket simply starts from the defaults next time
  }
}
