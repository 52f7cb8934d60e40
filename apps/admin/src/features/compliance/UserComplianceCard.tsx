import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { staffUserCompliance } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

/** What compliance keeps of one trader: each version of the terms accepted, and each questionnaire attempt. */
export function UserComplianceCard({ userId }: { userId: number }) {
  const loaded = useCall(staffUserCompliance, { user_id: userId });
  const data = loaded.data;
  return (
    <Card title={t.userCard} style={{ marginTop: 16 }} loading={loaded.loading && !data} data-testid="user-compliance">
      <Typography.Title level={5}>{t.acceptances}</Typography.Title>
      <Table
        rowKey="version"
        size="small"
        pagination={false}
        dataSource={data?.acceptances ?? []}
        locale={{ emptyText: t.noAcceptance }}
        columns={[
          { title: t.version, dataIndex: 'version' },
          { title: t.acceptedAt, render: (_, row) => formatTime(row.accepted_at) },
          { title: t.ip, dataIndex: 'ip' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t.results}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.results ?? []}
        locale={{ emptyText: t.noResults }}
        columns={[
          { title: t.takenAt, render: (_, row) => formatTime(row.taken_at) },
          { title: t.score, render: (_, row) => `${row.score} / ${row.pass_score}` },
          { title: texts.common.status, render: (_, row) => (row.passed ? <Tag color="green">{t.passed}</Tag> : <Tag color="red">{t.failed}</Tag>) },
        ]}
        expandable={{
          expandedRowRender: (row) => (
            <Descriptions
              column={1}
              size="small"
              items={row.answers.map((a, i) => ({ key: i, label: a.question, children: `${a.answer} (${a.points})` }))}
            />
          ),
        }}
      />
    </Card>
  );
}
