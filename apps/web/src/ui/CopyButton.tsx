import { Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';
import './ui.css';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers ("Copy Deposit address"). */
  label: string;
  testId?: string;
}

/** Copies an address, a code or a link and says so ("Copied successfully", §8). */
export function CopyButton({ text, label, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(text);
    Toast.show({ content: copied ? t('common.copied') : t('common.copy_failed') });
  };
  return (
    <button
      type="button"
      className="icon-button copy-button"
      onClick={() => void copy()}
      aria-label={t('common.copy_what', { what: label })}
      data-testid={testId}
    >
      <FileOutline />
    </button>
  );
}
