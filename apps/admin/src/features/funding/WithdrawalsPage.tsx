import { Typography } from 'antd';
import {
  staffPayWithdrawal,
  staffRejectWithdrawal,
  staffWithdrawals,
  type StaffWithdrawal,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { withReason, type Decision } from '../../ui/DecisionButtons';
import { Money } from '../../ui/Money';
import { QueuePage, queueStatuses } from '../../ui/QueuePage';

type WithdrawalStatus = StaffWithdrawal['status'];
/** Under review: the default view and the only withdrawals decided. */
const QUEUE = queueStatuses<WithdrawalStatus>(
  texts.withdrawals.status,
  { 0: 'waiting', 1: 'done', 2: 'refused' },
  0,
);

const currencyOf = (r: StaffWithdrawal) =>
  [r.draw_currency.code, r.draw_currency.protocol].filter(Boolean).join(' ');

const DECISIONS: readonly Decision<StaffWithdrawal>[] = [
  {
    key: 'pay',
    label: texts.withdrawals.pay,
    look: 'primary',
    dialog: () => ({
      title: texts.withdrawals.payTitle,
      field: { kind: 'text', label: texts.withdrawals.reference, help: texts.withdrawals.referenceHelp },
    }),
    // The reference is optional: with nothing typed only the id is sent.
    send: (w, reference) => call(staffPayWithdrawal, { id: w.id, reference: reference || undefined }),
    done: texts.withdrawals.paid,
  },
  withReason(
    'reject',
    {
      label: texts.withdrawals.reject,
      title: texts.withdrawals.rejectTitle,
      done: texts.withdrawals.rejected,
    },
    (w, reason) => call(staffRejectWithdrawal, { id: w.id, reason }),
  ),
];

/** The optional details of where the money goes, shown when given. */
const copyable = (v: string) => <Typography.Text copyable>{v}</Typography.Text>;

/** The withdrawal queue: requests under review, where the money goes, and pay / reject. */
export function WithdrawalsPage() {
  return (
    <QueuePage
      title={texts.withdrawals.title}
      source={staffWithdrawals}
      testId="withdrawal"
      statuses={QUEUE}
      decidePermission="funding.decide"
      decisions={DECISIONS}
      columns={[
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
      ]}
      drawer={{
        size: 560,
        title: (w) => texts.withdrawals.detail(w.id),
        details: (w) => [
          [texts.withdrawals.kind, texts.withdrawals.type[w.type]],
          [texts.withdrawals.amount, <Money value={w.number} suffix="USD" />],
          [texts.withdrawals.fee, <Money value={w.fee} suffix="USD" />],
          [texts.withdrawals.received, <Money value={w.real_number} suffix={currencyOf(w)} />],
          Boolean(w.address) && [texts.withdrawals.address, copyable(w.address)],
          Boolean(w.payee_name) && [texts.withdrawals.payeeName, w.payee_name],
          Boolean(w.payee_account) && [texts.withdrawals.payeeAccount, copyable(w.payee_account)],
          Boolean(w.bank_name) && [texts.withdrawals.bankName, w.bank_name],
          Boolean(w.bank_swift) && [texts.withdrawals.bankSwift, w.bank_swift],
          Boolean(w.memo) && [texts.withdrawals.memo, w.memo],
          Boolean(w.notes) && [texts.withdrawals.notes, w.notes],
        ],
      }}
    />
  );
}
