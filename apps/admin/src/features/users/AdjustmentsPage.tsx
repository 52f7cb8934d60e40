import {
  staffAdjustments,
  staffApproveAdjustment,
  staffRejectAdjustment,
  type Adjustment,
  type CreditHold,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { withReason, type Decision } from '../../ui/DecisionButtons';
import { groupDecimal } from '../../ui/format';
import { Money } from '../../ui/Money';
import { createdColumn, QueuePage, queueStatuses } from '../../ui/QueuePage';

type AdjustmentStatus = Adjustment['status'];
/** Waiting for a second staff member: the default view and the only adjustments decided. */
const QUEUE = queueStatuses<AdjustmentStatus>(
  texts.adjustments.status,
  { 0: 'waiting', 1: 'done', 2: 'refused' },
  0,
);

const DECISIONS: readonly Decision<Adjustment>[] = [
  {
    key: 'approve',
    label: texts.adjustments.approve,
    look: 'primary',
    dialog: (a) => ({
      title:
        a.deposit_id === null
          ? texts.adjustments.approveTitle(groupDecimal(a.amount), a.uid)
          : texts.adjustments.approveDepositTitle(groupDecimal(a.amount), a.uid, a.deposit_id),
      body: [a.reason, ...a.holds.map(holdText)].filter(Boolean).join(' · '),
    }),
    send: (a) => call(staffApproveAdjustment, { id: a.id }),
    done: texts.adjustments.approved,
  },
  withReason(
    'reject',
    {
      label: texts.adjustments.reject,
      title: texts.adjustments.rejectTitle,
      done: texts.adjustments.rejected,
    },
    (a, reason) => call(staffRejectAdjustment, { id: a.id, reason }),
  ),
];

/** Why a credit waits, in words. */
function holdText(hold: CreditHold): string {
  return texts.adjustments.holds[hold.rule](groupDecimal(hold.limit), groupDecimal(hold.value));
}

/**
 * Adjustments and deposit credits past the approval limits wait here for a second staff member,
 * with why, decided from their row. The server refuses the one who asked (its message is shown);
 * they may withdraw their own by rejecting it.
 */
export function AdjustmentsPage() {
  return (
    <QueuePage
      title={texts.adjustments.title}
      source={staffAdjustments}
      testId="adjustment"
      statuses={QUEUE}
      decisions={DECISIONS}
      columns={[
        {
          title: texts.adjustments.amount,
          dataIndex: 'amount',
          align: 'right',
          render: (v: string) => <Money value={v} signed />,
        },
        {
          title: texts.adjustments.what,
          key: 'what',
          render: (_: unknown, r) =>
            r.deposit_id === null ? texts.adjustments.adjustment : texts.adjustments.deposit(r.deposit_id),
        },
        {
          title: texts.adjustments.reason,
          dataIndex: 'reason',
          render: (v: string) => v || texts.common.none,
        },
        {
          title: texts.adjustments.why,
          key: 'why',
          render: (_: unknown, r) =>
            r.holds.length === 0 ? (
              texts.common.none
            ) : (
              <ul className="hold-list" data-testid={`adjustment-holds-${r.id}`}>
                {r.holds.map((h) => (
                  <li key={h.rule}>{holdText(h)}</li>
                ))}
              </ul>
            ),
        },
        { title: texts.adjustments.requestedBy, dataIndex: 'requested_by' },
      ]}
      closingColumns={[
        {
          title: texts.common.decidedBy,
          key: 'decided',
          render: (_: unknown, r) =>
            r.decided_by
              ? `${r.decided_by}${r.reject_reason ? ` — ${r.reject_reason}` : ''}`
              : texts.common.none,
        },
        createdColumn,
      ]}
    />
  );
}
