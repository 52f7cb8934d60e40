/**
 * The instrument list (trade_list), shared by home, trade and search. Each screen that shows it
 * refreshes it when it opens (§2: going to / or /trade refreshes the trade list) and after a
 * socket reconnect; until the first answer arrives the list is null (screens show skeletons).
 */
import { startTransition, useEffect, useState } from 'react';
import { routes, type Instrument } from '@leverline/contract';
import { call } from '../../api/client';
import { earlyOr } from '../../api/early';
import { useLiveResync } from '../../api/useLive';
import { quoteStore } from './quoteStore';

export interface InstrumentsState {
  list: Instrument[] | null;
  /** The first load failed (a later refresh failing keeps the list it has). */
  failed: boolean;
}

const EMPTY: InstrumentsState = { list: null, failed: false };
let state = EMPTY;
let inFlight: Promise<void> | null = null;
/** Bumped by forgetInstruments, so an answer to a forgotten request is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: InstrumentsState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Fetches trade_list once at a time; the quotes go to the quote store. */
export function refreshInstruments(): Promise<void> {
  const asked = generation;
  inFlight ??= earlyOr(routes.tradeList.path, () => call(routes.tradeList, {}, { silent: state.list !== null }))
    .then(
      (list) => {
        if (asked !== generation) return;
        quoteStore.fromInstruments(list);
        publish({ list, failed: false });
      },
      () => {
        if (asked === generation && state.list === null) publish({ list: null, failed: true });
      },
    )
    .finally(() => {
      if (asked === generation) inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The instrument list, refreshed when the calling screen opens and after a reconnect. A new list
 * reaches the screen as a transition: home and trade render it in slices between frames rather
 * than in one long task (docs/performance.md, Lighthouse).
 */
export function useInstruments(): InstrumentsState & { retry: () => void } {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    // A list published between the first render and this subscription is picked up here.
    const update = () => startTransition(() => setCurrent(state));
    update();
    const unsubscribe = subscribe(update);
    void refreshInstruments();
    return unsubscribe;
  }, []);
  useLiveResync(() => void refreshInstruments());
  return { ...current, retry: () => void refreshInstruments() };
}

/** Tests: forget the list. */
export function forgetInstruments(): void {
  generation += 1;
  state = EMPTY;
  inFlight = null;
}
