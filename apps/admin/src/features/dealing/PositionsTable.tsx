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
    { title: texts.exposure.code, dataIndex: 'code' },
    {
      title: texts.positions.side,
      dataIndex: 'type',
      render: (t: StaffPosition['type']) =>
        t === 1 ? (
          <Tag color="green">{texts.positions.buy}</Tag>
        ) : (
          <Tag color="red">{texts.positions.sell}</Tag>
        ),
    },
    {
      title: texts.positions.state,
      dataIndex: 'status',
      render: (s: StaffPosition['status']) => (s === 0 ? texts.positions.pending : texts.positions.holding),
    },
    { title: texts.positions.lots, dataIndex: 'lots', align: 'right' },
    { title: texts.positions.openPrice, dataIndex: 'open_price', align: 'right' },
    { title: texts.positions.price, dataIndex: 'price', align: 'right' },
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
      title: texts.positions.stopLoss,
      dataIndex: 'stop_loss',
      align: 'right',
      render: (v: string) => v || texts.common.none,
    },
    {
      title: texts.positions.takeProfit,
      dataIndex: 'take_profit',
      align: 'right',
      render: (v: string) => v || texts.common.none,
    },
    {
      title: texts.positions.leverage,
      dataIndex: 'leverage',
      align: 'right',
      render: (v: number) => `${v}×`,
    },
    { title: texts.positions.opened, dataIndex: 'created_at', render: formatTime },
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
