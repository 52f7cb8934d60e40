import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  remaining: number;
  sending: boolean;
  onSend: () => void;
}

/** "Send code", then a 60-second countdown before it can be pressed again. */
export function SendCodeButton({ remaining, sending, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      className="send-code"
      disabled={waiting || sending}
      loading={sending}
      onClick={onSend}
      data-testid="send-code"
    >
      {waiting ? t('code.resend_in', { seconds: remaining }) : t('code.send')}
    </Button>
  );
}
