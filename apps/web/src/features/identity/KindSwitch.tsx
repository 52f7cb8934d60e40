import type { LoginKind } from '@leverline/contract';
import { useTranslation } from 'react-i18next';

interface KindSwitchProps {
  value: LoginKind;
  onChange: (kind: LoginKind) => void;
}

const KINDS: readonly { kind: LoginKind; labelKey: 'auth.email' | 'auth.mobile' }[] = [
  { kind: 'email', labelKey: 'auth.email' },
  { kind: 'mobile', labelKey: 'auth.mobile' },
];

/** E-mail or mobile: the two ways to name an account (§3 login kinds). */
export function KindSwitch({ value, onChange }: KindSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="kind-switch" role="tablist">
      {KINDS.map(({ kind, labelKey }) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={value === kind ? 'kind-switch-item is-active' : 'kind-switch-item'}
          data-testid={`kind-${kind}`}
          onClick={() => onChange(kind)}
        >
          {t(labelKey)}
        </button>
      ))}
    </div>
  );
}
