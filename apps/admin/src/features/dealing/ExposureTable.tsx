import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ExposureRow } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { Money } from '../../ui/Money';

interface ExposureTableProps {
  rows: readonly ExposureRow[];
  loading: boolean;
  /** Makes the instrument a link to its positions. */
  onOpen?: (code: string) => void;
}

/** Open interest per instrument: positions, lots each way, net, and traders' floating profit. */
export function ExposureTable({ rows, loading, onOpen }: ExposureTableProps) {
  const columns: TableColumnsType<ExposureRow> = [
    {
      title: texts.exposure.code,
      dataIndex: 'code',
      render: (code: string) =>
        onOpen ? (
          <a onClick={() => onOpen(code)} data-testid={`exposure-${code}`}>
            {code}
          </a>
        ) : (
          code
        ),
    },
    { title: texts.exposure.positions, dataIndex: 'positions', align: 'right' },
    {
      title: texts.exposure.buyLots,
      dataIndex: 'buy_lots',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.exposure.sellLots,
      dataIndex: 'sell_lots',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.exposure.netLots,
      dataIndex: 'net_lots',
      align: 'right',
      render: (v: string) => <Money value={v} signed />,
    },
    {
      title: texts.exposure.netUnits,
      dataIndex: 'net_units',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.exposure.floating,
      dataIndex: 'floating_profit',
      align: 'right',
      render: (v: string) => <Money value={v} signed />,
    },
  ];
  return (
    <Table<ExposureRow>
      rowKey="code"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: texts.exposure.empty }}
    />
  );
}
