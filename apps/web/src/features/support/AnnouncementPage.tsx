import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { useSession } from '../identity/useSession';
import { useCountries } from '../compliance/useCountries';
import './support.css';

/**
 * §1's countries, named by fixed texts in §1's order: a legal notice reads the same on every
 * device. Which countries are listed is the list in force (compliance sets it in the console);
 * one added there is named by the server, in the language's alphabetical order after these.
 */
const NAMED = [
  { code: 'KP', key: 'announcement.country_kp' },
  { code: 'IL', key: 'announcement.country_il' },
  { code: 'CN', key: 'announcement.country_cn' },
  { code: 'VU', key: 'announcement.country_vu' },
  { code: 'CU', key: 'announcement.country_cu' },
] as const;

/**
 * The announcement (§2 /mine/announcement, public): the restricted countries in force and what
 * that means, and the risk warning. A demo account is also reminded, in red, that its funds are virtual.
 */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const countries = useCountries(i18n.language);
  const restricted = countries?.countries.filter((c) => c.restricted) ?? [];
  const names = [
    ...NAMED.filter(({ code }) => restricted.some((c) => c.code === code)).map(({ code, key }) => ({ code, name: t(key) })),
    ...restricted.filter((c) => !NAMED.some((n) => n.code === c.code)),
  ];
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
        {countries === undefined ? (
          <Skeleton.Paragraph animated />
        ) : countries === null ? (
          <p data-testid="announcement-failed">{t('common.page_error')}</p>
        ) : (
          <ul className="announcement-countries" data-testid="announcement-countries">
            {names.map(({ code, name }) => (
              <li key={code}>{name}</li>
            ))}
          </ul>
        )}
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
