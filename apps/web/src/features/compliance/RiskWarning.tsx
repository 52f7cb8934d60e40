import { useTranslation } from 'react-i18next';
import { useLossShare } from './useLossShare';
import './compliance.css';

/**
 * The risk warning a regulated CFD broker shows: the share of retail accounts that lost money with
 * this provider (ESMA's method, from the server) and the general warning.
 */
export function RiskWarning({ className = 'risk-warning' }: { className?: string }) {
  const { t } = useTranslation();
  const warning = useLossShare();
  return (
    <p className={className} data-testid="risk-warning">
      {warning && warning.loss_pct !== null && (
        <strong>{t('app.loss_share', { pct: warning.loss_pct })} </strong>
      )}
      {t('app.risk_warning')}
    </p>
  );
}
