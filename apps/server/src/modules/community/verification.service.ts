/**
 * Identity verification (§2 real-name, §4): a real user sends a name, an ID number and two photos
 * they uploaded; staff approve or reject it once, with a reason the user sees. Page state: 0 form
 * (nothing sent, or the last one rejected), 1 waiting, 2 finished. A partial unique index lets a
 * user have at most one waiting or approved submission, whatever arrives at the same moment.
 */
import { IMAGE_PATH, type CallParsed, type IdentityCenter, type IdentityReview, type calls } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { StaffContext, UserContext } from '../../http/context.js';
import { fail } from '../../http/errors.js';
import { ownUploadName } from '../funding/funding.service.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { QueueRow } from '../staff/decision-queue.js';
import { actorOf, audit } from '../staff/staff.service.js';
import * as repo from './community.repo.js';
import type { MoneyNotices } from '../notifications/money-notices.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
const PAGE_SIZE = 20;

function centerOf(row: repo.VerificationRow | undefined): IdentityCenter {
  if (!row) return { review_status: 0, name: '', card_id: '', front_pic: '', reverse_pic: '', reject_reason: '' };
  const pictures = { name: row.name, card_id: row.cardId, front_pic: IMAGE_PATH + row.frontImage, reverse_pic: IMAGE_PATH + row.backImage };
  if (row.status === 3) return { review_status: 0, ...pictures, reject_reason: row.reason };
  return { review_status: row.status === 1 ? 1 : 2, ...pictures, reject_reason: '' };
}

function reviewView(r: QueueRow<repo.VerificationRow>): IdentityReview {
  return {
    id: r.row.id,
    user_id: r.row.userId,
    uid: r.uid,
    name: r.row.name,
    card_id: r.row.cardId,
    front_pic: IMAGE_PATH + r.row.frontImage,
    reverse_pic: IMAGE_PATH + r.row.backImage,
    status: r.row.status as 1 | 2 | 3,
    reason: r.row.reason,
    decided_by: r.decidedBy ?? '',
    decided_at: r.row.decidedAt?.toISOString() ?? '',
    created_at: r.row.createdAt.toISOString(),
  };
}

const auditOf = (r: repo.VerificationRow) => ({ status: r.status, reason: r.reason, user_id: r.userId });

export class VerificationService {
  /** `notices` tells the trader of the decision on their identity (inbox, push, e-mail). */
  constructor(
    private readonly db: Db,
    private readonly notices?: MoneyNotices,
  ) {}

  async center(ctx: UserContext): Promise<Answer<IdentityCenter>> {
    return { data: centerOf(await repo.latestVerification(this.db, ctx.session.userId)) };
  }

  async submit(input: In<'realName'>, ctx: UserContext): Promise<Answer<IdentityCenter>> {
    const front = await ownUploadName(this.db, ctx.session.userId, input.front_pic);
    const back = await ownUploadName(this.db, ctx.session.userId, input.reverse_pic);
    if (front === back) throw fail('image_invalid');
    try {
      const row = await this.db.transaction(async (tx) => {
        const latest = await repo.latestVerification(tx, ctx.session.userId);
        if (latest?.status === 1) throw fail('identity_already_submitted');
        if (latest?.status === 2) throw fail('identity_already_verified');
        return repo.insertVerification(tx, {
          userId: ctx.session.userId,
          name: input.name.replace(/\s+/g, ' '),
          cardId: input.card_id.replace(/\s+/g, ' ').toUpperCase(),
          frontImage: front,
          backImage: back,
          createdAt: ctx.now,
        });
      });
      return { data: centerOf(row), msg: 'identity_submitted' };
    } catch (error) {
      if (isUniqueViolation(error)) throw fail('identity_already_submitted');
      throw error;
    }
  }

  async queue(input: In<'staffIdentityReviews'>): Promise<Answer<{ data: IdentityReview[]; total: number }>> {
    const { rows, total } = await repo.verificationDecisions.page(this.db, input.status, input.page, PAGE_SIZE);
    return { data: { data: rows.map(reviewView), total } };
  }

  async decide(id: number, approve: boolean, reason: string, ctx: StaffContext): Promise<Answer<IdentityReview>> {
    const userId = await this.db.transaction(async (tx) => {
      const before = await repo.verificationDecisions.lockWaiting(tx, id);
      const after = await repo.verificationDecisions.decide(tx, id, {
        status: approve ? 2 : 3,
        reason: approve ? '' : reason,
        decidedBy: ctx.staff.staffId,
        decidedAt: ctx.now,
      });
      await audit(tx, actorOf(ctx), approve ? 'identity.approve' : 'identity.reject', 'identity', String(id), auditOf(before), auditOf(after), ctx);
      return before.userId;
    });
    this.notices?.identity(userId, id, approve ? { approved: true } : { rejected: reason });
    const row = await repo.verificationDecisions.one(this.db, id);
    return { data: reviewView(row!), msg: approve ? 'identity_approved' : 'identity_rejected' };
  }
}
