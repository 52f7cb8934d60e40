import type { Instrument } from '@leverline/contract';

/** Lower case, letters and digits only: "EUR/USD", "eur usd" and "eurusd" all read "eurusd". */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Instruments whose code, shown code or name contains the query (all of them for an empty one).
 * `nameOf` gives the name the reader sees (useInstrumentName): a trader in hk finds gold by
 * typing 黃金, and by "gold" as well, the server's own name.
 */
export function searchInstruments(
  list: readonly Instrument[],
  query: string,
  nameOf?: (instrument: Instrument) => string,
): Instrument[] {
  const needle = normalize(query);
  if (!needle) return [...list];
  return list.filter(
    (instrument) =>
      normalize(instrument.Code).includes(needle) ||
      normalize(instrument.ShowCode).includes(needle) ||
      normalize(instrument.Name).includes(needle) ||
      (nameOf !== undefined && normalize(nameOf(instrument)).includes(needle)),
  );
}
