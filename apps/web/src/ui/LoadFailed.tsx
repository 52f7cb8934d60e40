import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** What could not be loaded, and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <p>{t('common.page_error')}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
