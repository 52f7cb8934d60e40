import { useCallback, useSyncExternalStore } from 'react';

/** Whether balances show as **** on this device (the eye toggle), remembered across visits. */
const STORAGE_KEY = 'balance_hidden';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let hidden = read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBalanceHidden(value: boolean): void {
  hidden = value;
  try {
    if (value) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the choice lasts for this visit only
  }
  for (const listener of listeners) listener();
}

export function useBalanceMask(): { hidden: boolean; toggle: () => void } {
  const value = useSyncExternalStore(subscribe, () => hidden);
  const toggle = useCallback(() => setBalanceHidden(!hidden), []);
  return { hidden: value, toggle };
}
