import { Table, Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { StaffPosition } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { Money } from '../../ui/Money';
import { UserLink } from '../../ui/UserLink';

interface PositionsTableProps {
  rows: readonly StaffPosition[];
  loading: boolean;
  /** Show whose position it is (the dealing view; a user's page leaves it out). */
  showUser?: boolean;
  pagination?: TablePaginationConfig | false;
}

/** Open positions and pending orders, valued at the live price. */
export function PositionsTable({ rows, loading, showUser = false, pagination = false }: PositionsTableProps) {
  const columns: TableColumnsType<StaffPosition> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    ...(showUser
      ? [
          {
            title: texts.common.uid,
            dataIndex: 'uid',
            render: (_: string, p: StaffPosition) => <UserLink userId={p.user_id} uid={p.uid} />,
          },
        ]
      : []),
    // Stacked cells (instrument over side and state, open price over live price, stop-loss over
    // take-profit) keep every figure in view at 1440 px, sider included, without sideways scrolling.
    {
      title: texts.positions.instrument,
      key: 'instrument',
      render: (_: unknown, p: StaffPosition) => (
        <div className="cell-stack">
          <strong>{p.code}</strong>
          <span>
            {p.type === 1 ? <Tag color="green">{texts.positions.buy}</Tag> : <Tag color="red">{texts.positions.sell}</Tag>}
            {p.status === 0 ? texts.positions.pending : texts.positions.holding}
          </span>
        </div>
      ),
    },
    { title: texts.positions.lots, dataIndex: 'lots', align: 'right' },
    {
      title: texts.positions.prices,
      key: 'prices',
      align: 'right',
      render: (_: unknown, p: StaffPosition) => (
        <div className="cell-stack">
          <span>{p.open_price}</span>
          <span>{p.price}</span>
        </div>
      ),
    },
    {
      title: texts.positions.profit,
      dataIndex: 'profit',
      align: 'right',
      render: (v: string) => <Money value={v} signed />,
    },
    {
      title: texts.positions.margin,
      dataIndex: 'margin',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.positions.fee,
      dataIndex: 'fee',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.positions.stops,
      key: 'stops',
      align: 'right',
      render: (_: unknown, p: StaffPosition) => (
        <div className="cell-stack">
          <span title={texts.positions.stopLoss}>{p.stop_loss || texts.common.none}</span>
          <span title={texts.positions.takeProfit}>{p.take_profit || texts.common.none}</span>
        </div>
      ),
    },
    {
      title: texts.positions.leverage,
      dataIndex: 'leverage',
      align: 'right',
      render: (v: number) => `${v}×`,
    },
    { title: texts.positions.opened, dataIndex: 'created_at', render: (v: string) => <span className="cell-time">{formatTime(v)}</span> },
  ];
  return (
    <Table<StaffPosition>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: texts.users.noPositions }}
    />
  );
}
