import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './ui.css';

interface EmptyStateProps {
  /** What the screen shows and when it fills. */
  text: string;
  testId: string;
}

/** A list with nothing in it yet: why, and the next step (the trade screen). */
export function EmptyState({ text, testId }: EmptyStateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="empty-state" data-testid={testId}>
      <p>{text}</p>
      <Button color="primary" fill="outline" onClick={() => void navigate('/trade')} data-testid={`${testId}-next`}>
        {t('common.go_trade')}
      </Button>
    </div>
  );
}
