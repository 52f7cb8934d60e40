import type { LoginKind } from '@leverline/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { AreaCodePicker } from './AreaCodePicker';
import type { AreaSetup } from './useAreaCodes';
import { TextInput } from '../../ui/TextInput';

interface AccountInputProps {
  kind: LoginKind;
  value: string;
  onChange: (value: string) => void;
  areaSetup: AreaSetup | null;
  areaId: number | undefined;
  onAreaChange: (areaId: number) => void;
  /** For the e-mail input: `username` on login (password managers), `email` elsewhere. */
  autoComplete: 'username' | 'email';
}

/** The account field: an e-mail address, or a phone number with its calling code (§5). */
export function AccountInput({
  kind,
  value,
  onChange,
  areaSetup,
  areaId,
  onAreaChange,
  autoComplete,
}: AccountInputProps) {
  const { t } = useTranslation();
  if (kind === 'email') {
    return (
      <Field label={t('auth.email')}>
        <TextInput
          type="email"
          inputMode="email"
          value={value}
          onChange={onChange}
          placeholder={t('auth.email_placeholder')}
          autoComplete={autoComplete}
          maxLength={254}
          data-testid="account-input"
        />
      </Field>
    );
  }
  const picker =
    areaSetup?.showPicker && areaSetup.areas.length > 0 ? (
      <AreaCodePicker areas={areaSetup.areas} value={areaId} onChange={onAreaChange} />
    ) : null;
  return (
    <Field label={t('auth.mobile')} start={picker}>
      <TextInput
        type="tel"
        inputMode="tel"
        value={value}
        onChange={(text) => onChange(text.replace(/[^\d\s-]/g, ''))}
        placeholder={t('auth.phone_placeholder')}
        autoComplete="tel-national"
        maxLength={20}
        data-testid="account-input"
      />
    </Field>
  );
}
