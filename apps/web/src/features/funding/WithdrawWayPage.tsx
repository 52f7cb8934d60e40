import { useState, type FormEvent } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, PAYOUT_TYPE } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { PageNav } from '../../ui/PageNav';
import { TextInput } from '../../ui/TextInput';
import { useGoBack } from '../../ui/useGoBack';
import { useStepUp } from '../security/useStepUp';
import { ChoiceChips } from './ChoiceChips';
import { LoadFailed } from '../../ui/LoadFailed';
import {
  bankProblems,
  coinProblems,
  EMPTY_PAYOUT,
  normalizeSwift,
  type FieldProblem,
  type PayoutFields,
  type PayoutProblems,
} from './payoutChecks';
import { payoutListPath, payoutTypeOf, type PayoutType } from './payoutType';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { useWithdrawCurrencies } from './useWithdrawCurrencies';
import '../../ui/ui.css';
import './funding.css';

interface TextFieldSpec {
  name: keyof PayoutFields;
  labelKey:
    'bank.name' | 'bank.address' | 'bank.swift' | 'bank.payee_name' | 'bank.payee_account' | 'bank.remark';
  placeholderKey:
    | 'way.bank_name_placeholder'
    | 'way.bank_address_placeholder'
    | 'way.bank_swift_placeholder'
    | 'way.payee_name_placeholder'
    | 'way.payee_account_placeholder'
    | 'way.bank_remark_placeholder';
  testId: string;
  /** Codes and numbers read left to right in every language. */
  ltr?: boolean;
  maxLength: number;
}

/** The bank form's fields in order, with the lengths the contract allows. */
const BANK_FIELDS: readonly TextFieldSpec[] = [
  {
    name: 'bank_name',
    labelKey: 'bank.name',
    placeholderKey: 'way.bank_name_placeholder',
    testId: 'way-bank-name',
    maxLength: 120,
  },
  {
    name: 'bank_address',
    labelKey: 'bank.address',
    placeholderKey: 'way.bank_address_placeholder',
    testId: 'way-bank-address',
    maxLength: 200,
  },
  {
    name: 'bank_swift',
    labelKey: 'bank.swift',
    placeholderKey: 'way.bank_swift_placeholder',
    testId: 'way-bank-swift',
    ltr: true,
    maxLength: 20,
  },
  {
    name: 'payee_name',
    labelKey: 'bank.payee_name',
    placeholderKey: 'way.payee_name_placeholder',
    testId: 'way-payee-name',
    maxLength: 120,
  },
  {
    name: 'payee_account',
    labelKey: 'bank.payee_account',
    placeholderKey: 'way.payee_account_placeholder',
    testId: 'way-payee-account',
    ltr: true,
    maxLength: 64,
  },
  {
    name: 'bank_remark',
    labelKey: 'bank.remark',
    placeholderKey: 'way.bank_remark_placeholder',
    testId: 'way-bank-remark',
    maxLength: 200,
  },
];

