import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { PageNav } from '../../ui/PageNav';
import { useBasicInfo } from '../identity/useBasicInfo';
import { SERVICE_LINK_NEW_WINDOW, serviceLinkOf } from './serviceLink';
import { SupportChat } from './SupportChat';
import './support.css';

/** The chat of the site settings, in the frame or (type 2) a window of its own; else the built-in one. */
function ChatBody({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { info, failed } = useBasicInfo();
  if (failed) return <LoadFailed onRetry={onRetry} />;
  if (!info) return <DotLoading className="support-loading" />;
  const link = serviceLinkOf(info.service_link);
  // No external service: the built-in chat, answered by support staff from the console.
  if (!link) return <SupportChat />;
  if (info.service_link_type === SERVICE_LINK_NEW_WINDOW) {
    return (
      <Notice
        testId="chat-new-window"
        action={
          <a
            className="support-button"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="chat-open"
          >
            {t('chat.open')}
          </a>
        }
      >
        <p>{t('chat.new_window')}</p>
      </Notice>
    );
  }
  return (
    <iframe
      className="chat-frame"
      src={link}
      title={t('chat.frame_title')}
      // The service's own scripts, forms and pop-ups (attachments) run; it cannot reach this page.
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      data-testid="chat-frame"
    />
  );
}

/**
 * Customer service (§2 /mine/chat, login required): the service link of the site settings in a
 * frame filling the screen under the back bar; without one, the built-in support chat.
 */
export function ChatPage() {
  const { t } = useTranslation();
  // The settings are asked once per visit; a retry after a failure mounts the body afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="page chat-page">
      <PageNav title={t('chat.title')} fallback="/user" />
      <ChatBody key={attempt} onRetry={() => setAttempt((n) => n + 1)} />
    </div>
  );
}
