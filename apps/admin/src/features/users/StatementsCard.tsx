import { Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { staffStatementDownload, staffStatementPeriods, type StatementFormat } from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const FORMATS: readonly StatementFormat[] = ['pdf', 'csv'];

/** Saves a file the server sent in base64 under its name. */
function save(file: { filename: string; content_type: string; content_base64: string }): void {
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A user's account statements, the same files the trader downloads: every month since the account
 * opened and the days of the last 90 with a movement, each as PDF or CSV.
 */
export function StatementsCard({ userId }: { userId: number }) {
  const periods = useCall(staffStatementPeriods, { id: userId });
  const [busy, run] = useAction();
  const download = (period: string, format: StatementFormat) =>
    run(async () => save(await call(staffStatementDownload, { id: userId, period, format })));

  const rows = [
    ...(periods.data?.months ?? []).map((period) => ({ period, kind: texts.users.statementMonth })),
    ...(periods.data?.days ?? []).map((period) => ({ period, kind: texts.users.statementDay })),
  ];
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: texts.users.statementPeriod, dataIndex: 'period' },
    { title: texts.users.statementKind, dataIndex: 'kind' },
    {
      title: texts.common.actions,
      key: 'download',
      render: (_: unknown, row) => (
        <Space>
          {FORMATS.map((format) => (
            <Button
              key={format}
              size="small"
              disabled={busy}
              onClick={() => download(row.period, format)}
              data-testid={`statement-${row.period}-${format}`}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Card title={texts.users.statements} style={{ marginTop: 16 }} data-testid="user-statements">
      <Table
        rowKey="period"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={periods.loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Card>
  );
}
