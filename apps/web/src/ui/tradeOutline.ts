/**
 * Trade's outline (index.html) filled with the real quote before the app's code arrives. The
 * loader in index.html asks for the instrument list and the language's texts first, hands both
 * here, and loads the app's code only once this is painted: on a slow phone network the trader
 * sees the price of the instrument they last looked at about two seconds sooner
 * (docs/performance.md). Everything here is what the trade page itself shows, from the same list
 * and texts, in the same places; the page takes over as soon as it is on screen.
 *
 * Built into index.html's loader (vite.config.ts), so it imports nothing with code of its own
 * beyond what it uses.
 */
import type { Instrument } from '@leverline/contract';
import { isSuccess } from '../api/early';
import { logoOn } from '../features/quotes/logoOn';
import { directionOf, formatPrice } from '../features/quotes/price';
import { quoteOf } from '../features/quotes/quoteStore';
import { PERIOD_OPTIONS } from '../features/trade/periods';

/** The texts of one language, as its locale file has them (src/i18n/locales). */
export interface OutlineTexts {
  trade?: Record<string, string>;
  period?: Record<string, string>;
  instrument_names?: Record<string, string>;
}

export interface TradeOutlineInput {
  /** The trade_list answer. */
  answer: unknown;
  /** The remembered instrument (localStorage `instrument`), if any. */
  selected: string | null;
  texts: OutlineTexts | null;
  /** Where relative logo paths live: the API's origin. */
  origin: string;
}

function instrumentsOf(answer: unknown): Instrument[] | null {
  return isSuccess(answer) && Array.isArray(answer.data) ? (answer.data as Instrument[]) : null;
}

function text(root: ParentNode, selector: string, value: string): void {
  const node = root.querySelector(selector);
  if (node) node.textContent = value;
}

/**
 * Fills `shell` (index.html's #shell) with the quote of the instrument the trade page will open
 * on: the remembered one, or the first. Returns false, leaving the outline as it is, when the
 * answer has no instruments.
 */
export function fillTradeOutline(shell: ParentNode, { answer, selected, texts, origin }: TradeOutlineInput): boolean {
  const list = instrumentsOf(answer);
  const instrument = list?.find((i) => i.Code === selected) ?? list?.[0];
  if (!instrument?.ForexQuotations) return false;
  // Read as the trade page reads it (its price panel and closed-market note).
  const quote = quoteOf(instrument);
  const page = shell.querySelector('.s-trade');
  if (!page) return false;
  // A text by its key, as the app's t() reads it ('trade.open').
  const t = (key: string) => {
    const [section = '', name = ''] = key.split('.');
    return texts?.[section as keyof OutlineTexts]?.[name] ?? '';
  };

  const logo = page.querySelector<HTMLImageElement>('.t-logo');
  if (logo && instrument.Logo) {
    logo.src = logoOn(origin, instrument.Logo);
  }
  text(page, '.t-code', instrument.ShowCode);
  // Named as the page names it (useInstrumentName): the language's name, else the server's.
  text(page, '.t-name', texts?.instrument_names?.[instrument.Code] ?? instrument.Name);

  const open = quote.isMarketOpen;
  const price = page.querySelector('.t-price');
  if (price) {
    price.textContent = formatPrice(quote.close, instrument.PricePrecision);
    price.className = `t-price is-${open ? directionOf(quote.change) : 'closed'}`;
  }
  const stats = page.querySelector('.t-stats');
  if (stats) {
    stats.replaceChildren(
      ...(
        [
          ['trade.open', quote.open],
          ['trade.high', quote.high],
          ['trade.low', quote.low],
        ] as const
      ).flatMap(([key, value]) => {
        const dt = document.createElement('dt');
        dt.textContent = t(key);
        const dd = document.createElement('dd');
        dd.dir = 'ltr';
        dd.textContent = formatPrice(value, instrument.PricePrecision);
        return [dt, dd];
      }),
    );
  }
  const closed = page.querySelector<HTMLElement>('.t-closed');
  if (closed) {
    closed.hidden = open;
    text(closed, 'strong', t('trade.market_closed'));
    text(closed, 'span span', t('trade.market_closed_note'));
  }
  const periods = page.querySelector('.t-periods');
  if (periods && texts) {
    periods.replaceChildren(
      ...PERIOD_OPTIONS.map(({ labelKey }) => {
        const label = document.createElement('span');
        label.textContent = t(labelKey);
        return label;
      }),
    );
  }
  return true;
}
