import { Alert, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { staffUserLedger, type StaffLedgerEntry } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { Money } from '../../ui/Money';
import { pager } from '../../ui/pagination';
import { useCall } from '../../ui/useCall';

/** The server's page size for a ledger. */
const PAGE_SIZE = 50;

/**
 * A user's ledger, newest first, with the server's check that the balance equals the sum of
 * every entry: a green tag when it does, a red warning when it does not.
 */
export function LedgerCard({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useCall(staffUserLedger, { id: userId, page });
  const data = ledger.data;

  const columns: TableColumnsType<StaffLedgerEntry> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    { title: texts.users.entryType, dataIndex: 'type' },
    {
      title: texts.users.entryAmount,
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <Money value={v} signed />,
    },
    {
      title: texts.users.entryBalance,
      dataIndex: 'balance_after',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    { title: texts.users.entryMemo, dataIndex: 'memo', render: (v: string) => v || texts.common.none },
    {
      title: texts.users.entryRef,
      key: 'ref',
      render: (_: unknown, e) => (e.ref_type ? `${e.ref_type} #${e.ref_id}` : texts.common.none),
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
  ];

  return (
    <Card
      title={texts.users.ledger}
      style={{ marginTop: 16 }}
      extra={
        data ? (
          data.sum_ok ? (
            <Tag color="green" data-testid="ledger-ok">
              {texts.users.ledgerOk} · {texts.users.ledgerSum(data.sum)}
            </Tag>
          ) : null
        ) : null
      }
    >
      {data && !data.sum_ok ? (
        <Alert
          type="error"
          showIcon
          title={texts.users.ledgerBroken(data.sum)}
          style={{ marginBottom: 16 }}
          data-testid="ledger-broken"
        />
      ) : null}
      <Table<StaffLedgerEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={ledger.loading}
        pagination={pager(page, data?.total, setPage, PAGE_SIZE)}
      />
    </Card>
  );
}
