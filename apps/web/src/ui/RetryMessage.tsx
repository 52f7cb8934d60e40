import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A block that could not be loaded, and a retry (the look of the paged lists' end line). */
export function RetryMessage({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="paged-end" role="alert" data-testid={testId}>
      <p>{t('common.page_error')}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
