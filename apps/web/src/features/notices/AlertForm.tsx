import { useState } from 'react';
import { Button, Popup, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { routes, type AlertKind, type PriceAlert } from '@leverline/contract';
import { call } from '../../api/client';
import { formatPrice } from '../quotes/price';
import './notices.css';

/** Periods of a percentage-move alert in minutes (contract ALERT_PERIODS). */
const PERIODS = [5, 15, 60, 240, 1440] as const;

export interface AlertDraft {
  symbol: string;
  /** Decimals of the instrument's prices. */
  precision: number;
  /** The price now, to start from and to show. */
  price: number;
  /** A level to start with (a price tapped on the chart). */
  level?: number | undefined;
  /** The alert to change, when editing. */
  alert?: PriceAlert | undefined;
}

interface AlertFormProps {
  draft: AlertDraft | null;
  onClose: () => void;
  onSaved?: (alert: PriceAlert) => void;
}

/** "5 min", "1 h", "1 d" in the reader's language. */
export function periodLabel(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('alerts.minutes', { count: minutes });
  if (minutes < 1440) return t('alerts.hours', { count: minutes / 60 });
  return t('alerts.days', { count: minutes / 1440 });
}

/** A price alert's form in a bottom sheet: above or below a level, or a percentage move in a period. */
export function AlertForm({ draft, onClose, onSaved }: AlertFormProps) {
  return (
    <Popup visible={draft !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="alert-popup">
      {draft && <AlertFields key={`${draft.symbol}:${draft.alert?.id ?? 'new'}:${draft.level ?? ''}`} draft={draft} onClose={onClose} onSaved={onSaved} />}
    </Popup>
  );
}

function AlertFields({ draft, onClose, onSaved }: { draft: AlertDraft; onClose: () => void; onSaved?: ((alert: PriceAlert) => void) | undefined }) {
  const { t } = useTranslation();
  const start = draft.alert;
  const startLevel = start?.level ?? draft.level ?? draft.price;
  const [kind, setKind] = useState<AlertKind>(start?.kind ?? (startLevel < draft.price ? 'below' : 'above'));
  const [level, setLevel] = useState(formatPrice(startLevel, draft.precision).replace(/,/g, ''));
  const [movePct, setMovePct] = useState(String(start?.move_pct ?? 1));
  const [period, setPeriod] = useState<number>(start?.period ?? 60);
  const [repeat, setRepeat] = useState(start?.repeat ?? false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await call(
        routes.alertSave,
        {
          ...(start ? { id: start.id } : {}),
          symbol: draft.symbol,
          kind,
          repeat,
          ...(kind === 'move' ? { move_pct: movePct.trim(), period } : { level: level.trim() }),
        },
        { toastSuccess: true },
      );
      onSaved?.(saved);
      onClose();
    } catch {
      // The client showed the server's reason; the form stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="alert-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="alert-form"
    >
      <div className="alert-form-head">
        <strong>{t('alerts.set_for', { symbol: draft.symbol })}</strong>
        <span className="alert-form-now" dir="ltr">
          {t('alerts.now', { price: formatPrice(draft.price, draft.precision) })}
        </span>
      </div>
      <Selector
        columns={3}
        value={[kind]}
        onChange={(v) => v[0] && setKind(v[0])}
        options={(['above', 'below', 'move'] as const).map((k) => ({ label: t(`alerts.kind.${k}`), value: k }))}
      />
      {kind === 'move' ? (
        <>
          <label>
            {t('alerts.move_pct')}
            <input inputMode="decimal" value={movePct} onChange={(e) => setMovePct(e.target.value)} data-testid="alert-move" />
          </label>
          <Selector
            columns={5}
            value={[period]}
            onChange={(v) => v[0] && setPeriod(v[0])}
            options={PERIODS.map((m) => ({ label: periodLabel(m, t), value: m }))}
          />
        </>
      ) : (
        <label>
          {t('alerts.level')}
          <input inputMode="decimal" dir="ltr" value={level} onChange={(e) => setLevel(e.target.value)} data-testid="alert-level" />
        </label>
      )}
      <div className="alert-form-row">
        <span>
          {t('alerts.repeat')}
          <br />
          <small className="alert-form-now">{t('alerts.repeat_hint')}</small>
        </span>
        <Switch checked={repeat} onChange={setRepeat} data-testid="alert-repeat" />
      </div>
      <Button block color="primary" size="large" type="submit" loading={saving} data-testid="alert-save">
        {t('alerts.save')}
      </Button>
    </form>
  );
}
