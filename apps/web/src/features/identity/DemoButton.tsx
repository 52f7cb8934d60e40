import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDemoLogin } from './useDemoLogin';

interface DemoButtonProps {
  /** Called once the demo session is stored. */
  onLoggedIn: () => void;
  fill?: 'solid' | 'outline';
  /** A small button with a short label, for the home strip. */
  compact?: boolean;
}

/** "Try a demo account": a virtual-money account for this device, no registration. */
export function DemoButton({ onLoggedIn, fill = 'solid', compact = false }: DemoButtonProps) {
  const { t } = useTranslation();
  const { start, pending } = useDemoLogin();
  return (
    <Button
      block={!compact}
      size={compact ? 'small' : 'large'}
      color="primary"
      fill={fill}
      loading={pending}
      onClick={() => {
        void start().then((ok) => ok && onLoggedIn());
      }}
      data-testid="demo-button"
    >
      {compact ? t('home.demo') : t('auth.try_demo')}
    </Button>
  );
}
