import {
  DEPOSIT_STATUS,
  WITHDRAWAL_STATUS,
  type DepositRecord,
  type WithdrawalRecord,
} from '@leverline/contract';

/** How a request's state reads at a glance: waiting, done, or refused. */
export type StatusTone = 'pending' | 'done' | 'refused';

export function depositTone(status: DepositRecord['status']): StatusTone {
  switch (status) {
    case DEPOSIT_STATUS.unchecked:
      return 'pending';
    case DEPOSIT_STATUS.finished:
      return 'done';
    case DEPOSIT_STATUS.rejected:
    case DEPOSIT_STATUS.invalid:
      return 'refused';
  }
}

export function withdrawalTone(status: WithdrawalRecord['status']): StatusTone {
  switch (status) {
    case WITHDRAWAL_STATUS.review:
      return 'pending';
    case WITHDRAWAL_STATUS.paid:
      return 'done';
    case WITHDRAWAL_STATUS.rejected:
      return 'refused';
  }
}
