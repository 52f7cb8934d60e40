import { useTranslation } from 'react-i18next';
import type { IdentityCenter } from '@leverline/contract';
import { IdentityPhoto } from './IdentityPhoto';

/** What was sent for verification, read-only: name, ID number and both photos. */
export function IdentitySummary({ center }: { center: IdentityCenter }) {
  const { t } = useTranslation();
  return (
    <section className="verify-summary" aria-label={t('auth_page.sent')}>
      <dl className="verify-details">
        <div>
          <dt>{t('auth_page.name')}</dt>
          <dd dir="auto" data-testid="auth-name">
            {center.name}
          </dd>
        </div>
        <div>
          <dt>{t('auth_page.card_id')}</dt>
          <dd dir="auto" data-testid="auth-card-id">
            {center.card_id}
          </dd>
        </div>
      </dl>
      <div className="verify-photos">
        <IdentityPhoto path={center.front_pic} label={t('auth_page.front')} testId="auth-front" />
        <IdentityPhoto path={center.reverse_pic} label={t('auth_page.back')} testId="auth-back" />
      </div>
    </section>
  );
}
