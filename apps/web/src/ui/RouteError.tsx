import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to render, most often because its code could not be downloaded (offline,
 * or a new release replaced the old files). Reloading fetches the current files.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="route-error" role="alert">
      <p className="route-error-title">{t('common.page_error')}</p>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
