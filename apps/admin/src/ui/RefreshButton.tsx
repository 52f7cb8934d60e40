import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { texts } from '../i18n/texts';

interface RefreshButtonProps {
  onClick: () => void;
  /** The data is loading: the button spins. */
  loading: boolean;
  testId?: string;
}

/** A page's refresh button (beside its filters in the page header). */
export function RefreshButton({ onClick, loading, testId }: RefreshButtonProps) {
  return (
    <Button icon={<ReloadOutlined />} onClick={onClick} loading={loading} data-testid={testId}>
      {texts.common.refresh}
    </Button>
  );
}
