import { Col, Row, Typography } from 'antd';
import {
  staffApproveIdentity,
  staffIdentityReviews,
  staffRejectIdentity,
  type IdentityReview,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { AuthImage } from '../../ui/AuthImage';
import { withReason, type Decision } from '../../ui/DecisionButtons';
import { QueuePage, queueStatuses } from '../../ui/QueuePage';

type ReviewStatus = IdentityReview['status'];
/** Submitted, not yet reviewed: the default view and the only submissions decided. */
const QUEUE = queueStatuses<ReviewStatus>(
  texts.identity.status,
  { 1: 'waiting', 2: 'done', 3: 'refused' },
  1,
);

const DECISIONS: readonly Decision<IdentityReview>[] = [
  {
    key: 'approve',
    label: texts.identity.approve,
    look: 'primary',
    dialog: () => ({ title: texts.identity.approveTitle, body: texts.identity.approveBody }),
    send: (r) => call(staffApproveIdentity, { id: r.id }),
    done: texts.identity.approved,
  },
  withReason(
    'reject',
    { label: texts.identity.reject, title: texts.identity.rejectTitle, done: texts.identity.rejected },
    (r, reason) => call(staffRejectIdentity, { id: r.id, reason }),
  ),
];

/** Both sides of the document, side by side. */
function Photos({ review }: { review: IdentityReview }) {
  const photos = [
    { side: 'front', src: review.front_pic, label: texts.identity.front },
    { side: 'back', src: review.reverse_pic, label: texts.identity.back },
  ];
  return (
    <Row gutter={16} style={{ marginTop: 16 }}>
      {photos.map(({ side, src, label }) => (
        <Col span={12} key={side}>
          <Typography.Title level={5}>{label}</Typography.Title>
          <AuthImage src={src} alt={label} width={320} testId={`identity-${side}`} />
        </Col>
      ))}
    </Row>
  );
}

/** Identity submissions: the name, ID number and both photos, approved or rejected with a reason. */
export function IdentityPage() {
  return (
    <QueuePage
      title={texts.identity.title}
      source={staffIdentityReviews}
      testId="identity"
      statuses={QUEUE}
      decisions={DECISIONS}
      columns={[
        { title: texts.identity.name, dataIndex: 'name' },
        { title: texts.identity.cardId, dataIndex: 'card_id' },
      ]}
      drawer={{
        size: 720,
        title: (r) => texts.identity.detail(r.id),
        details: (r) => [
          [texts.identity.name, r.name],
          [texts.identity.cardId, <Typography.Text copyable>{r.card_id}</Typography.Text>],
          Boolean(r.reason) && [texts.identity.reason, r.reason],
        ],
        extra: (r) => <Photos review={r} />,
      }}
    />
  );
}
