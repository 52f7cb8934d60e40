import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DotLoading, Toast } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, type WithdrawCurrency } from '@leverline/contract';
import { withdrawalQuote, type WithdrawalQuote } from '@leverline/domain';
import { wireAmount2, wireDrawRate, wireRate } from '../../ui/wire';
import { ApiError, call } from '../../api/client';
import { formatDateTime } from '../../ui/dateTime';
import { STEP_UP_REFUSALS } from '../security/stepUpCodes';
import { useStepUp } from '../security/useStepUp';
import { Field } from '../../ui/Field';
import { TextInput } from '../../ui/TextInput';
import type { Numbers } from '../../ui/numbers';
import { useNumbers } from '../../ui/useNumbers';
import { AmountInput } from './AmountInput';
import { ChoiceChips } from './ChoiceChips';
import { amountOf, isBelow } from './format';
import { LoadFailed } from '../../ui/LoadFailed';
import { bindPath, type PayoutType } from './payoutType';
import { PayoutMethodSummary } from './PayoutMethodSummary';
import { usePayoutMethods } from './usePayoutMethods';
import { useSubmit } from './useSubmit';
import { useWithdrawable } from './useWithdrawable';
import { useWithdrawCurrencies } from './useWithdrawCurrencies';

/** Withdrawal amounts are USD to 2 places (§9). */
const USD_PLACES = 2;
/**
 * A confirmation is kept for a retry of the same submit (the server's token lasts 5 minutes), so a
 * request that may have gone through is repeated exactly and answered with its first record.
 */
const KEEP_STEP_UP_MS = 4 * 60_000;

/** The trader closed the confirmation: nothing to say. */
class NotConfirmed extends Error {}

interface WithdrawFormProps {
  type: PayoutType;
  onSubmitted: () => void;
}

/**
 * The fee rule of a currency in words: a fixed USD amount (in the reader's number style), or a
 * percentage of the amount (the rate as the server gives it: the text puts the "%" itself).
 */
function feeRule(
  currency: WithdrawCurrency,
  t: ReturnType<typeof useTranslation>['t'],
  numbers: Numbers,
): string {
  const rate = wireDrawRate(currency.draw_rate);
  return currency.fee_type === 1
    ? t('withdraw.fee_fixed', { fee: numbers.decimal(rate) })
    : t('withdraw.fee_percent', { rate });
}

/** The domain's fee and received amount, or null if the currency's figures are not decimals. */
function quoteOf(amount: string, currency: WithdrawCurrency): WithdrawalQuote | null {
  try {
    return withdrawalQuote(amount, {
      fee_type: currency.fee_type,
      draw_rate: wireDrawRate(currency.draw_rate),
      usd_price: wireRate(currency.usd_price),
    });
  } catch {
    return null;
  }
}

/**
 * Ask for a withdrawal (§2, §5, §9): the currency, the amount in USD with the fee and what arrives
 * computed by the domain exactly as the server will, the available and frozen amounts, and the
 * bound account it is paid to. Without a bound account the user is offered to set one up first.
 * Amounts are kept as exact decimal text and shown in the reader's number style.
 */
