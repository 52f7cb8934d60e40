import type { Instrument } from '@leverline/contract';
import { quoteStore } from '../quotes/quoteStore';
import { AlertForm } from './AlertForm';

/** The alert form for the trade screen's instrument, at a tapped chart price or the price now. */
export function TradeAlertForm({ instrument, level, onClose }: { instrument: Instrument; level?: number | undefined; onClose: () => void }) {
  const price = quoteStore.get(instrument.Code)?.close ?? instrument.ForexQuotations.Close;
  return <AlertForm draft={{ symbol: instrument.Code, precision: instrument.PricePrecision, price, level }} onClose={onClose} />;
}
