/**
 * Add / edit of a table's rows in a modal form: which row is in the form ('new' for a new one,
 * null when it is closed), and `submit`, which validates the form, saves one request at a time
 * and closes the form once the save succeeded (a failure keeps it open; its message was shown).
 */
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useAction } from './useAction';

export interface RowEditor<R, V> {
  form: FormInstance<V>;
  /** A save is under way (the form and its buttons are disabled). */
  busy: boolean;
  /** Runs other requests of the table one at a time with the saves (see useAction). */
  run: (work: () => Promise<void>) => void;
  editing: R | 'new' | null;
  /** Opens the form on a row's values, or a new row's. */
  open: (row: R | 'new') => void;
  close: () => void;
  submit: () => void;
}

export function useRowEditor<R, V extends object>(
  /** The form's values for a row, or for a new one. */
  valuesOf: (row: R | 'new') => V,
  /** Saves the form's values as the row (or a new one); the form closes when it resolves. */
  save: (values: V, row: R | 'new') => Promise<void>,
): RowEditor<R, V> {
  const [form] = Form.useForm<V>();
  const [busy, run] = useAction();
  const [editing, setEditing] = useState<R | 'new' | null>(null);

  const open = (row: R | 'new') => {
    setEditing(row);
    form.setFieldsValue(valuesOf(row));
  };

  const submit = () => {
    form.validateFields().then(
      (values) =>
        run(async () => {
          const target = editing;
          if (target === null) return;
          await save(values, target);
          setEditing(null);
        }),
      () => undefined, // the form shows what is missing
    );
  };

  return { form, busy, run, editing, open, close: () => setEditing(null), submit };
}
