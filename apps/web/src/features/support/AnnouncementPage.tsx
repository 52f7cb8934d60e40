import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { useSession } from '../identity/useSession';
import './support.css';

/**
 * §1: countries whose residents the service is not offered to. Named by fixed texts, not by the
 * browser's country names: a legal notice reads the same on every device.
 */
const RESTRICTED = [
  { code: 'KP', key: 'announcement.country_kp' },
  { code: 'IL', key: 'announcement.country_il' },
  { code: 'CN', key: 'announcement.country_cn' },
  { code: 'VU', key: 'announcement.country_vu' },
  { code: 'CU', key: 'announcement.country_cu' },
] as const;

/**
 * The announcement (§2 /mine/announcement, public): the restricted countries and what that means,
 * and the risk warning. A demo account is also reminded, in red, that its funds are virtual.
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="page support-page">
      <PageNav title={t('announcement.title')} fallback={user ? '/user' : '/'} />
      <article className="announcement">
        {user?.is_demo === 1 && (
          <p className="announcement-demo" role="note" data-testid="announcement-demo-note">
            {t('announcement.demo_note')}
          </p>
        )}
        <h2>{t('announcement.heading')}</h2>
        <p>{t('announcement.intro', { app: t('app.name') })}</p>
        <ul className="announcement-countries" data-testid="announcement-countries">
          {RESTRICTED.map(({ code, key }) => (
            <li key={code}>{t(key)}</li>
          ))}
        </ul>
        <h3>{t('announcement.meaning_heading')}</h3>
        <p>{t('announcement.meaning')}</p>
        <p>{t('announcement.responsibility')}</p>
        <p>{t('announcement.changes')}</p>
        <h3>{t('announcement.risk_heading')}</h3>
        <p>{t('app.risk_warning')}</p>
      </article>
    </div>
  );
}
