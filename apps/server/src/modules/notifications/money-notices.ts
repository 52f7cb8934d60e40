/**
 * The one call each money and identity decision makes to tell the trader: funding (deposits and
 * withdrawals), the console (balance adjustments, credits a second staff member approved) and
 * identity reviews. Each names its event by its record, so a decision is told once.
 */
import type { NotificationService } from './notifications.service.js';

export interface MoneyNotices {
  deposit(userId: number, depositId: number, outcome: { credited: string } | { rejected: string }): void;
  withdrawal(userId: number, withdrawalId: number, amount: string, outcome: { paid: true } | { rejected: string }): void;
  adjustment(userId: number, adjustmentId: number, amount: string, reason: string): void;
  identity(userId: number, reviewId: number, outcome: { approved: true } | { rejected: string }): void;
}

export function moneyNotices(notices: Pick<NotificationService, 'tell'>): MoneyNotices {
  return {
    deposit(userId, id, outcome) {
      const credited = 'credited' in outcome;
      notices.tell({
        userId,
        kind: 'money',
        eventKey: `deposit.${id}.${credited ? 'credited' : 'rejected'}`,
        topic: credited ? 'deposit_credited' : 'deposit_rejected',
        params: credited ? { id, amount: outcome.credited } : { id, reason: outcome.rejected },
        link: '/mine/history',
      });
    },
    withdrawal(userId, id, amount, outcome) {
      const paid = 'paid' in outcome;
      notices.tell({
        userId,
        kind: 'money',
        eventKey: `withdrawal.${id}.${paid ? 'paid' : 'rejected'}`,
        topic: paid ? 'withdrawal_paid' : 'withdrawal_rejected',
        params: paid ? { id, amount } : { id, amount, reason: outcome.rejected },
        link: '/mine/history',
      });
    },
    adjustment(userId, id, amount, reason) {
      notices.tell({ userId, kind: 'money', eventKey: `adjustment.${id}`, topic: 'adjustment', params: { id, amount, reason }, link: '/mine/history' });
    },
    identity(userId, id, outcome) {
      const approved = 'approved' in outcome;
      notices.tell({
        userId,
        kind: 'identity',
        eventKey: `identity.${id}.decided`,
        topic: approved ? 'identity_approved' : 'identity_rejected',
        params: approved ? { id } : { id, reason: outcome.rejected },
        link: '/mine/auth',
      });
    },
  };
}
