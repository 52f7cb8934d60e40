import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { DotLoading, Toast } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { routes, type CollectionBank } from '@leverline/contract';
import { call } from '../../api/client';
import { ChoiceChips } from './ChoiceChips';
import { DepositReportFields, useDepositReport } from './DepositReport';
import { DetailLine } from './DetailLine';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { useFetched } from '../../ui/useFetched';
import { wireRate } from '../../ui/wire';

/** Decimal places of a bank transfer amount (the contract's chargeWireSubmit rule). */
const BANK_PLACES = 2;

/**
 * Deposit by bank transfer (§2, §5): pick the currency, then one of the broker's collection
 * accounts (none is picked for the user: they must know which account they paid into), see its
 * details to copy into their bank, and report the amount with a picture of the transfer slip.
 */
export function BankDepositForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const loadSymbols = useCallback(
    (signal: AbortSignal) => call(routes.chargeSymbols, {}, { signal, silent: true }),
    [],
  );
  const symbols = useFetched(loadSymbols);
  const [chosenSymbol, setChosenSymbol] = useState<number | null>(null);
  const symbolList = symbols.data ?? [];
  const symbol = symbolList.find((s) => s.id === chosenSymbol) ?? symbolList[0] ?? null;
  const symbolId = symbol?.id ?? null;

  const loadAccounts = useCallback(
    (signal: AbortSignal): Promise<CollectionBank[]> =>
      symbolId === null
        ? Promise.resolve([])
        : call(routes.chargeWireInfo, { symbol_id: symbolId }, { signal, silent: true }),
    [symbolId],
  );
  const accounts = useFetched(loadAccounts);
  const [chosenAccount, setChosenAccount] = useState<number | null>(null);
  // Only an account of the shown currency counts as chosen.
  const account = accounts.data?.find((a) => a.id === chosenAccount) ?? null;

  const report = useDepositReport(BANK_PLACES, symbol ? wireRate(symbol.usd_rate) : null);
  const code = account?.currency_code ?? symbol?.name ?? '';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return void Toast.show({ content: t('msg.no_payment_channel') });
    const done = await report.send(({ number, proofImg, headers }) =>
      call(
        routes.chargeWireSubmit,
        { number, proofImg, wire_id: account.id },
        { loading: true, toastSuccess: true, headers },
      ),
    );
    if (done) onSubmitted();
  };

  if (symbols.status === 'loading') return <DotLoading className="funding-loading" />;
  if (symbols.status === 'failed') return <LoadFailed onRetry={() => void symbols.reload()} />;
  // A new installation has no channels until the broker enters its own (docs/funding.md).
  if (!symbol)
    return (
      <Notice testId="deposit-no-channel">
        <p>{t('deposit.no_channel')}</p>
      </Notice>
    );

  let accountList: ReactNode;
  if (accounts.status === 'loading') accountList = <DotLoading className="funding-loading" />;
  else if (accounts.status === 'failed') accountList = <LoadFailed onRetry={() => void accounts.reload()} />;
  else if (accounts.data?.length === 0)
    accountList = <p className="funding-empty">{t('deposit.no_account')}</p>;
  else {
    accountList = (
      <div className="choice-cards" role="radiogroup" aria-label={t('deposit.collection_account')}>
        {accounts.data?.map((a) => {
          const active = a.id === account?.id;
          return (
            <button
              key={a.id}
              type="button"
              role="radio"
              aria-checked={active}
              className={active ? 'choice-card is-active' : 'choice-card'}
              onClick={() => setChosenAccount(a.id)}
              data-testid={`charge-bank-${a.id}`}
            >
              <span className="choice-card-main">
                <span className="choice-card-title" dir="auto">
                  {a.bank_name}
                </span>
                <span className="choice-card-sub" dir="auto">
                  {a.payee_name}
                </span>
              </span>
              {active && <CheckCircleFill className="choice-card-check" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <form className="funding-form" onSubmit={(event) => void send(event)} noValidate>
      <ChoiceChips
        label={t('funding.currency')}
        choices={symbolList.map((s) => ({ id: s.id, label: <span dir="ltr">{s.name}</span> }))}
        value={symbol.id}
        onChange={setChosenSymbol}
        testIdPrefix="charge-symbol-"
      />
      <div className="funding-section">
        <span className="funding-label">{t('deposit.collection_account')}</span>
        {accountList}
      </div>
      {account && (
        <dl className="funding-card" data-testid="charge-account-details">
          <DetailLine label={t('bank.name')} value={account.bank_name} copy />
          {account.bank_address && <DetailLine label={t('bank.address')} value={account.bank_address} copy />}
          {account.bank_swift && <DetailLine label={t('bank.swift')} value={account.bank_swift} copy ltr />}
          <DetailLine label={t('bank.payee_name')} value={account.payee_name} copy />
          <DetailLine
            label={t('bank.payee_account')}
            value={account.payee_account}
            copy
            ltr
            testId="charge-payee-account"
          />
          {account.bank_remark && <DetailLine label={t('bank.remark')} value={account.bank_remark} copy />}
        </dl>
      )}
      <DepositReportFields report={report} code={code} />
    </form>
  );
}
