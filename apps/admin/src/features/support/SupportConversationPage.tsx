import { Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { CloseCircleFilled, PictureOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  IMAGE_LIMITS,
  IMAGE_TYPES,
  roleAllows,
  STAFF_IMAGE_UPLOAD_PATH,
  staffSupportConversation,
  staffSupportReply,
  SUPPORT_MESSAGE_MAX,
  type StaffSupportMessage,
} from '@leverline/contract';
import { call, uploadImage } from '../../api/client';
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

const IMAGE_MAX_MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

/** One user's whole support conversation, and the answer box (text, a picture, or both). */
export function SupportConversationPage() {
  const { staff } = useSession();
  const userId = Number(useParams().userId);
  const conversation = useCall(staffSupportConversation, Number.isInteger(userId) && userId > 0 ? { user_id: userId } : null);
  const { reload, data } = conversation;
  const [answer, setAnswer] = useState('');
  const [picture, setPicture] = useState<{ ref: string; preview: string } | null>(null);
  const [busy, run] = useAction();
  const [uploading, upload] = useAction();
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setInterval(reload, SUPPORT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.preview) : undefined), [picture]);

  // The server takes only what the app's own upload takes: checked here first, so nothing is sent in vain.
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(texts.support.pictureType);
      return;
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      toast.error(texts.support.pictureTooLarge(IMAGE_MAX_MB));
      return;
    }
    upload(async () => {
      const stored = await uploadImage(STAFF_IMAGE_UPLOAD_PATH, { user_id: userId }, file);
      setPicture({ ref: stored.url, preview: URL.createObjectURL(file) });
    });
  };

  const send = () =>
    run(async () => {
      await call(staffSupportReply, { user_id: userId, body: answer, ...(picture ? { image: picture.ref } : {}) });
      setAnswer('');
      setPicture(null);
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
        {picture ? (
          <div className="support-pending-picture" data-testid="support-pending-picture">
            <img src={picture.preview} alt={texts.support.picture} />
            <Button type="text" icon={<CloseCircleFilled />} aria-label={texts.support.removePicture} onClick={() => setPicture(null)} data-testid="support-remove-picture" />
          </div>
        ) : null}
        <Space style={{ marginTop: 8 }} wrap>
          <Button icon={<PictureOutlined />} onClick={() => fileInput.current?.click()} loading={uploading} disabled={!user} data-testid="support-attach">
            {texts.support.attach}
          </Button>
          <input ref={fileInput} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={pick} data-testid="support-file" />
          <Button type="primary" onClick={send} loading={busy} disabled={(!answer.trim() && !picture) || !user || uploading} data-testid="support-send">
            {texts.support.send}
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {texts.support.pictureHelp(IMAGE_MAX_MB)}
        </Typography.Paragraph>
      </Card>
    </>
  );
}
