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
/** The filters, as the page's address keeps them (so a filtered view can be shared and reloaded). */
const FILTERS = ['staff', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

interface FilterForm {
  staff?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** YYYY-MM-DD from the browser's date fields, read as UTC days. */
  from?: string;
  to?: string;
}

/** Who did what to which record, with the record before and after (owner only). */
export function AuditPage() {
  const { params, setParams, page, setPage } = usePageParam();
  const current: Filter = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) current[key] = value;
  }
  const audit = useCall(staffAudit, { page, ...current });

  const filter = (values: Filter) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = (values[key] ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const submit = (form: FilterForm) => filter(form);

  const columns: TableColumnsType<AuditEntry> = [
    { title: texts.audit.when, dataIndex: 'created_at', render: formatTime, width: 200 },
    {
      title: texts.audit.who,
      dataIndex: 'staff_email',
      render: (v: string) => (v ? <a onClick={() => filter({ ...current, staff: v })}>{v}</a> : texts.common.none),
    },
    {
      title: texts.audit.action,
      dataIndex: 'action',
      render: (v: string) => <a onClick={() => filter({ ...current, action: v })}>{v}</a>,
    },
    {
      title: texts.audit.target,
      key: 'target',
      render: (_: unknown, e) => (
        <a onClick={() => filter({ ...current, target_type: e.target_type, target_id: e.target_id })}>
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
      <Form<FilterForm>
        layout="inline"
        key={params.toString()}
        initialValues={{
          staff: current.staff,
          action: current.action,
          target_type: current.target_type,
          target_id: current.target_id,
          from: current.from,
          to: current.to,
        }}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="staff" label={texts.audit.staff}>
          <Input placeholder={texts.audit.staffPlaceholder} allowClear data-testid="audit-staff" />
        </Form.Item>
        <Form.Item name="action" label={texts.audit.action} tooltip={texts.audit.actionHint}>
          <Input placeholder={texts.audit.actionPlaceholder} allowClear data-testid="audit-action" />
        </Form.Item>
        <Form.Item name="target_type" label={texts.audit.targetType}>
          <Input placeholder="deposit" allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="target_id" label={texts.audit.targetId}>
          <Input placeholder="41" allowClear style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="from" label={texts.audit.days}>
          <Input type="date" aria-label={texts.audit.from} data-testid="audit-from" />
        </Form.Item>
        <Form.Item name="to" label="–" colon={false}>
          <Input type="date" aria-label={texts.audit.to} data-testid="audit-to" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="audit-filter">
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
