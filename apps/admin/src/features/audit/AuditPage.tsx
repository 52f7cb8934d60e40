import { Button, Col, Form, Input, Row, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { staffAudit, type AuditEntry } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { pager, usePageParam } from '../../ui/pagination';
import { RefreshButton } from '../../ui/RefreshButton';
import { useCall } from '../../ui/useCall';

/** The server's page size for the audit log. */
const PAGE_SIZE = 50;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined)
    return <Typography.Text type="secondary">{texts.common.none}</Typography.Text>;
  return <pre className="json-block">{JSON.stringify(value, null, 2)}</pre>;
}

/** Who did what to which record, with the record before and after (owner only). */
export function AuditPage() {
  const { params, setParams, page, setPage } = usePageParam();
  const targetType = params.get('target_type') ?? '';
  const targetId = params.get('target_id') ?? '';
  const audit = useCall(staffAudit, {
    page,
    ...(targetType ? { target_type: targetType } : {}),
    ...(targetId ? { target_id: targetId } : {}),
  });

  const filter = (values: { target_type?: string; target_id?: string }) => {
    const next = new URLSearchParams();
    const type = (values.target_type ?? '').trim();
    const id = (values.target_id ?? '').trim();
    if (type) next.set('target_type', type);
    if (id) next.set('target_id', id);
    setParams(next);
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: texts.audit.when, dataIndex: 'created_at', render: formatTime, width: 200 },
    { title: texts.audit.who, dataIndex: 'staff_email', render: (v: string) => v || texts.common.none },
    { title: texts.audit.action, dataIndex: 'action' },
    {
      title: texts.audit.target,
      key: 'target',
      render: (_: unknown, e) => (
        <a onClick={() => filter({ target_type: e.target_type, target_id: e.target_id })}>
          {e.target_type} #{e.target_id}
        </a>
      ),
    },
    { title: texts.audit.ip, dataIndex: 'ip' },
  ];

  return (
    <>
      <PageHeader
        title={texts.audit.title}
        extra={<RefreshButton onClick={audit.reload} loading={audit.loading} />}
      />
      <Form
        layout="inline"
        key={`${targetType}/${targetId}`}
        initialValues={{ target_type: targetType, target_id: targetId }}
        onFinish={filter}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="target_type" label={texts.audit.targetType}>
          <Input placeholder="deposit" allowClear />
        </Form.Item>
        <Form.Item name="target_id" label={texts.audit.targetId}>
          <Input placeholder="41" allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {texts.audit.filter}
        </Button>
        <Button style={{ marginInlineStart: 8 }} onClick={() => filter({})}>
          {texts.audit.clear}
        </Button>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={audit.data?.data ?? []}
        loading={audit.loading}
        expandable={{
          expandedRowRender: (e) => (
            <Row gutter={16}>
              <Col span={12}>
                <Typography.Text strong>{texts.audit.before}</Typography.Text>
                <Json value={e.before} />
              </Col>
              <Col span={12}>
                <Typography.Text strong>{texts.audit.after}</Typography.Text>
                <Json value={e.after} />
              </Col>
            </Row>
          ),
        }}
        pagination={pager(page, audit.data?.total, setPage, PAGE_SIZE)}
      />
    </>
  );
}
