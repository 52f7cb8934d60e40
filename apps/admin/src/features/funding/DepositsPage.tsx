import { ReloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  roleAllows,
  staffApproveDeposit,
  staffDeposits,
  staffInvalidateDeposit,
  staffRejectDeposit,
  type StaffDeposit,
} from '@leverline/contract';
import { call } from '../../api/client';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { AuthImage } from '../../ui/AuthImage';
import { DecisionModal } from '../../ui/DecisionModal';
import { details } from '../../ui/details';
import { formatTime } from '../../ui/format';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { rowProps } from '../../ui/rowProps';
import { StatusFilter } from '../../ui/StatusFilter';
import { StatusTag, type Tone } from '../../ui/StatusTag';
import { useCall } from '../../ui/useCall';
import { useDecision } from '../../ui/useDecision';
import { useQueueParams } from '../../ui/useQueueParams';
import { UserLink } from '../../ui/UserLink';

type DepositStatus = StaffDeposit['status'];
const STATUSES: readonly DepositStatus[] = [0, 1, 2, 3];
const TONES: Record<DepositStatus, Tone> = { 0: 'waiting', 1: 'done', 2: 'refused', 3: 'void' };
/** The server's page size for the queues. */
const PAGE_SIZE = 20;

type Dialog = 'approve' | 'reject' | 'invalidate';

/** A deposit's status; in the list `deposit-status-{id}`, in the drawer `deposit-detail-status`. */
function DepositStatusTag({ record, testId }: { record: StaffDeposit; testId?: string }) {
  return (
    <StatusTag
      tone={TONES[record.status]}
      text={texts.deposits.status[record.status]}
      testId={testId ?? `deposit-status-${record.id}`}
    />
  );
}

/** The deposit queue: reported deposits, their proof, and approve / reject / invalidate. */
export function DepositsPage() {
  const { staff } = useSession();
  const { status, page, setStatus, setPage, statusInput } = useQueueParams(STATUSES, 0);
  const list = useCall(staffDeposits, { status: statusInput, page });
  const { busy, selected, open, close, dialog, setDialog, decide } = useDecision<StaffDeposit, Dialog>(
    list.reload,
  );
  const mayDecide = staff ? roleAllows(staff.role, 'funding.decide') : false;

  const columns: TableColumnsType<StaffDeposit> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    {
      title: texts.common.uid,
      dataIndex: 'uid',
      render: (_: string, r) => <UserLink userId={r.user_id} uid={r.uid} />,
    },
    {
      title: texts.deposits.kind,
      dataIndex: 'type',
      render: (t: StaffDeposit['type']) => texts.deposits.type[t],
    },
    {
      title: texts.deposits.amount,
      dataIndex: 'number',
      align: 'right',
      render: (_: string, r) => (
        <Money value={r.number} suffix={[r.currency_code, r.protocol_code].filter(Boolean).join(' ')} />
      ),
    },
    {
      title: texts.deposits.credited,
      dataIndex: 'credited',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.common.status,
      dataIndex: 'status',
      render: (_: number, r) => <DepositStatusTag record={r} />,
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
    { title: texts.common.decidedBy, dataIndex: 'decided_by', render: (v: string) => v || texts.common.none },
    {
      title: texts.common.actions,
      key: 'open',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => open(r)} data-testid={`deposit-open-${r.id}`}>
          {texts.common.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.deposits.title}
        extra={
          <>
            <StatusFilter
              value={status}
              labels={texts.deposits.status}
              order={STATUSES}
              onChange={setStatus}
            />
            <Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Table<StaffDeposit>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(r) => rowProps(`deposit-row-${r.id}`)}
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
        size={560}
        title={selected ? texts.deposits.detail(selected.id) : null}
        destroyOnHidden
      >
        {selected ? (
          <>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={details(
                [texts.common.status, <DepositStatusTag record={selected} testId="deposit-detail-status" />],
                [texts.common.user, <UserLink userId={selected.user_id} uid={selected.uid} />],
                [texts.deposits.kind, texts.deposits.type[selected.type]],
                [
                  texts.deposits.amount,
                  <Money
                    value={selected.number}
                    suffix={[selected.currency_code, selected.protocol_code].filter(Boolean).join(' ')}
                  />,
                ],
                [
                  texts.deposits.destination,
                  <Typography.Text copyable>{selected.destination}</Typography.Text>,
                ],
                [texts.deposits.usdRate, selected.usd_rate],
                [texts.deposits.credited, <Money value={selected.credited} />],
                Boolean(selected.remark) && [texts.deposits.remark, selected.remark],
                [texts.common.created, formatTime(selected.created_at)],
                Boolean(selected.decided_by) && [
                  texts.common.decidedBy,
                  `${selected.decided_by} · ${formatTime(selected.decided_at)}`,
                ],
              )}
            />
            <Typography.Title level={5}>{texts.deposits.proof}</Typography.Title>
            <AuthImage
              src={selected.proof_img}
              alt={texts.deposits.proof}
              width={480}
              testId="deposit-proof"
            />
            {mayDecide && selected.status === 0 ? (
              <Space style={{ marginTop: 24 }}>
                <Button
                  type="primary"
                  onClick={() => setDialog('approve')}
                  disabled={busy}
                  data-testid="deposit-approve"
                >
                  {texts.deposits.approve}
                </Button>
                <Button
                  danger
                  onClick={() => setDialog('reject')}
                  disabled={busy}
                  data-testid="deposit-reject"
                >
                  {texts.deposits.reject}
                </Button>
                <Button
                  onClick={() => setDialog('invalidate')}
                  disabled={busy}
                  data-testid="deposit-invalidate"
                >
                  {texts.deposits.invalidate}
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
            title={texts.deposits.approveTitle}
            okText={texts.deposits.approve}
            field={{
              kind: 'amount',
              label: texts.deposits.approveAmount,
              help: texts.deposits.approveDefault(selected.number, selected.currency_code, selected.usd_rate),
            }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(amount) =>
              decide(
                () => call(staffApproveDeposit, amount ? { id: selected.id, amount } : { id: selected.id }),
                texts.deposits.approved,
              )
            }
          />
          <DecisionModal
            open={dialog === 'reject'}
            title={texts.deposits.rejectTitle}
            okText={texts.deposits.reject}
            danger
            field={{ kind: 'reason' }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) =>
              decide(() => call(staffRejectDeposit, { id: selected.id, reason }), texts.deposits.rejected)
            }
          />
          <DecisionModal
            open={dialog === 'invalidate'}
            title={texts.deposits.invalidateTitle}
            okText={texts.deposits.invalidate}
            danger
            field={{ kind: 'reason' }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) =>
              decide(
                () => call(staffInvalidateDeposit, { id: selected.id, reason }),
                texts.deposits.invalidated,
              )
            }
          />
        </>
      ) : null}
    </>
  );
}
