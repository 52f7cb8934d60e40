import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/CopyButton';

interface RecoveryCodesPopupProps {
  /** The codes just made; an empty list keeps the popup closed. */
  codes: string[];
  onClose: () => void;
}

/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesPopup({ codes, onClose }: RecoveryCodesPopupProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={codes.length > 0} bodyClassName="step-up-sheet" destroyOnClose>
      <div data-testid="recovery-codes">
        <h2 className="step-up-title">{t('security.recovery_title')}</h2>
        <p className="step-up-note">{t('security.recovery_note')}</p>
        <div className="recovery-grid-head">
          <span>{t('security.recovery_codes')}</span>
          <CopyButton text={codes.join('\n')} label={t('security.recovery_codes')} testId="recovery-copy" />
        </div>
        <ol className="recovery-grid" dir="ltr">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Button block color="primary" size="large" onClick={onClose} data-testid="recovery-done">
          {t('security.recovery_saved')}
        </Button>
      </div>
    </Popup>
  );
}
