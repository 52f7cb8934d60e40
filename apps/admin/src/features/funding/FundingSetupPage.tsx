import { Alert } from 'antd';
import {
  staffFundingChannels,
  staffSaveBankCoin,
  staffSaveCoinOption,
  staffSaveCollectionBank,
  staffSaveWithdrawCurrency,
  type CallData,
} from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { useCall } from '../../ui/useCall';
import { codeRules, requiredRules, SetupTable, type SetupTableConfig } from './SetupTable';

const t = texts.fundingSetup;

type Channels = CallData<typeof staffFundingChannels>;
type RowOf<K extends keyof Channels> = Channels[K][number];

const COIN_OPTIONS: SetupTableConfig<RowOf<'coin_options'>> = {
  title: t.coinOptions,
  testId: 'coin-option',
  save: staffSaveCoinOption,
  fields: [
    { name: 'currency_code', label: t.currency, kind: 'text', rules: codeRules, placeholder: 'USDT' },
    { name: 'protocol_code', label: t.network, kind: 'text', rules: codeRules, placeholder: 'TRC20' },
    { name: 'address', label: t.address, kind: 'text', rules: requiredRules },
    { name: 'usd_rate', label: t.usdRate, kind: 'decimal', extra: t.usdRateHelp, money: true, blank: '1' },
  ],
};

const BANK_COINS: SetupTableConfig<RowOf<'bank_coins'>> = {
  title: t.bankCoins,
  testId: 'bank-coin',
  save: staffSaveBankCoin,
  fields: [
    { name: 'name', label: t.name, kind: 'text', rules: codeRules, placeholder: 'EUR' },
    { name: 'usd_rate', label: t.usdRate, kind: 'decimal', extra: t.usdRateHelp, money: true, blank: '1' },
  ],
};

/** Collection accounts belong to a bank-transfer currency, picked by name. */
function collectionBanks(
  bankCoins: readonly RowOf<'bank_coins'>[],
): SetupTableConfig<RowOf<'collection_banks'>> {
  const options = bankCoins.map((c) => ({ value: c.id, label: c.name }));
  return {
    title: t.collectionBanks,
    testId: 'collection-bank',
    save: staffSaveCollectionBank,
    fields: [
      {
        name: 'symbol_id',
        label: t.symbol,
        kind: 'choice',
        options,
        rules: [{ required: true, message: texts.common.required }],
        show: (id) => options.find((o) => o.value === id)?.label ?? `#${id}`,
      },
      { name: 'bank_name', label: t.bankName, kind: 'text', rules: requiredRules },
      { name: 'bank_address', label: t.bankAddress, kind: 'text' },
      { name: 'bank_swift', label: t.bankSwift, kind: 'text' },
      { name: 'payee_name', label: t.payeeName, kind: 'text', rules: requiredRules },
      { name: 'payee_account', label: t.payeeAccount, kind: 'text', rules: requiredRules },
      { name: 'bank_remark', label: t.bankRemark, kind: 'text' },
    ],
    columns: ['symbol_id', 'bank_name', 'payee_name', 'payee_account', 'bank_swift'],
  };
}

const choices = (labels: Record<1 | 2, string>) =>
  ([1, 2] as const).map((v) => ({ value: v, label: labels[v] }));

const WITHDRAW_CURRENCIES: SetupTableConfig<RowOf<'withdraw_currencies'>> = {
  title: t.withdrawCurrencies,
  testId: 'withdraw-currency',
  save: staffSaveWithdrawCurrency,
  fields: [
    {
      name: 'type',
      label: t.type,
      kind: 'choice',
      options: choices(t.types),
      rules: [{ required: true }],
      blank: 1,
    },
    { name: 'code', label: t.code, kind: 'text', rules: codeRules, placeholder: 'USDT' },
    {
      name: 'protocol',
      label: t.protocol,
      kind: 'text',
      rules: [{ pattern: /^[A-Za-z0-9]{0,12}$/, message: t.codeInvalid }],
      placeholder: 'TRC20',
    },
    {
      name: 'fee_type',
      label: t.feeType,
      kind: 'choice',
      options: choices(t.feeTypes),
      rules: [{ required: true }],
      blank: 1,
    },
    { name: 'draw_rate', label: t.drawRate, kind: 'decimal', blank: '0' },
    { name: 'usd_price', label: t.usdPrice, kind: 'decimal', blank: '1' },
    { name: 'min_amount', label: t.minAmount, kind: 'decimal', money: true, blank: '10' },
  ],
};

/** Deposit channels, collection bank accounts and withdrawal currencies (owner and finance). */
export function FundingSetupPage() {
  const channels = useCall(staffFundingChannels, {});
  const data = channels.data;
  const table = { loading: channels.loading, onSaved: channels.reload };

  return (
    <>
      <PageHeader
        title={t.title}
        extra={<RefreshButton onClick={channels.reload} loading={channels.loading} />}
      />
      <Alert type="info" showIcon title={t.disabledNote} style={{ marginBottom: 16 }} />
      <SetupTable {...COIN_OPTIONS} {...table} rows={data?.coin_options ?? []} />
      <SetupTable {...BANK_COINS} {...table} rows={data?.bank_coins ?? []} />
      <SetupTable
        {...collectionBanks(data?.bank_coins ?? [])}
        {...table}
        rows={data?.collection_banks ?? []}
      />
      <SetupTable {...WITHDRAW_CURRENCIES} {...table} rows={data?.withdraw_currencies ?? []} />
    </>
  );
}
