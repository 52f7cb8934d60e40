/**
 * What the quote rows show beside each instrument: the price with the day's change, or the bid and
 * ask with the spread between them. The trader's choice is kept on the phone (`quoteView`).
 */
import { useCallback, useState } from 'react';

export type QuoteView = 'change' | 'bidask';

const KEY = 'quoteView';

export function storedQuoteView(): QuoteView {
  try {
    return localStorage.getItem(KEY) === 'bidask' ? 'bidask' : 'change';
  } catch {
    // Storage refused (private mode): the default view.
    return 'change';
  }
}

export function useQuoteView(): [QuoteView, (view: QuoteView) => void] {
  const [view, setView] = useState(storedQuoteView);
  const choose = useCallback((next: QuoteView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not kept, but shown for this visit.
    }
  }, []);
  return [view, choose];
}
