import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  staffAdjustments,
  staffApproveAdjustment,
  staffRejectAdjustment,
  type Adjustment,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { DecisionModal } from '../../ui/DecisionModal';
import { formatTime, groupDecimal } from '../../ui/format';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { rowProps } from '../../ui/rowProps';
import { StatusFilter } from '../../ui/StatusFilter';
import { StatusTag, type Tone } from '../../ui/StatusTag';
import { useCall } from '../../ui/useCall';
import { useDecision } from '../../ui/useDecision';
import { useQueueParams } from '../../ui/useQueueParams';
import { UserLink } from '../../ui/UserLink';

type AdjustmentStatus = Adjustment['status'];
const STATUSES: readonly AdjustmentStatus[] = [0, 1, 2];
const TONES: Record<AdjustmentStatus, Tone> = { 0: 'waiting', 1: 'done', 2: 'refused' };
const PAGE_SIZE = 20;

type Dialog = 'approve' | 'reject';

/**
 * Balance adjustments above the threshold wait here for a second staff member. The server refuses
 * the one who asked (its message is shown); they may withdraw their own by rejecting it.
 */
export function AdjustmentsPage() {
  const { status, page, setStatus, setPage, statusInput } = useQueueParams(STATUSES, 0);
  const list = useCall(staffAdjustments, { status: statusInput, page });
  const { busy, selected, open, close, dialog, setDialog, decide } = useDecision<Adjustment, Dialog>(
    list.reload,
  );

  const ask = (record: Adjustment, which: Dialog) => {
    open(record);
    setDialog(which);
  };

  const columns: TableColumnsType<Adjustment> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    {
      title: texts.common.uid,
      dataIndex: 'uid',
      render: (_: string, r) => <UserLink userId={r.user_id} uid={r.uid} />,
    },
    {
      title: texts.adjustments.amount,
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <Money value={v} signed />,
    },
    { title: texts.adjustments.reason, dataIndex: 'reason' },
    { title: texts.adjustments.requestedBy, dataIndex: 'requested_by' },
    {
      title: texts.common.status,
      dataIndex: 'status',
      render: (s: AdjustmentStatus, r) => (
        <StatusTag tone={TONES[s]} text={texts.adjustments.status[s]} testId={`adjustment-status-${r.id}`} />
      ),
    },
    {
      title: texts.common.decidedBy,
      key: 'decided',
      render: (_: unknown, r) =>
        r.decided_by ? `${r.decided_by}${r.reject_reason ? ` — ${r.reject_reason}` : ''}` : texts.common.none,
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
    {
      title: texts.common.actions,
      key: 'actions',
      render: (_: unknown, r) =>
        r.status === 0 ? (
          <Space>
            <Button
              size="small"
              type="primary"
              disabled={busy}
              onClick={() => ask(r, 'approve')}
              data-testid={`adjustment-approve-${r.id}`}
            >
              {texts.adjustments.approve}
            </Button>
            <Button
              size="small"
              danger
              disabled={busy}
              onClick={() => ask(r, 'reject')}
              data-testid={`adjustment-reject-${r.id}`}
            >
              {texts.adjustments.reject}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.adjustments.title}
        extra={
          <>
            <StatusFilter
              value={status}
              labels={texts.adjustments.status}
              order={STATUSES}
              onChange={setStatus}
            />
            <Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Table<Adjustment>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(r) => rowProps(`adjustment-row-${r.id}`)}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: texts.common.total,
          onChange: setPage,
        }}
      />
      {selected ? (
        <>
          <DecisionModal
            open={dialog === 'approve'}
            title={texts.adjustments.approveTitle(groupDecimal(selected.amount), selected.uid)}
            body={selected.reason}
            okText={texts.adjustments.approve}
            busy={busy}
            onCancel={close}
            onSubmit={() =>
              decide(() => call(staffApproveAdjustment, { id: selected.id }), texts.adjustments.approved)
            }
          />
          <DecisionModal
            open={dialog === 'reject'}
            title={texts.adjustments.rejectTitle}
            okText={texts.adjustments.reject}
            danger
            field={{ kind: 'reason' }}
            busy={busy}
            onCancel={close}
            onSubmit={(reason) =>
              decide(
                () => call(staffRejectAdjustment, { id: selected.id, reason }),
                texts.adjustments.rejected,
              )
            }
          />
        </>
      ) : null}
    </>
  );
}
