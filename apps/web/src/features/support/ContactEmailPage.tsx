import { DotLoading } from 'antd-mobile';
import { MailOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { PageNav } from '../../ui/PageNav';
import { EmailAddress } from './EmailAddress';
import { useContactEmail, type ContactKind } from './useContactEmail';
import './support.css';

const TEXTS = {
  company: { title: 'contact.company_title', lead: 'contact.company_lead' },
  complaint: { title: 'contact.complaint_title', lead: 'contact.complaint_lead' },
} as const;

/** The address with what it is for, or why there is none. */
function ContactEmailBody({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const email = useContactEmail(kind);
  if (email.status === 'failed') return <LoadFailed onRetry={() => void email.reload()} />;
  if (email.data === null) return <DotLoading className="support-loading" />;
  if (!email.data) {
    return (
      <Notice testId="contact-unavailable">
        <p>{t('contact.unavailable')}</p>
        <p className="notice-sub">{t('contact.unavailable_hint')}</p>
      </Notice>
    );
  }
  return (
    <section className="support-card">
      <MailOutline className="support-card-icon" aria-hidden="true" />
      <p className="support-lead">{t(TEXTS[kind].lead)}</p>
      <EmailAddress email={email.data} label={t(TEXTS[kind].title)} testId="contact-email" />
    </section>
  );
}

/**
 * A contact e-mail from the site settings with a copy button: the company's (§2 /mine/email) or
 * where complaints go (/mine/complaint). Login required, as the user centre that links here.
 */
export function ContactEmailPage({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  return (
    <div className="page support-page">
      <PageNav title={t(TEXTS[kind].title)} fallback="/user" />
      <ContactEmailBody kind={kind} />
    </div>
  );
}
