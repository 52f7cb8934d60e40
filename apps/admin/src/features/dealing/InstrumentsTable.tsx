import { Button, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { StaffInstrument } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { rowProps } from '../../ui/rowProps';

const t = texts.instruments;

interface InstrumentsTableProps {
  rows: readonly StaffInstrument[];
  loading: boolean;
  /** The category's display name. */
  categoryName: (id: number) => string;
  /** Switches and edit buttons (dealing.manage); without them the table only shows. */
  editable: boolean;
  /** A request is in flight: switches are disabled. */
  busy?: boolean;
  onToggle?: (instrument: StaffInstrument, enabled: boolean) => void;
  onEdit?: (instrument: StaffInstrument) => void;
}

/** Every instrument with its trading terms, enabled or not. */
export function InstrumentsTable({
  rows,
  loading,
  categoryName,
  editable,
  busy = false,
  onToggle,
  onEdit,
}: InstrumentsTableProps) {
  const columns: TableColumnsType<StaffInstrument> = [
    { title: texts.common.id, dataIndex: 'id', width: 60 },
    { title: t.code, dataIndex: 'code' },
    { title: t.showCode, dataIndex: 'show_code' },
    { title: t.name, dataIndex: 'name' },
    {
      title: t.category,
      dataIndex: 'category_id',
      render: (id: number) => categoryName(id),
    },
    {
      title: texts.common.enabled,
      dataIndex: 'enabled',
      render: (enabled: boolean, row) =>
        editable ? (
          <Switch
            checked={enabled}
            disabled={busy}
            onChange={(next) => onToggle?.(row, next)}
            data-testid={`instrument-enabled-${row.id}`}
          />
        ) : (
          <Tag color={enabled ? 'green' : 'default'} data-testid={`instrument-enabled-tag-${row.id}`}>
            {enabled ? t.on : t.off}
          </Tag>
        ),
    },
    {
      title: t.market,
      dataIndex: 'market_open',
      render: (open: boolean, row) => (
        <Tag color={open ? 'green' : 'default'} data-testid={`instrument-market-${row.id}`}>
          {open ? t.marketOpen : t.marketClosed}
        </Tag>
      ),
    },
    { title: t.spread, dataIndex: 'spread_units', align: 'right' },
    {
      title: t.lots,
      key: 'lots',
      align: 'right',
      render: (_: unknown, row) => `${row.min_lots} – ${row.max_lots} / ${row.lot_step}`,
    },
    {
      title: t.leverage,
      dataIndex: 'leverage_options',
      render: (options: number[]) =>
        options.length ? options.map((o) => `${o}×`).join(', ') : texts.common.none,
    },
    { title: t.feeRate, dataIndex: 'fee_rate', align: 'right' },
    {
      title: t.marginMode,
      dataIndex: 'margin_mode',
      render: (mode: number) => t.marginModes[mode as 1 | 2] ?? mode,
    },
    ...(editable
      ? [
          {
            title: texts.common.actions,
            key: 'edit',
            render: (_: unknown, row: StaffInstrument) => (
              <Button size="small" onClick={() => onEdit?.(row)} data-testid={`instrument-edit-${row.id}`}>
                {texts.common.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<StaffInstrument>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) => rowProps(`instrument-row-${row.id}`)}
      rowClassName={(row) => (row.enabled ? '' : 'row-disabled')}
      locale={{ emptyText: t.empty }}
    />
  );
}
