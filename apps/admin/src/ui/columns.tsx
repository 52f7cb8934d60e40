import { Button } from 'antd';
import { texts } from '../i18n/texts';

/** A table's last column: each row's Edit button, `{testId}-{id}`. */
export function editColumn<R extends { id: number }>(testId: string, onEdit: (row: R) => void) {
  return {
    title: texts.common.actions,
    key: 'edit',
    width: 100,
    render: (_: unknown, row: R) => (
      <Button size="small" onClick={() => onEdit(row)} data-testid={`${testId}-${row.id}`}>
        {texts.common.edit}
      </Button>
    ),
  };
}
