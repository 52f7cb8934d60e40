import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, DotLoading, TextArea, Toast } from 'antd-mobile';
import { PictureOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS, SUPPORT_MESSAGE_MAX, type SupportMessage } from '@leverline/contract';
import { uploadImage } from '../../api/client';
import { formatDateTime } from '../../ui/dateTime';
import { LoadFailed } from '../../ui/LoadFailed';
import { useOwnImage } from '../../ui/useOwnImage';
import { IMAGE_MAX_MB } from '../../ui/ProofUploader';
import { useSupportChat } from './useSupportChat';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** A picture the trader sent: theirs alone, so it is fetched with the session. */
function ChatPicture({ path }: { path: string }) {
  const { t } = useTranslation();
  const image = useOwnImage(path);
  if (image.status === 'ready') return <img className="chat-picture" src={image.url} alt={t('chat.picture')} />;
  return <span className="chat-picture is-placeholder" role="img" aria-label={t('chat.picture')} />;
}

function Bubble({ message, lang }: { message: SupportMessage; lang: string }) {
  const { t } = useTranslation();
  const mine = message.from === 'user';
  return (
    <li className={mine ? 'chat-bubble is-mine' : 'chat-bubble is-staff'} data-testid={mine ? 'chat-mine' : 'chat-answer'}>
      {!mine && <span className="chat-author">{t('chat.title')}</span>}
      {message.image && <ChatPicture path={message.image} />}
      {/* A message reads in its own direction (English in the Arabic app keeps its full stop at the end). */}
      {message.body && (
        <p className="chat-text" dir="auto">
          {message.body}
        </p>
      )}
      <time className="chat-time" dateTime={message.created_at}>
        {formatDateTime(message.created_at, lang)}
      </time>
    </li>
  );
}

/**
 * The built-in support chat (/mine/chat when no external service link is set): the conversation,
 * kept live, and a composer for text and a picture.
 */
export function SupportChat() {
  const { t, i18n } = useTranslation();
  const chat = useSupportChat();
  const [body, setBody] = useState('');
  const [picture, setPicture] = useState<{ ref: string; preview: string } | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const lastId = chat.messages.at(-1)?.id ?? 0;

  // The newest message in view whenever one arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.preview) : undefined), [picture]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return void Toast.show({ content: t('msg.image_invalid') });
    if (file.size > IMAGE_LIMITS.maxBytes) return void Toast.show({ content: t('msg.image_too_large', { mb: IMAGE_MAX_MB }) });
    const stored = await uploadImage(file, { loading: true }).catch(() => null);
    if (stored) setPicture({ ref: stored.url, preview: URL.createObjectURL(file) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if ((!text && !picture) || sending) return;
    setSending(true);
    const sent = await chat.send(text, picture?.ref ?? '');
    setSending(false);
    if (!sent) return;
    setBody('');
    setPicture(null);
  };

  if (chat.status === 'failed') return <LoadFailed onRetry={chat.reload} />;
  if (chat.status === 'loading') return <DotLoading className="support-loading" />;
  const lang = i18n.language;
  return (
    <div className="support-chat" data-testid="support-chat">
      <div className="chat-scroll">
        <p className="chat-intro">{t('chat.intro')}</p>
        {chat.hasMore && (
          <button type="button" className="chat-earlier" onClick={() => void chat.loadEarlier()} data-testid="chat-earlier">
            {t('chat.earlier')}
          </button>
        )}
        <ol className="chat-messages" aria-live="polite">
          {chat.messages.map((m) => (
            <Bubble key={m.id} message={m} lang={lang} />
          ))}
        </ol>
        <div ref={end} />
      </div>
      <form className="chat-composer" onSubmit={(e) => void submit(e)}>
        {picture && (
          <div className="chat-pending">
            <img src={picture.preview} alt={t('chat.picture')} />
            <button type="button" className="icon-button" aria-label={t('chat.remove_picture')} onClick={() => setPicture(null)}>
              <CloseCircleFill />
            </button>
          </div>
        )}
        <div className="chat-compose-row">
          <button
            type="button"
            className="icon-button chat-attach"
            aria-label={t('chat.attach')}
            onClick={() => fileInput.current?.click()}
            data-testid="chat-attach"
          >
            <PictureOutline />
          </button>
          <input ref={fileInput} type="file" accept={ACCEPTED_TYPES.join(',')} hidden onChange={(e) => void pick(e)} data-testid="chat-file" />
          <TextArea
            className="chat-input"
            value={body}
            onChange={setBody}
            placeholder={t('chat.placeholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={SUPPORT_MESSAGE_MAX}
            aria-label={t('chat.placeholder')}
            data-testid="chat-input"
          />
          <Button type="submit" color="primary" size="small" disabled={(!body.trim() && !picture) || sending} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
