import { useCallback, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { routes, IDENTITY_STATE, type IdentityCenter } from '@leverline/contract';
import { call } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { useFetched } from '../../ui/useFetched';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { IdentityForm } from './IdentityForm';
import { IdentitySummary } from './IdentitySummary';
import '../../ui/ui.css';
import './verification.css';

/** The verification centre of a real account, in its state (§4): form, waiting or finished. */
function IdentityCenterView() {
  const { t } = useTranslation();
  const load = useCallback(
    (signal: AbortSignal) => call(routes.realNameCenter, {}, { signal, silent: true }),
    [],
  );
  const fetched = useFetched(load);
  // The submit answers with the new centre (waiting): shown at once, no second request.
  const [submitted, setSubmitted] = useState<IdentityCenter | null>(null);
  const center = submitted ?? fetched.data;

  if (!center) {
    if (fetched.status === 'failed') return <LoadFailed onRetry={() => void fetched.reload()} />;
    return <DotLoading className="verify-loading" />;
  }

  switch (center.review_status) {
    case IDENTITY_STATE.form:
      return (
        <div data-testid="auth-state-form">
          <IdentityForm center={center} onSubmitted={setSubmitted} onRefused={() => void fetched.reload()} />
        </div>
      );
    case IDENTITY_STATE.waiting:
      return (
        <div data-testid="auth-state-waiting">
          <div className="verify-status is-waiting" role="status">
            <ClockCircleFill aria-hidden="true" />
            <p className="verify-status-title">{t('auth_page.waiting_title')}</p>
            <p className="verify-status-text">{t('auth_page.waiting_text')}</p>
          </div>
          <IdentitySummary center={center} />
        </div>
      );
    case IDENTITY_STATE.finished:
      return (
        <div data-testid="auth-state-finished">
          <div className="verify-status is-finished" role="status">
            <CheckCircleFill aria-hidden="true" />
            <p className="verify-status-title">{t('auth_page.finished_title')}</p>
            <p className="verify-status-text">{t('auth_page.finished_text')}</p>
          </div>
          <IdentitySummary center={center} />
        </div>
      );
  }
}

/**
 * Identity verification (§2 /mine/auth, login required, real accounts only): the form until
 * documents are sent, then "waiting for review" with what was sent, then read-only once approved.
 */
export function IdentityPage() {
  const { t } = useTranslation();
  return (
    <div className="page verify-page">
      <PageNav title={t('auth_page.title')} fallback="/user" />
      <RealAccountOnly>
        <IdentityCenterView />
      </RealAccountOnly>
    </div>
  );
}
