import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { texts } from '../i18n/texts';

/** A page that failed to load (e.g. its code changed with a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const text = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="error"
      title={texts.common.failedTitle}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {texts.common.reload}
        </Button>
      }
    />
  );
}
