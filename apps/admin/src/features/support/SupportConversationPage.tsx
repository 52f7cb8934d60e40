import { Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { roleAllows, staffSupportConversation, staffSupportReply, SUPPORT_MESSAGE_MAX, type StaffSupportMessage } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { AuthImage } from '../../ui/AuthImage';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';
import { SUPPORT_REFRESH_MS } from './SupportInboxPage';
import './support.css';

function Message({ message }: { message: StaffSupportMessage }) {
  const mine = message.from === 'staff';
  return (
    <li className={mine ? 'support-message is-staff' : 'support-message is-trader'} data-testid={mine ? 'support-staff-message' : 'support-trader-message'}>
      <Typography.Text type="secondary" className="support-message-head">
        {mine ? message.staff_email : texts.support.trader} · {formatTime(message.created_at)}
      </Typography.Text>
      {message.image ? <AuthImage src={message.image} alt={texts.support.picture} width={240} /> : null}
      {message.body ? <div className="support-message-body">{message.body}</div> : null}
    </li>
  );
}

/** One user's whole support conversation, and the answer box. */
export function SupportConversationPage() {
  const { staff } = useSession();
  const userId = Number(useParams().userId);
  const conversation = useCall(staffSupportConversation, Number.isInteger(userId) && userId > 0 ? { user_id: userId } : null);
  const { reload, data } = conversation;
  const [answer, setAnswer] = useState('');
  const [busy, run] = useAction();

  useEffect(() => {
    const timer = setInterval(reload, SUPPORT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const send = () =>
    run(async () => {
      await call(staffSupportReply, { user_id: userId, body: answer });
      setAnswer('');
      toast.success(texts.support.sent);
      reload();
    });

  const user = data?.user;
  return (
    <>
      <PageHeader
        title={user ? texts.support.conversation(user.uid) : texts.support.title}
        extra={
          <>
            <Link to="/support">{texts.nav.support}</Link>
            <RefreshButton onClick={reload} loading={conversation.loading} />
          </>
        }
      />
      {user ? (
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{user.email || user.phone || texts.common.none}</Typography.Text>
          {user.is_demo ? <Tag>{texts.users.demo}</Tag> : <Tag color="blue">{texts.users.real}</Tag>}
          {staff && roleAllows(staff.role, 'users.read') ? <Link to={`/users/${user.id}`}>{texts.support.openUser}</Link> : null}
        </Space>
      ) : null}
      <Card loading={!data && conversation.loading}>
        {data && data.data.length === 0 ? <Empty description={texts.support.noMessages} /> : null}
        <ol className="support-thread" data-testid="support-thread">
          {(data?.data ?? []).map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ol>
        <Typography.Paragraph type="secondary">{texts.support.kept}</Typography.Paragraph>
        <Input.TextArea
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          placeholder={texts.support.replyPlaceholder}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-label={texts.support.reply}
          data-testid="support-answer"
        />
        <Button type="primary" style={{ marginTop: 8 }} onClick={send} loading={busy} disabled={!answer.trim() || !user} data-testid="support-send">
          {texts.support.send}
        </Button>
      </Card>
    </>
  );
}
