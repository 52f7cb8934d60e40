import { ReloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  roleAllows,
  staffPayWithdrawal,
  staffRejectWithdrawal,
  staffWithdrawals,
  type StaffWithdrawal,
} from '@leverline/contract';
import { call } from '../../api/client';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
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

type WithdrawalStatus = StaffWithdrawal['status'];
const STATUSES: readonly WithdrawalStatus[] = [0, 1, 2];
const TONES: Record<WithdrawalStatus, Tone> = { 0: 'waiting', 1: 'done', 2: 'refused' };
const PAGE_SIZE = 20;

type Dialog = 'pay' | 'reject';

function WithdrawalStatusTag({ record }: { record: StaffWithdrawal }) {
  return (
    <StatusTag
      tone={TONES[record.status]}
      text={texts.withdrawals.status[record.status]}
      testId={`withdrawal-status-${record.id}`}
    />
  );
}

const currencyOf = (r: StaffWithdrawal) =>
  [r.draw_currency.code, r.draw_currency.protocol].filter(Boolean).join(' ');

/** The withdrawal queue: requests under review, where the money goes, and pay / reject. */
export function WithdrawalsPage() {
  const { staff } = useSession();
  const { status, page, setStatus, setPage, statusInput } = useQueueParams(STATUSES, 0);
  const list = useCall(staffWithdrawals, { status: statusInput, page });
  const { busy, selected, open, close, dialog, setDialog, decide } = useDecision<StaffWithdrawal, Dialog>(
    list.reload,
  );
  const mayDecide = staff ? roleAllows(staff.role, 'funding.decide') : false;

  const columns: TableColumnsType<StaffWithdrawal> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    {
      title: texts.common.uid,
      dataIndex: 'uid',
      render: (_: string, r) => <UserLink userId={r.user_id} uid={r.uid} />,
    },
    {
      title: texts.withdrawals.kind,
      dataIndex: 'type',
      render: (t: StaffWithdrawal['type']) => texts.withdrawals.type[t],
    },
    {
      title: texts.withdrawals.amount,
      dataIndex: 'number',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.withdrawals.fee,
      dataIndex: 'fee',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.withdrawals.received,
      dataIndex: 'real_number',
      align: 'right',
      render: (_: string, r) => <Money value={r.real_number} suffix={currencyOf(r)} />,
    },
    {
      title: texts.common.status,
      dataIndex: 'status',
      render: (_: number, r) => <WithdrawalStatusTag record={r} />,
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
    { title: texts.common.decidedBy, dataIndex: 'decided_by', render: (v: string) => v || texts.common.none },
    {
      title: texts.common.actions,
      key: 'open',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => open(r)} data-testid={`withdrawal-open-${r.id}`}>
          {texts.common.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.withdrawals.title}
        extra={
          <>
            <StatusFilter
              value={status}
              labels={texts.withdrawals.status}
              order={STATUSES}
              onChange={setStatus}
            />
            <Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Table<StaffWithdrawal>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(r) => rowProps(`withdrawal-row-${r.id}`)}
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
        title={selected ? texts.withdrawals.detail(selected.id) : null}
        destroyOnHidden
      >
        {selected ? (
          <>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={details(
                [texts.common.status, <WithdrawalStatusTag record={selected} />],
                [texts.common.user, <UserLink userId={selected.user_id} uid={selected.uid} />],
                [texts.withdrawals.kind, texts.withdrawals.type[selected.type]],
                [texts.withdrawals.amount, <Money value={selected.number} suffix="USD" />],
                [texts.withdrawals.fee, <Money value={selected.fee} suffix="USD" />],
                [
                  texts.withdrawals.received,
                  <Money value={selected.real_number} suffix={currencyOf(selected)} />,
                ],
                Boolean(selected.address) && [
                  texts.withdrawals.address,
                  <Typography.Text copyable>{selected.address}</Typography.Text>,
                ],
                Boolean(selected.payee_name) && [texts.withdrawals.payeeName, selected.payee_name],
                Boolean(selected.payee_account) && [
                  texts.withdrawals.payeeAccount,
                  <Typography.Text copyable>{selected.payee_account}</Typography.Text>,
                ],
                Boolean(selected.bank_name) && [texts.withdrawals.bankName, selected.bank_name],
                Boolean(selected.bank_swift) && [texts.withdrawals.bankSwift, selected.bank_swift],
                Boolean(selected.memo) && [texts.withdrawals.memo, selected.memo],
                Boolean(selected.notes) && [texts.withdrawals.notes, selected.notes],
                [texts.common.created, formatTime(selected.created_at)],
                Boolean(selected.decided_by) && [
                  texts.common.decidedBy,
                  `${selected.decided_by} · ${formatTime(selected.decided_at)}`,
                ],
              )}
            />
            {mayDecide && selected.status === 0 ? (
              <Space style={{ marginTop: 24 }}>
                <Button
                  type="primary"
                  onClick={() => setDialog('pay')}
                  disabled={busy}
                  data-testid="withdrawal-pay"
                >
                  {texts.withdrawals.pay}
                </Button>
                <Button
                  danger
                  onClick={() => setDialog('reject')}
                  disabled={busy}
                  data-testid="withdrawal-reject"
                >
                  {texts.withdrawals.reject}
                </Button>
              </Space>
            ) : null}
          </>
        ) : null}
      </Drawer>
      {selected ? (
        <>
          <DecisionModal
            open={dialog === 'pay'}
            title={texts.withdrawals.payTitle}
            okText={texts.withdrawals.pay}
            field={{
              kind: 'text',
              label: texts.withdrawals.reference,
              help: texts.withdrawals.referenceHelp,
            }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(reference) =>
              decide(
                // The reference is optional: with nothing typed only the id is sent.
                () => call(staffPayWithdrawal, { id: selected.id, reference: reference || undefined }),
                texts.withdrawals.paid,
              )
            }
          />
          <DecisionModal
            open={dialog === 'reject'}
            title={texts.withdrawals.rejectTitle}
            okText={texts.withdrawals.reject}
            danger
            field={{ kind: 'reason' }}
            busy={busy}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) =>
              decide(
                () => call(staffRejectWithdrawal, { id: selected.id, reason }),
                texts.withdrawals.rejected,
              )
            }
          />
        </>
      ) : null}
    </>
  );
}
