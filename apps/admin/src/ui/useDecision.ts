/**
 * The decisions of a queue screen: which record's drawer is open, which decision's dialog is
 * open, and `decide`, which sends one decision at a time. On success the drawer shows the record
 * as the server returned it; when someone else decided first (1065) or the record is gone (1064),
 * the server's message has been shown, the drawer closes and the list reloads. Any other refusal
 * closes the dialog and leaves the record as it was; a network failure keeps the dialog for a retry.
 */
import { useCallback, useState } from 'react';
import { isServerError } from '../api/client';
import { toast } from '../app/feedback';
import { useAction } from './useAction';

/** Staff failure codes (docs/api.md, "The staff API"). */
export const STAFF_CODES = {
  recordNotFound: 1064,
  alreadyDecided: 1065,
  reasonRequired: 1066,
  forbidden: 1067,
} as const;

export function useDecision<T extends { id: number }, D extends string>(reload: () => void) {
  const [busy, run] = useAction();
  const [selected, setSelected] = useState<T | null>(null);
  const [dialog, setDialog] = useState<D | null>(null);

  const close = useCallback(() => {
    setSelected(null);
    setDialog(null);
  }, []);

  const decide = useCallback(
    (work: () => Promise<T>, doneText: string) =>
      run(async () => {
        try {
          const record = await work();
          setSelected(record);
          setDialog(null);
          toast.success(doneText);
          reload();
        } catch (error) {
          if (
            isServerError(error, STAFF_CODES.alreadyDecided) ||
            isServerError(error, STAFF_CODES.recordNotFound)
          ) {
            close();
            reload();
          } else if (isServerError(error)) {
            // Refused (e.g. approving one's own adjustment): the message is shown; the record stays.
            setDialog(null);
          }
          throw error;
        }
      }),
    [run, reload, close],
  );

  return { busy, selected, open: setSelected, close, dialog, setDialog, decide };
}
