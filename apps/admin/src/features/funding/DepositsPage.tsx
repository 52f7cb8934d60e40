import { Tag, Tooltip, Typography } from 'antd';
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
import { withReason, type Decision } from '../../ui/DecisionButtons';
import { groupDecimal } from '../../ui/format';
import { Money } from '../../ui/Money';
import { QueuePage, queueStatuses } from '../../ui/QueuePage';

type DepositStatus = StaffDeposit['status'];
/** Reported, not yet checked: the default view and the only deposits decided. */
const QUEUE = queueStatuses<DepositStatus>(
  texts.deposits.status,
  { 0: 'waiting', 1: 'done', 2: 'refused', 3: 'void' },
  0,
);

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
  withReason(
    'reject',
    { label: texts.deposits.reject, title: texts.deposits.rejectTitle, done: texts.deposits.rejected },
    (d, reason) => call(staffRejectDeposit, { id: d.id, reason }),
  ),
  withReason(
    'invalidate',
    {
      label: texts.deposits.invalidate,
      title: texts.deposits.invalidateTitle,
      done: texts.deposits.invalidated,
    },
    (d, reason) => call(staffInvalidateDeposit, { id: d.id, reason }),
    true,
  ),
];

/**
 * The deposit queue: reported deposits, their proof, and approve / reject / invalidate. Statuses
 * are `deposit-status-{id}` in the list and `deposit-detail-status` in the drawer.
 */
export function DepositsPage() {
  return (
    <QueuePage
      title={texts.deposits.title}
      source={staffDeposits}
      testId="deposit"
      statuses={QUEUE}
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
          render: (v: string, r) =>
            r.waiting_credit ? (
              <Tooltip
                title={texts.deposits.waitingCredit(
                  groupDecimal(r.waiting_credit.amount),
                  r.waiting_credit.requested_by,
                )}
              >
                <Tag color="gold" data-testid={`deposit-waiting-${r.id}`}>
                  {texts.deposits.waitingTag}
                </Tag>
              </Tooltip>
            ) : (
              <Money value={v} />
            ),
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
          d.type === 0 && [
            texts.deposits.txId,
            d.tx_id ? (
              <Typography.Text copyable code data-testid="deposit-tx-id">
                {d.tx_id}
              </Typography.Text>
            ) : (
              texts.common.none
            ),
          ],
          [texts.deposits.usdRate, d.usd_rate],
          [texts.deposits.credited, <Money value={d.credited} />],
          d.waiting_credit !== null && [
            texts.deposits.waitingTag,
            texts.deposits.waitingCredit(
              groupDecimal(d.waiting_credit.amount),
              d.waiting_credit.requested_by,
            ),
          ],
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