/** The form of WithdrawWayPage for one type, shown to real accounts. */
function WayForm({ type }: { type: PayoutType }) {
  const { t } = useTranslation();
  const goBack = useGoBack(payoutListPath(type));
  const currencies = useWithdrawCurrencies(type);
  const [chosen, setChosen] = useState<number | null>(null);
  const [fields, setFields] = useState<PayoutFields>(EMPTY_PAYOUT);
  /** Problems show once a save was tried, then follow the typing. */
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const stepUp = useStepUp();

  const list = currencies.data ?? [];
  // One currency needs no choosing; among several the user picks (the network matters).
  const currency = list.find((c) => c.id === chosen) ?? (list.length === 1 ? list[0] : undefined) ?? null;
  // An address is checked against the chosen currency's network, so only once there is one.
  let problems: PayoutProblems = {};
  if (type === PAYOUT_TYPE.bank) problems = bankProblems(fields);
  else if (currency) problems = coinProblems(fields, currency);
  const problemText = (problem: FieldProblem | undefined) =>
    problem && ('values' in problem ? t(problem.key, problem.values) : t(problem.key));
  const set = (name: keyof PayoutFields) => (value: string) =>
    setFields((now) => ({ ...now, [name]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!currency || Object.keys(problems).length > 0 || saving) return;
    setSaving(true);
    try {
      // Binding where money can go needs a fresh confirmation (docs/funding.md).
      const step_up_token = await stepUp.ask('bind_payout');
      if (!step_up_token) return;
      const trimmed = (text: string) => text.trim();
      await call(
        routes.bindDrawMethod,
        type === PAYOUT_TYPE.coin
          ? { ...EMPTY_PAYOUT, draw_id: currency.id, type, dc_address: trimmed(fields.dc_address), step_up_token }
          : {
              ...EMPTY_PAYOUT,
              step_up_token,
              draw_id: currency.id,
              type,
              bank_name: trimmed(fields.bank_name),
              bank_address: trimmed(fields.bank_address),
              bank_swift: normalizeSwift(fields.bank_swift),
              payee_name: trimmed(fields.payee_name),
              payee_account: trimmed(fields.payee_account),
              bank_remark: trimmed(fields.bank_remark),
            },
        { loading: true, toastSuccess: true },
      );
      goBack();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  if (currencies.status === 'loading') return <DotLoading className="funding-loading" />;
  if (currencies.status === 'failed') return <LoadFailed onRetry={() => void currencies.reload()} />;
  if (list.length === 0) return <p className="funding-empty">{t('withdraw.no_currency')}</p>;

  const problem = (name: keyof PayoutFields) => {
    const text = tried ? problemText(problems[name]) : undefined;
    return (
      text && (
        <p className="field-error" role="alert" data-testid={`way-error-${name}`}>
          {text}
        </p>
      )
    );
  };

  return (
    <form className="funding-form" onSubmit={(event) => void save(event)} noValidate>
      <div className="funding-section">
        <span className="funding-label">{t('funding.currency')}</span>
        <ChoiceChips
          label={t('funding.currency')}
          choices={list.map((c) => ({
            id: c.id,
            label: (
              <span dir="ltr">
                {c.code} {c.protocol && <small>{c.protocol}</small>}
              </span>
            ),
          }))}
          value={currency?.id ?? null}
          onChange={setChosen}
          testIdPrefix="way-currency-"
        />
        {tried && !currency && (
          <p className="field-error" role="alert" data-testid="way-error-currency">
            {t('way.choose_currency')}
          </p>
        )}
      </div>
      {type === PAYOUT_TYPE.coin ? (
        <>
          <Field label={t('way.address')}>
            <TextInput
              value={fields.dc_address}
              onChange={set('dc_address')}
              dir="ltr"
              maxLength={120}
              autoComplete="off"
              autoCapitalize="off"
              placeholder={t('way.address_placeholder', {
                protocol: currency?.protocol || currency?.code || '',
              })}
              data-testid="way-dc-address"
            />
          </Field>
          {problem('dc_address')}
          <p className="funding-note">{t('way.address_note')}</p>
        </>
      ) : (
        BANK_FIELDS.map((spec) => (
          <div key={spec.name} className="funding-field">
            <Field label={t(spec.labelKey)}>
              <TextInput
                value={fields[spec.name]}
                onChange={set(spec.name)}
                dir={spec.ltr ? 'ltr' : undefined}
                maxLength={spec.maxLength}
                autoComplete="off"
                autoCapitalize={spec.name === 'bank_swift' ? 'characters' : undefined}
                placeholder={t(spec.placeholderKey)}
                data-testid={spec.testId}
              />
            </Field>
            {problem(spec.name)}
          </div>
        ))
      )}
      <Button block type="submit" color="primary" size="large" loading={saving} data-testid="way-submit">
        {t('way.submit')}
      </Button>
      <p className="way-note">{t('way.confirm_note')}</p>
      {stepUp.sheet}
    </form>
  );
}

/**
 * Bind a payout method (§2 /mine/withdraw-way?type=1|2): a coin address of a withdrawal currency
 * (type 1), or a bank account (type 2). Checked here as the server checks it; saved, it goes back
 * to where the user came from (the withdraw form or the list).
 */
export function WithdrawWayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = payoutTypeOf(params.get('type'));
  return (
    <div className="page funding-page">
      <PageNav
        title={type === PAYOUT_TYPE.bank ? t('way.title_bank') : t('way.title_coin')}
        fallback={payoutListPath(type)}
      />
      <RealAccountOnly>
        <WayForm key={type} type={type} />
      </RealAccountOnly>
    </div>
  );
}
