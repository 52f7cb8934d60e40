import { Typography } from 'antd';
import {
  staffApproveDeposit,
  staffDeposits,
  staffInvalidateDeposit,
  staffRejectDeposit,
  type StaffDeposit,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { AuthImage } from '../../ui/AuthImage';
import type { Decision } from '../../ui/DecisionButtons';
import { Money } from '../../ui/Money';
import { QueuePage } from '../../ui/QueuePage';
import type { Tone } from '../../ui/StatusTag';
import { useCall } from '../../ui/useCall';
import { useQueueParams } from '../../ui/useQueueParams';

type DepositStatus = StaffDeposit['status'];
const STATUSES: readonly DepositStatus[] = [0, 1, 2, 3];
const TONES: Record<DepositStatus, Tone> = { 0: 'waiting', 1: 'done', 2: 'refused', 3: 'void' };
/** Reported, not yet checked: the default view and the only deposits decided. */
const WAITING: DepositStatus = 0;

const amountOf = (d: StaffDeposit) => (
  <Money value={d.number} suffix={[d.currency_code, d.protocol_code].filter(Boolean).join(' ')} />
);

const DECISIONS: readonly Decision<StaffDeposit>[] = [
  {
    key: 'approve',
    label: texts.deposits.approve,
    look: 'primary',
    dialog: (d) => ({
      title: texts.deposits.approveTitle,
      field: {
        kind: 'amount',
        label: texts.deposits.approveAmount,
        help: texts.deposits.approveDefault(d.number, d.currency_code, d.usd_rate),
      },
    }),
    // Without an amount the server credits at the channel's rate.
    send: (d, amount) => call(staffApproveDeposit, amount ? { id: d.id, amount } : { id: d.id }),
    done: texts.deposits.approved,
  },
  {
    key: 'reject',
    label: texts.deposits.reject,
    look: 'danger',
    dialog: () => ({ title: texts.deposits.rejectTitle, danger: true, field: { kind: 'reason' } }),
    send: (d, reason) => call(staffRejectDeposit, { id: d.id, reason }),
    done: texts.deposits.rejected,
  },
  {
    key: 'invalidate',
    label: texts.deposits.invalidate,
    dialog: () => ({ title: texts.deposits.invalidateTitle, danger: true, field: { kind: 'reason' } }),
    send: (d, reason) => call(staffInvalidateDeposit, { id: d.id, reason }),
    done: texts.deposits.invalidated,
  },
];

/**
 * The deposit queue: reported deposits, their proof, and approve / reject / invalidate. Statuses
 * are `deposit-status-{id}` in the list and `deposit-detail-status` in the drawer.
 */
export function DepositsPage() {
  const queue = useQueueParams(STATUSES, WAITING);
  const list = useCall(staffDeposits, { status: queue.statusInput, page: queue.page });

  return (
    <QueuePage
      title={texts.deposits.title}
      queue={queue}
      list={list}
      testId="deposit"
      statuses={STATUSES}
      statusText={texts.deposits.status}
      tones={TONES}
      waiting={WAITING}
      decidePermission="funding.decide"
      decisions={DECISIONS}
      tableSize="middle"
      columns={[
        {
          title: texts.deposits.kind,
          dataIndex: 'type',
          render: (t: StaffDeposit['type']) => texts.deposits.type[t],
        },
        {
          title: texts.deposits.amount,
          dataIndex: 'number',
          align: 'right',
          render: (_: string, r) => amountOf(r),
        },
        {
          title: texts.deposits.credited,
          dataIndex: 'credited',
          align: 'right',
          render: (v: string) => <Money value={v} />,
        },
      ]}
      drawer={{
        size: 560,
        title: (d) => texts.deposits.detail(d.id),
        statusTestId: 'deposit-detail-status',
        details: (d) => [
          [texts.deposits.kind, texts.deposits.type[d.type]],
          [texts.deposits.amount, amountOf(d)],
          [texts.deposits.destination, <Typography.Text copyable>{d.destination}</Typography.Text>],
          [texts.deposits.usdRate, d.usd_rate],
          [texts.deposits.credited, <Money value={d.credited} />],
          Boolean(d.remark) && [texts.deposits.remark, d.remark],
        ],
        extra: (d) => (
          <>
            <Typography.Title level={5}>{texts.deposits.proof}</Typography.Title>
            <AuthImage src={d.proof_img} alt={texts.deposits.proof} width={480} testId="deposit-proof" />
          </>
        ),
      }}
    />
  );
}
