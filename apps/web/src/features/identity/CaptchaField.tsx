import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import type { Captcha } from './useCaptcha';
import { TextInput } from '../../ui/TextInput';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  captcha: Captcha | null;
  onRefresh: () => void;
}

/** The picture code of registration (verify_reg_type 2): type what the picture shows. */
export function CaptchaField({ value, onChange, captcha, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('captcha.label')}
      end={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid="captcha-refresh"
        >
          {captcha ? <img src={captcha.image} alt={t('captcha.alt')} /> : <span className="captcha-empty" />}
        </button>
      }
    >
      <TextInput
        value={value}
        onChange={onChange}
        placeholder={t('captcha.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        maxLength={16}
        data-testid="captcha-input"
      />
    </Field>
  );
}