export function WithdrawForm({ type, onSubmitted }: WithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const navigate = useNavigate();
  const funds = useWithdrawable();
  const stepUp = useStepUp();
  const confirmation = useRef<{ token: string; at: number } | null>(null);
  const currencies = useWithdrawCurrencies(type);
  const [chosenCurrency, setChosenCurrency] = useState<number | null>(null);
  const currencyList = currencies.data ?? [];
  const currency = currencyList.find((c) => c.id === chosenCurrency) ?? currencyList[0] ?? null;
  const methods = usePayoutMethods(type, currency?.id ?? null);
  const [chosenMethod, setChosenMethod] = useState<number | null>(null);
  const methodList = methods.data ?? [];
  const method = methodList.find((m) => m.id === chosenMethod) ?? methodList[0] ?? null;
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const submit = useSubmit();

  const number = amountOf(amount, USD_PLACES);
  const quote = currency ? quoteOf(number ?? '0', currency) : null;

  const askToBind = async () => {
    const confirmed = await Dialog.confirm({
      content: t('msg.payout_method_required'),
      confirmText: <span data-testid="withdraw-bind-confirm">{t('withdraw.bind_now')}</span>,
      cancelText: <span data-testid="withdraw-bind-cancel">{t('common.cancel')}</span>,
    });
    if (confirmed) void navigate(bindPath(type));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!currency || methods.status !== 'ready') return;
    if (!method) return void askToBind();
    if (number === null || !quote) return void Toast.show({ content: t('msg.amount_invalid') });
    if (isBelow(number, wireAmount2(currency.min_amount))) {
      return void Toast.show({
        content: t('msg.withdraw_below_minimum', { min: numbers.decimal(wireAmount2(currency.min_amount)) }),
      });
    }
    if (funds.available !== null && isBelow(funds.available, number)) {
      return void Toast.show({
        content: t('msg.insufficient_funds', { free: numbers.decimal(funds.available) }),
      });
    }
    if (!isBelow('0', quote.received)) {
      return void Toast.show({
        content: t('msg.withdraw_not_above_fee', { fee: numbers.decimal(quote.fee) }),
      });
    }
    // A new method waits out its cooling-off: say so before asking for a confirmation.
    if (new Date(method.usable_from).getTime() > Date.now()) {
      return void Toast.show({ content: t('withdraw.cooling_off', { time: formatDateTime(method.usable_from, i18n.language) }) });
    }
    const done = await submit.run(async (headers) => {
      const kept = confirmation.current;
      let token = kept && Date.now() - kept.at < KEEP_STEP_UP_MS ? kept.token : null;
      if (!token) {
        token = await stepUp.ask('withdraw');
        if (!token) throw new NotConfirmed();
        confirmation.current = { token, at: Date.now() };
      }
      try {
        await call(
          routes.draw,
          { draw_currency_id: currency.id, number, memo: memo.trim(), draw_method_id: method.id, step_up_token: token },
          { loading: true, toastSuccess: true, headers },
        );
      } catch (error) {
        // Spent or expired: the next submit asks again.
        if (error instanceof ApiError && STEP_UP_REFUSALS.includes(Number(error.code))) confirmation.current = null;
        throw error;
      }
    });
    if (!done) return;
    confirmation.current = null;
    setAmount('');
    setMemo('');
    void funds.refresh();
    onSubmitted();
  };

  if (currencies.status === 'loading') return <DotLoading className="funding-loading" />;
  if (currencies.status === 'failed') return <LoadFailed onRetry={() => void currencies.reload()} />;
  if (!currency) return <p className="funding-empty">{t('withdraw.no_currency')}</p>;

  let methodSection: ReactNode;
  if (methods.status === 'loading') methodSection = <DotLoading className="funding-loading" />;
  else if (methods.status === 'failed') methodSection = <LoadFailed onRetry={() => void methods.reload()} />;
  else if (!method) methodSection = <p className="funding-empty">{t('withdraw.no_method')}</p>;
  else {
    methodSection = (
      <div className="choice-cards" role="radiogroup" aria-label={t('withdraw.method')}>
        {methodList.map((m) => {
          const active = m.id === method.id;
          return (
            <button
              key={m.id}
              type="button"
              role="radio"
              aria-checked={active}
              className={active ? 'choice-card is-active' : 'choice-card'}
              onClick={() => setChosenMethod(m.id)}
              data-testid={`withdraw-method-${m.id}`}
            >
              <PayoutMethodSummary method={m} />
              {active && <CheckCircleFill className="choice-card-check" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <form className="funding-form" onSubmit={(event) => void send(event)} noValidate>
      <section className="funds-card" aria-label={t('withdraw.funds')}>
        <div>
          <span className="funding-label">{t('withdraw.available')}</span>
          <span className="funds-amount" dir="ltr" data-testid="withdraw-available">
            {numbers.decimal(funds.available)}
          </span>
        </div>
        <div>
          <span className="funding-label">{t('withdraw.locked')}</span>
          <span className="funds-amount is-muted" dir="ltr" data-testid="withdraw-locked">
            {numbers.decimal(funds.locked)}
          </span>
        </div>
      </section>
      <ChoiceChips
        label={t('funding.currency')}
        choices={currencyList.map((c) => ({
          id: c.id,
          label: (
            <span dir="ltr">
              {c.code} {c.protocol && <small>{c.protocol}</small>}
            </span>
          ),
        }))}
        value={currency.id}
        onChange={setChosenCurrency}
        testIdPrefix="withdraw-currency-"
      />
      <div className="funding-section">
        <div className="funding-section-head">
          <span className="funding-label">{t('withdraw.method')}</span>
          <Link className="text-link" to={bindPath(type)} data-testid="withdraw-add-method">
            {t('withdraw.add_method')}
          </Link>
        </div>
        {methodSection}
      </div>
      <Field
        label={t('withdraw.amount')}
        end={
          funds.available !== null && (
            <button
              type="button"
              className="text-button"
              onClick={() => setAmount(funds.available ?? '')}
              data-testid="withdraw-all"
            >
              {t('withdraw.all')}
            </button>
          )
        }
      >
        <AmountInput
          value={amount}
          onChange={setAmount}
          places={USD_PLACES}
          placeholder={t('withdraw.amount_placeholder', { min: numbers.decimal(wireAmount2(currency.min_amount)) })}
          testId="withdraw-amount"
        />
      </Field>
      <dl className="funding-card quote-card">
        <div className="detail-line">
          <dt>{t('withdraw.fee')}</dt>
          <dd>
            <span className="detail-value" dir="ltr">
              <span data-testid="withdraw-fee">{numbers.decimal(quote?.fee)}</span> USD
            </span>
            <small className="quote-rule">{feeRule(currency, t, numbers)}</small>
          </dd>
        </div>
        <div className="detail-line">
          <dt>{t('withdraw.rate')}</dt>
          <dd>
            <span className="detail-value" dir="ltr">
              {t('withdraw.rate_value', { rate: wireRate(currency.usd_price), code: currency.code })}
            </span>
          </dd>
        </div>
        <div className="detail-line is-total">
          <dt>{t('withdraw.received')}</dt>
          <dd>
            <span className="detail-value" dir="ltr">
              <span data-testid="withdraw-received">{numbers.decimal(quote?.received)}</span> {currency.code}
            </span>
          </dd>
        </div>
      </dl>
      <Field label={t('withdraw.memo')}>
        <TextInput
          value={memo}
          onChange={setMemo}
          maxLength={200}
          placeholder={t('withdraw.memo_placeholder')}
          autoComplete="off"
          data-testid="withdraw-memo"
        />
      </Field>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submit.submitting}
        disabled={methods.status !== 'ready'}
        data-testid="withdraw-submit"
      >
        {t('withdraw.submit')}
      </Button>
      {stepUp.sheet}
    </form>
  );
}
