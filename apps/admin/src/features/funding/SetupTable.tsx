import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Switch, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { CallDef } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { editColumn } from '../../ui/columns';
import { EditorModal } from '../../ui/EditorModal';
import { Money } from '../../ui/Money';
import { useRowEditor } from '../../ui/useRowEditor';

const t = texts.fundingSetup;

/** Form values are text (rates stay exact decimal text); the contract converts digits to numbers. */
export type SetupValues = Record<string, string | number | undefined>;

/** What every set-up row has: the table adds the id, sort and enabled columns itself. */
export interface SetupRow {
  id: number;
  enabled: boolean;
  sort: number;
}

/** The contract's rate: a decimal with up to 10 places. */
const rateRules: Rule[] = [
  { required: true, pattern: /^(0|[1-9]\d{0,11})(\.\d{1,10})?$/, message: t.rateInvalid },
];
/** The contract's currency and network codes: 2 to 12 letters or digits. */
export const codeRules: Rule[] = [{ required: true, pattern: /^[A-Za-z0-9]{2,12}$/, message: t.codeInvalid }];
export const requiredRules: Rule[] = [{ required: true, whitespace: true, message: texts.common.required }];
const sortRules: Rule[] = [{ pattern: /^\d{1,6}$/, message: texts.common.required }];

/**
 * One field of a set-up row: its form item, its column, its value in a new row and how it is sent.
 * - `text`: sent as typed.
 * - `decimal`: a rate or an amount, exact decimal text (right-aligned; `money` groups it).
 * - `choice`: a number picked from `options`, shown in the table by its label (or `show`).
 */
export type SetupField<R> = { name: Exclude<keyof R & string, keyof SetupRow>; label: string } & (
  | { kind: 'text'; rules?: Rule[]; placeholder?: string; blank?: string }
  | { kind: 'decimal'; extra?: ReactNode; money?: boolean; blank: string }
  | {
      kind: 'choice';
      options: { value: number; label: string }[];
      rules: Rule[];
      blank?: number;
      show?: (value: number) => ReactNode;
    }
);

export interface SetupTableConfig<R extends SetupRow> {
  title: string;
  /** Prefix of test ids: `${testId}-add`, `${testId}-edit-${id}`, `${testId}-enabled-${id}`. */
  testId: string;
  /** The form's fields in order (the sort comes last by itself). */
  fields: readonly SetupField<R>[];
  /** The fields shown as columns, in order (the sort comes last); all of them by default. */
  columns?: readonly SetupField<R>['name'][];
  /** The save call: with `id` it changes that row, without it creates one. */
  save: CallDef;
}

interface SetupTableProps<R extends SetupRow> extends SetupTableConfig<R> {
  rows: readonly R[];
  loading: boolean;
  onSaved: () => void;
}

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

function columnOf<R>(field: SetupField<R>): TableColumnsType<R>[number] {
  const column = { title: field.label, dataIndex: field.name };
  switch (field.kind) {
    case 'text':
      return column;
    case 'decimal':
      return field.money
        ? { ...column, align: 'right', render: (v: string) => <Money value={v} /> }
        : { ...column, align: 'right' };
    case 'choice':
      return {
        ...column,
        render: (v: number) =>
          field.show ? field.show(v) : (field.options.find((o) => o.value === v)?.label ?? v),
      };
  }
}

function itemOf<R>(field: SetupField<R>): ReactNode {
  const name: string = field.name;
  const label = field.label;
  switch (field.kind) {
    case 'text':
      return (
        <Form.Item key={name} name={name} label={label} rules={field.rules}>
          <Input placeholder={field.placeholder} />
        </Form.Item>
      );
    case 'decimal':
      return (
        <Form.Item key={name} name={name} label={label} extra={field.extra} rules={rateRules}>
          <Input inputMode="decimal" />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item key={name} name={name} label={label} rules={field.rules}>
          <Select options={field.options} />
        </Form.Item>
      );
  }
}

/**
 * One table of the funding set-up, described by its fields: the columns, the add / edit form in a
 * modal, a new row's values and the save call's input all follow from them, with an enabled switch
 * per row. Rows are never deleted: deposits and withdrawals point at them, so a row is switched off
 * instead.
 */
export function SetupTable<R extends SetupRow>(props: SetupTableProps<R>) {
  const { title, testId, rows, loading, fields, save, onSaved } = props;
  const valuesOf = (row: R | 'new'): SetupValues => {
    const values: SetupValues = {};
    for (const field of fields)
      values[field.name] =
        row === 'new'
          ? (field.blank ?? (field.kind === 'choice' ? undefined : ''))
          : (row[field.name] as string | number);
    values.sort = row === 'new' ? '0' : String(row.sort);
    return values;
  };

  /** Saves the row (a new one without `id`) as the contract takes it. */
  const send = (values: SetupValues, row: { id?: number; enabled: boolean }) => {
    const input: Record<string, unknown> = { id: row.id };
    for (const field of fields)
      input[field.name] = field.kind === 'choice' ? Number(values[field.name]) : text(values[field.name]);
    input.enabled = row.enabled;
    input.sort = text(values.sort) || '0';
    return call(save, input);
  };

  const editor = useRowEditor<R, SetupValues>(valuesOf, async (values, target) => {
    await send(values, target === 'new' ? { enabled: true } : { id: target.id, enabled: target.enabled });
    toast.success(t.savedRow);
    onSaved();
  });
  // A switch and the form save one request at a time between them.
  const { busy, run } = editor;

  const toggle = (row: R, enabled: boolean) =>
    run(async () => {
      await send(valuesOf(row), { id: row.id, enabled });
      toast.success(enabled ? t.enabledOn : t.enabledOff);
      onSaved();
    });

  const shown = props.columns ?? fields.map((f) => f.name);
  const columns: TableColumnsType<R> = [
    { title: texts.common.id, dataIndex: 'id', width: 70 },
    ...shown.map((name) => columnOf(fields.find((f) => f.name === name)!)),
    { title: t.sort, dataIndex: 'sort', align: 'right' },
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
    editColumn<R>(`${testId}-edit`, editor.open),
  ];

  return (
    <Card
      title={title}
      style={{ marginBottom: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => editor.open('new')} data-testid={`${testId}-add`}>
          {texts.common.add}
        </Button>
      }
    >
      <Table<R>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.enabled ? '' : 'row-disabled')}
      />
      <EditorModal editor={editor} title={editor.editing === 'new' ? t.addTitle(title) : t.editTitle(title)}>
        {fields.map(itemOf)}
        <Form.Item name="sort" label={t.sort} rules={sortRules}>
          <Input inputMode="numeric" />
        </Form.Item>
      </EditorModal>
    </Card>
  );
}
