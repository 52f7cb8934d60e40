import {
  staffAdjustments,
  staffApproveAdjustment,
  staffRejectAdjustment,
  type Adjustment,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import type { Decision } from '../../ui/DecisionButtons';
import { groupDecimal } from '../../ui/format';
import { Money } from '../../ui/Money';
import { createdColumn, QueuePage } from '../../ui/QueuePage';
import type { Tone } from '../../ui/StatusTag';
import { useCall } from '../../ui/useCall';
import { useQueueParams } from '../../ui/useQueueParams';

type AdjustmentStatus = Adjustment['status'];
const STATUSES: readonly AdjustmentStatus[] = [0, 1, 2];
const TONES: Record<AdjustmentStatus, Tone> = { 0: 'waiting', 1: 'done', 2: 'refused' };
/** Waiting for a second staff member: the default view and the only adjustments decided. */
const WAITING: AdjustmentStatus = 0;

const DECISIONS: readonly Decision<Adjustment>[] = [
  {
    key: 'approve',
    label: texts.adjustments.approve,
    look: 'primary',
    dialog: (a) => ({ title: texts.adjustments.approveTitle(groupDecimal(a.amount), a.uid), body: a.reason }),
    send: (a) => call(staffApproveAdjustment, { id: a.id }),
    done: texts.adjustments.approved,
  },
  {
    key: 'reject',
    label: texts.adjustments.reject,
    look: 'danger',
    dialog: () => ({ title: texts.adjustments.rejectTitle, danger: true, field: { kind: 'reason' } }),
    send: (a, reason) => call(staffRejectAdjustment, { id: a.id, reason }),
    done: texts.adjustments.rejected,
  },
];

/**
 * Balance adjustments above the threshold wait here for a second staff member, decided from their
 * row. The server refuses the one who asked (its message is shown); they may withdraw their own by
 * rejecting it.
 */
export function AdjustmentsPage() {
  const queue = useQueueParams(STATUSES, WAITING);
  const list = useCall(staffAdjustments, { status: queue.statusInput, page: queue.page });

  return (
    <QueuePage
      title={texts.adjustments.title}
      queue={queue}
      list={list}
      testId="adjustment"
      statuses={STATUSES}
      statusText={texts.adjustments.status}
      tones={TONES}
      waiting={WAITING}
      decisions={DECISIONS}
      columns={[
        {
          title: texts.adjustments.amount,
          dataIndex: 'amount',
          align: 'right',
          render: (v: string) => <Money value={v} signed />,
        },
        { title: texts.adjustments.reason, dataIndex: 'reason' },
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
