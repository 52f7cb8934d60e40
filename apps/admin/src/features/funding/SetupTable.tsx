import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Modal, Switch, Table } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { useAction } from '../../ui/useAction';

/** Form values are text (rates stay exact decimal text); the contract converts digits to numbers. */
export type SetupValues = Record<string, string | number | undefined>;

interface SetupTableProps<R extends { id: number; enabled: boolean }> {
  title: string;
  /** Prefix of test ids: `${testId}-add`, `${testId}-edit-${id}`, `${testId}-enabled-${id}`. */
  testId: string;
  rows: readonly R[];
  loading: boolean;
  columns: TableColumnsType<R>;
  /** The form's fields (Form.Items named after the save call's input). */
  fields: (form: FormInstance<SetupValues>) => ReactNode;
  /** Values of a new row. */
  blank: SetupValues;
  /** A row's values in the form. */
  valuesOf: (row: R) => SetupValues;
  /** Saves a row: with `id` it changes that row, without it creates one. */
  save: (values: SetupValues, row: { id?: number; enabled: boolean }) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * One table of the funding set-up with add / edit in a modal form and an enabled switch per row.
 * Rows are never deleted: deposits and withdrawals point at them, so a row is switched off instead.
 */
export function SetupTable<R extends { id: number; enabled: boolean }>(props: SetupTableProps<R>) {
  const { title, testId, rows, loading, columns, fields, blank, valuesOf, save, onSaved } = props;
  const [form] = Form.useForm<SetupValues>();
  const [busy, run] = useAction();
  /** The row being edited; 'new' for a new one; null when the form is closed. */
  const [editing, setEditing] = useState<R | 'new' | null>(null);

  const openForm = (row: R | 'new') => {
    setEditing(row);
    form.setFieldsValue(row === 'new' ? blank : valuesOf(row));
  };

  const submit = () => {
    form.validateFields().then(
      (values) =>
        run(async () => {
          const target = editing;
          if (target === null) return;
          await save(
            values,
            target === 'new' ? { enabled: true } : { id: target.id, enabled: target.enabled },
          );
          toast.success(texts.fundingSetup.savedRow);
          setEditing(null);
          onSaved();
        }),
      () => undefined,
    );
  };

  const toggle = (row: R, enabled: boolean) =>
    run(async () => {
      await save(valuesOf(row), { id: row.id, enabled });
      toast.success(enabled ? texts.fundingSetup.enabledOn : texts.fundingSetup.enabledOff);
      onSaved();
    });

  const allColumns: TableColumnsType<R> = [
    { title: texts.common.id, dataIndex: 'id', width: 70 },
    ...columns,
    {
      title: texts.common.enabled,
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={busy}
          onChange={(next) => toggle(row, next)}
          data-testid={`${testId}-enabled-${row.id}`}
        />
      ),
    },
    {
      title: texts.common.actions,
      key: 'edit',
      width: 100,
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => openForm(row)} data-testid={`${testId}-edit-${row.id}`}>
          {texts.common.edit}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={title}
      style={{ marginBottom: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => openForm('new')} data-testid={`${testId}-add`}>
          {texts.common.add}
        </Button>
      }
    >
      <Table<R>
        rowKey="id"
        size="small"
        columns={allColumns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.enabled ? '' : 'row-disabled')}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? texts.fundingSetup.addTitle(title) : texts.fundingSetup.editTitle(title)}
        onCancel={() => setEditing(null)}
        onOk={submit}
        okText={texts.common.save}
        okButtonProps={{ loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        forceRender
      >
        <Form<SetupValues> form={form} layout="vertical" disabled={busy}>
          {fields(form)}
        </Form>
      </Modal>
    </Card>
  );
}
