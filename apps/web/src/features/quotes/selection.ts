/**
 * The instrument the trader is looking at, remembered on this device (localStorage
 * `instrument`, its code) so the trade screen opens on it after a reload.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'instrument';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current = read();

export function selectedCode(): string | null {
  return current;
}

export function selectInstrument(code: string): void {
  current = code;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage unavailable: remembered for this visit only
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected instrument's code, or null when none was chosen yet. */
export function useSelectedCode(): string | null {
  return useSyncExternalStore(subscribe, selectedCode);
}

/** Tests: re-read localStorage. */
export function reloadSelection(): void {
  current = read();
}
