import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Drawer, Row, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  staffApproveIdentity,
  staffIdentityReviews,
  staffRejectIdentity,
  type IdentityReview,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { AuthImage } from '../../ui/AuthImage';
import { DecisionModal } from '../../ui/DecisionModal';
import { details } from '../../ui/details';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { rowProps } from '../../ui/rowProps';
import { StatusFilter } from '../../ui/StatusFilter';
import { StatusTag, type Tone } from '../../ui/StatusTag';
import { useCall } from '../../ui/useCall';
import { useDecision } from '../../ui/useDecision';
import { useQueueParams } from '../../ui/useQueueParams';
import { UserLink } from '../../ui/UserLink';

type ReviewStatus = IdentityReview['status'];
const STATUSES: readonly ReviewStatus[] = [1, 2, 3];
const TONES: Record<ReviewStatus, Tone> = { 1: 'waiting', 2: 'done', 3: 'refused' };
const PAGE_SIZE = 20;

type Dialog = 'approve' | 'reject';

function ReviewStatusTag({ record }: { record: IdentityReview }) {
  return (
    <StatusTag
      tone={TONES[record.status]}
      text={texts.identity.status[record.status]}
      testId={`identity-status-${record.id}`}
    />
  );
}

/** Identity submissions: the name, ID number and both photos, approved or rejected with a reason. */
export function IdentityPage() {
  const { status, page, setStatus, setPage, statusInput } = useQueueParams(STATUSES, 1);
  const list = useCall(staffIdentityReviews, { status: statusInput, page });
  const { busy, selected, open, close, dialog, setDialog, decide } = useDecision<IdentityReview, Dialog>(
    list.reload,
  );

  const columns: TableColumnsType<IdentityReview> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    {
      title: texts.common.uid,
      dataIndex: 'uid',
      render: (_: string, r) => <UserLink userId={r.user_id} uid={r.uid} />,
    },
    { title: texts.identity.name, dataIndex: 'name' },
    { title: texts.identity.cardId, dataIndex: 'card_id' },
    {
      title: texts.common.status,
      dataIndex: 'status',
      render: (_: number, r) => <ReviewStatusTag record={r} />,
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
    { title: texts.common.decidedBy, dataIndex: 'decided_by', render: (v: string) => v || texts.common.none },
    {
      title: texts.common.actions,
      key: 'open',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => open(r)} data-testid={`identity-open-${r.id}`}>
          {texts.common.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.identity.title}
        extra={
          <>
            <StatusFilter
              value={status}
              labels={texts.identity.status}
              order={STATUSES}
              onChange={setStatus}
            />
            <Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Table<IdentityReview>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(r) => rowProps(`identity-row-${r.id}`)}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: texts.common.total,
          onChange: setPage,
        }}
      />
      <Drawer
        open={selected !== null}
        onClose={close}
        size={720}
        title={selected ? texts.identity.detail(selected.id) : null}
        destroyOnHidden
      >
        {selected ? (
          <>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={details(
                [texts.common.status, <ReviewStatusTag record={selected} />],
                [texts.common.user, <UserLink userId={selected.user_id} uid={selected.uid} />],
                [texts.identity.name, selected.name],
                [texts.identity.cardId, <Typography.Text copyable>{selected.card_id}</Typography.Text>],
                Boolean(selected.reason) && [texts.identity.reason, selected.reason],
                [texts.common.created, formatTime(selected.created_at)],
                Boolean(selected.decided_by) && [
                  texts.common.decidedBy,
                  `${selected.decided_by} · ${formatTime(selected.decided_at)}`,
                ],
              )}
            />
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col span={12}>
                <Typography.Title level={5}>{texts.identity.front}</Typography.Title>
                <AuthImage
                  src={selected.front_pic}
                  alt={texts.identity.front}
                  width={320}
                  testId="identity-front"
                />
              </Col>
              <Col span={12}>
                <Typography.Title level={5}>{texts.identity.back}</Typography.Title>
                <AuthImage
                  src={selected.reverse_pic}
                  alt={texts.identity.back}
                  width={320}
                  testId="identity-back"
                />
              </Col>
            </Row>
            {selected.status === 1 ? (
              <Space style={{ marginTop: 24 }}>
                <Button
                  type="primary"
                  onClick={() => setDialog('approve')}
                  disabled={busy}
                  data-testid="identity-approve"
                >
                  {texts.identity.approve}
                </Button>
                <Button
                  danger
                  onClick={() => setDialog('reject')}
                  disabled={busy}
                  data-testid="identity-reject"
                >
                  {texts.identity.reject}
                </Button>
              </Space>
            ) : null}
          </>
        ) : null}
      </Drawer>
      {selected ? (
        <>
          <DecisionModal
            open={dialog === 'approve'}
            title={texts.identity.approveTitle}
            body={texts.identity.approveBody}
            okText={texts.identity.approve}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={() =>
              decide(() => call(staffApproveIdentity, { id: selected.id }), texts.identity.approved)
            }
          />
          <DecisionModal
            open={dialog === 'reject'}
            title={texts.identity.rejectTitle}
            okText={texts.identity.reject}
            danger
            field={{ kind: 'reason' }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) =>
              decide(() => call(staffRejectIdentity, { id: selected.id, reason }), texts.identity.rejected)
            }
          />
        </>
      ) : null}
    </>
  );
}
