/**
 * Rows loaded by a call that a screen then changes from the server's answers: a saved row replaces
 * its old version (or is added) without reloading the list. When the call loads again, its
 * answer is taken as it is.
 */
import { useCallback, useState } from 'react';

export function useLocalRows<R extends { id: number }>(
  loaded: readonly R[] | undefined,
): [rows: readonly R[], put: (row: R) => void] {
  const [local, setLocal] = useState<{ from: readonly R[] | undefined; rows: readonly R[] }>({
    from: loaded,
    rows: loaded ?? [],
  });
  let current = local;
  if (local.from !== loaded) {
    // A new answer from the server (React's "adjust state while rendering" pattern).
    current = { from: loaded, rows: loaded ?? [] };
    setLocal(current);
  }
  const put = useCallback(
    (row: R) =>
      setLocal((s) => ({
        ...s,
        rows: s.rows.some((r) => r.id === row.id)
          ? s.rows.map((r) => (r.id === row.id ? row : r))
          : [...s.rows, row],
      })),
    [],
  );
  return [current.rows, put];
}
