import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './notices.css';

/** The trade screen's "set a price alert" button (the form itself loads when it is tapped). */
export function AlertBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="alert-bell" onClick={onOpen} aria-label={t('alerts.set')} data-testid="alert-bell">
      <BellOutline />
    </button>
  );
}
