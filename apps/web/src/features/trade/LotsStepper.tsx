import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

interface LotsStepperProps {
  /** Lots as typed (decimal text). */
  value: string;
  onType: (text: string) => void;
  onStep: (direction: 1 | -1) => void;
  canStepDown: boolean;
  canStepUp: boolean;
}

/** − lots +: steps of the instrument's Pip, and the lots may be typed too (§5). */
export function LotsStepper({ value, onType, onStep, canStepDown, canStepUp }: LotsStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="lots-stepper" dir="ltr">
      <button
        type="button"
        className="lots-step"
        onClick={() => onStep(-1)}
        disabled={!canStepDown}
        aria-label={t('order.lots_minus')}
        data-testid="lots-minus"
      >
        <MinusOutline aria-hidden="true" />
      </button>
      <input
        className="lots-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onType(event.target.value)}
        aria-label={t('order.lots')}
        data-testid="lots-input"
      />
      <button
        type="button"
        className="lots-step"
        onClick={() => onStep(1)}
        disabled={!canStepUp}
        aria-label={t('order.lots_plus')}
        data-testid="lots-plus"
      >
        <AddOutline aria-hidden="true" />
      </button>
    </div>
  );
}
