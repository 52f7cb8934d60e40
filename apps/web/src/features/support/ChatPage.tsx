import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { PageNav } from '../../ui/PageNav';
import { useBasicInfo } from '../identity/useBasicInfo';
import { EmailAddress } from './EmailAddress';
import { SERVICE_LINK_NEW_WINDOW, serviceLinkOf } from './serviceLink';
import { useContactEmail } from './useContactEmail';
import './support.css';

/** No chat set up: say so, and offer the company e-mail when there is one. */
function ChatUnavailable() {
  const { t } = useTranslation();
  const email = useContactEmail('company');
  return (
    <Notice testId="chat-unavailable">
      <p>{t('chat.unavailable')}</p>
      {email.data && (
        <>
          <p className="notice-sub">{t('chat.email_instead')}</p>
          <EmailAddress email={email.data} label={t('contact.company_title')} testId="chat-email" />
        </>
      )}
    </Notice>
  );
}

/** The chat of the site settings, in the frame or (type 2) a window of its own. */
function ChatBody({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { info, failed } = useBasicInfo();
  if (failed) return <LoadFailed onRetry={onRetry} />;
  if (!info) return <DotLoading className="support-loading" />;
  const link = serviceLinkOf(info.service_link);
  if (!link) return <ChatUnavailable />;
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
 * frame filling the screen under the back bar, or a clear word when there is none.
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
