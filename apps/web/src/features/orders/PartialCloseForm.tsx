import { useState, type FormEvent } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type Instrument, type Order } from '@leverline/contract';
import { decimal, isDecimalText, isPartialCloseLots } from '@leverline/domain';
import { call } from '../../api/client';
import { decimalOf, decimalsOf, typedDecimal } from '../../ui/decimalInput';
import { wireLots } from '../../ui/wire';

interface PartialCloseFormProps {
  order: Order;
  /** The position's instrument, for its minimum lots and lot step; null while the list loads. */
  instrument: Instrument | undefined;
  onClosed: () => void;
}

/**
 * Close part of a position: lots a whole number of steps, at least the minimum, leaving at least
 * the minimum open (the domain's rule, the server's own). The box says what it accepts before
 * anything is sent; the close itself asks once for confirmation.
 */
export function PartialCloseForm({ order, instrument, onClosed }: PartialCloseFormProps) {
  const { t } = useTranslation();
  const lots = wireLots(order.Quantity);
  const min = instrument ? wireLots(instrument.ForexMinCont) : null;
  const step = instrument ? wireLots(instrument.Pip) : null;
  const [part, setPart] = useState(min ?? '');
  const [sending, setSending] = useState(false);
  const max = min ? decimal(lots).minus(decimal(min)) : null;
  const typedPart = decimalOf(part);
  const valid =
    min !== null &&
    step !== null &&
    typedPart !== null &&
    isDecimalText(typedPart) &&
    isPartialCloseLots(typedPart, lots, min, step);
  const canSplit = max !== null && min !== null && max.gte(decimal(min));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || typedPart === null) return;
    const confirmed = await Dialog.confirm({
      content: t('orders.close_part_confirm', { lots: typedPart }),
      confirmText: <span data-testid="close-part-confirm">{t('orders.close_part')}</span>,
      cancelText: <span data-testid="order-action-keep">{t('orders.keep')}</span>,
    });
    if (!confirmed) return;
    setSending(true);
    try {
      await call(
        routes.closePartial,
        { id: order.Id, cont: typedPart },
        { loading: true, toastSuccess: true },
      );
      onClosed();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSending(false);
    }
  };

  if (!canSplit) {
    return (
      <p className="stops-hint" data-testid="close-part-unavailable">
        {min === null ? '' : t('orders.close_part_too_small', { min })}
      </p>
    );
  }
  return (
    <form className="stops-form" onSubmit={(event) => void send(event)} noValidate>
      <label className="stops-field">
        <span>{t('orders.close_part_lots')}</span>
        <input
          className="stops-input"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={part}
          aria-invalid={!valid}
          onChange={(event) => {
            const next = typedDecimal(event.target.value, decimalsOf(step ?? '0.01'));
            if (next !== null) setPart(next);
          }}
          data-testid="close-part-lots"
        />
      </label>
      <p className={valid ? 'stops-hint' : 'stops-hint is-invalid'} data-testid="close-part-hint">
        {t('orders.close_part_hint', { min, max: max.toFixed(), step })}
      </p>
      <Button
        block
        type="submit"
        color="danger"
        fill="outline"
        disabled={!valid}
        loading={sending}
        data-testid="close-part-send"
      >
        {t('orders.close_part')}
      </Button>
    </form>
  );
}
