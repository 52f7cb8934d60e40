import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  staffFundingChannels,
  staffSaveBankCoin,
  staffSaveCoinOption,
  staffSaveCollectionBank,
  staffSaveWithdrawCurrency,
} from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { useCall } from '../../ui/useCall';
import { SetupTable } from './SetupTable';

const t = texts.fundingSetup;

/** The contract's rate: a decimal with up to 10 places. */
const rateRules: Rule[] = [
  { required: true, pattern: /^(0|[1-9]\d{0,11})(\.\d{1,10})?$/, message: t.rateInvalid },
];
/** The contract's currency and network codes: 2 to 12 letters or digits. */
const codeRules: Rule[] = [{ required: true, pattern: /^[A-Za-z0-9]{2,12}$/, message: t.codeInvalid }];
const required: Rule[] = [{ required: true, whitespace: true, message: texts.common.required }];
const sortRules: Rule[] = [{ pattern: /^\d{1,6}$/, message: texts.common.required }];

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

function SortField() {
  return (
    <Form.Item name="sort" label={t.sort} rules={sortRules}>
      <Input inputMode="numeric" />
    </Form.Item>
  );
}

/** Deposit channels, collection bank accounts and withdrawal currencies (owner and finance). */
export function FundingSetupPage() {
  const channels = useCall(staffFundingChannels, {});
  const data = channels.data;
  const loading = channels.loading;
  const bankCoinName = (id: number) => data?.bank_coins.find((c) => c.id === id)?.name ?? `#${id}`;

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button icon={<ReloadOutlined />} onClick={channels.reload} loading={loading}>
            {texts.common.refresh}
          </Button>
        }
      />
      <Alert type="info" showIcon title={t.disabledNote} style={{ marginBottom: 16 }} />

      <SetupTable
        title={t.coinOptions}
        testId="coin-option"
        rows={data?.coin_options ?? []}
        loading={loading}
        columns={[
          { title: t.currency, dataIndex: 'currency_code' },
          { title: t.network, dataIndex: 'protocol_code' },
          { title: t.address, dataIndex: 'address' },
          {
            title: t.usdRate,
            dataIndex: 'usd_rate',
            align: 'right',
            render: (v: string) => <Money value={v} />,
          },
          { title: t.sort, dataIndex: 'sort', align: 'right' },
        ]}
        blank={{ currency_code: '', protocol_code: '', address: '', usd_rate: '1', sort: '0' }}
        valuesOf={(r) => ({
          currency_code: r.currency_code,
          protocol_code: r.protocol_code,
          address: r.address,
          usd_rate: r.usd_rate,
          sort: String(r.sort),
        })}
        fields={() => (
          <>
            <Form.Item name="currency_code" label={t.currency} rules={codeRules}>
              <Input placeholder="USDT" />
            </Form.Item>
            <Form.Item name="protocol_code" label={t.network} rules={codeRules}>
              <Input placeholder="TRC20" />
            </Form.Item>
            <Form.Item name="address" label={t.address} rules={required}>
              <Input />
            </Form.Item>
            <Form.Item name="usd_rate" label={t.usdRate} extra={t.usdRateHelp} rules={rateRules}>
              <Input inputMode="decimal" />
            </Form.Item>
            <SortField />
          </>
        )}
        save={(v, row) =>
          call(staffSaveCoinOption, {
            id: row.id,
            currency_code: text(v.currency_code),
            protocol_code: text(v.protocol_code),
            address: text(v.address),
            usd_rate: text(v.usd_rate),
            enabled: row.enabled,
            sort: text(v.sort) || '0',
          })
        }
        onSaved={channels.reload}
      />

      <SetupTable
        title={t.bankCoins}
        testId="bank-coin"
        rows={data?.bank_coins ?? []}
        loading={loading}
        columns={[
          { title: t.name, dataIndex: 'name' },
          {
            title: t.usdRate,
            dataIndex: 'usd_rate',
            align: 'right',
            render: (v: string) => <Money value={v} />,
          },
          { title: t.sort, dataIndex: 'sort', align: 'right' },
        ]}
        blank={{ name: '', usd_rate: '1', sort: '0' }}
        valuesOf={(r) => ({ name: r.name, usd_rate: r.usd_rate, sort: String(r.sort) })}
        fields={() => (
          <>
            <Form.Item name="name" label={t.name} rules={codeRules}>
              <Input placeholder="EUR" />
            </Form.Item>
            <Form.Item name="usd_rate" label={t.usdRate} extra={t.usdRateHelp} rules={rateRules}>
              <Input inputMode="decimal" />
            </Form.Item>
            <SortField />
          </>
        )}
        save={(v, row) =>
          call(staffSaveBankCoin, {
            id: row.id,
            name: text(v.name),
            usd_rate: text(v.usd_rate),
            enabled: row.enabled,
            sort: text(v.sort) || '0',
          })
        }
        onSaved={channels.reload}
      />

      <SetupTable
        title={t.collectionBanks}
        testId="collection-bank"
        rows={data?.collection_banks ?? []}
        loading={loading}
        columns={[
          { title: t.symbol, dataIndex: 'symbol_id', render: (id: number) => bankCoinName(id) },
          { title: t.bankName, dataIndex: 'bank_name' },
          { title: t.payeeName, dataIndex: 'payee_name' },
          { title: t.payeeAccount, dataIndex: 'payee_account' },
          { title: t.bankSwift, dataIndex: 'bank_swift' },
          { title: t.sort, dataIndex: 'sort', align: 'right' },
        ]}
        blank={{
          symbol_id: undefined,
          bank_name: '',
          bank_address: '',
          bank_swift: '',
          payee_name: '',
          payee_account: '',
          bank_remark: '',
          sort: '0',
        }}
        valuesOf={(r) => ({
          symbol_id: r.symbol_id,
          bank_name: r.bank_name,
          bank_address: r.bank_address,
          bank_swift: r.bank_swift,
          payee_name: r.payee_name,
          payee_account: r.payee_account,
          bank_remark: r.bank_remark,
          sort: String(r.sort),
        })}
        fields={() => (
          <>
            <Form.Item
              name="symbol_id"
              label={t.symbol}
              rules={[{ required: true, message: texts.common.required }]}
            >
              <Select options={(data?.bank_coins ?? []).map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            <Form.Item name="bank_name" label={t.bankName} rules={required}>
              <Input />
            </Form.Item>
            <Form.Item name="bank_address" label={t.bankAddress}>
              <Input />
            </Form.Item>
            <Form.Item name="bank_swift" label={t.bankSwift}>
              <Input />
            </Form.Item>
            <Form.Item name="payee_name" label={t.payeeName} rules={required}>
              <Input />
            </Form.Item>
            <Form.Item name="payee_account" label={t.payeeAccount} rules={required}>
              <Input />
            </Form.Item>
            <Form.Item name="bank_remark" label={t.bankRemark}>
              <Input />
            </Form.Item>
            <SortField />
          </>
        )}
        save={(v, row) =>
          call(staffSaveCollectionBank, {
            id: row.id,
            symbol_id: Number(v.symbol_id),
            bank_name: text(v.bank_name),
            bank_address: text(v.bank_address),
            bank_swift: text(v.bank_swift),
            payee_name: text(v.payee_name),
            payee_account: text(v.payee_account),
            bank_remark: text(v.bank_remark),
            enabled: row.enabled,
            sort: text(v.sort) || '0',
          })
        }
        onSaved={channels.reload}
      />

      <SetupTable
        title={t.withdrawCurrencies}
        testId="withdraw-currency"
        rows={data?.withdraw_currencies ?? []}
        loading={loading}
        columns={[
          { title: t.type, dataIndex: 'type', render: (v: number) => t.types[v as 1 | 2] ?? v },
          { title: t.code, dataIndex: 'code' },
          { title: t.protocol, dataIndex: 'protocol' },
          { title: t.feeType, dataIndex: 'fee_type', render: (v: number) => t.feeTypes[v as 1 | 2] ?? v },
          { title: t.drawRate, dataIndex: 'draw_rate', align: 'right' },
          { title: t.usdPrice, dataIndex: 'usd_price', align: 'right' },
          {
            title: t.minAmount,
            dataIndex: 'min_amount',
            align: 'right',
            render: (v: string) => <Money value={v} />,
          },
          { title: t.sort, dataIndex: 'sort', align: 'right' },
        ]}
        blank={{
          type: 1,
          code: '',
          protocol: '',
          fee_type: 1,
          draw_rate: '0',
          usd_price: '1',
          min_amount: '10',
          sort: '0',
        }}
        valuesOf={(r) => ({
          type: r.type,
          code: r.code,
          protocol: r.protocol,
          fee_type: r.fee_type,
          draw_rate: r.draw_rate,
          usd_price: r.usd_price,
          min_amount: r.min_amount,
          sort: String(r.sort),
        })}
        fields={() => (
          <>
            <Form.Item name="type" label={t.type} rules={[{ required: true }]}>
              <Select options={[1, 2].map((v) => ({ value: v, label: t.types[v as 1 | 2] }))} />
            </Form.Item>
            <Form.Item name="code" label={t.code} rules={codeRules}>
              <Input placeholder="USDT" />
            </Form.Item>
            <Form.Item
              name="protocol"
              label={t.protocol}
              rules={[{ pattern: /^[A-Za-z0-9]{0,12}$/, message: t.codeInvalid }]}
            >
              <Input placeholder="TRC20" />
            </Form.Item>
            <Form.Item name="fee_type" label={t.feeType} rules={[{ required: true }]}>
              <Select options={[1, 2].map((v) => ({ value: v, label: t.feeTypes[v as 1 | 2] }))} />
            </Form.Item>
            <Form.Item name="draw_rate" label={t.drawRate} rules={rateRules}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="usd_price" label={t.usdPrice} rules={rateRules}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="min_amount" label={t.minAmount} rules={rateRules}>
              <Input inputMode="decimal" />
            </Form.Item>
            <SortField />
          </>
        )}
        save={(v, row) =>
          call(staffSaveWithdrawCurrency, {
            id: row.id,
            type: Number(v.type) as 1 | 2,
            code: text(v.code),
            protocol: text(v.protocol),
            fee_type: Number(v.fee_type) as 1 | 2,
            draw_rate: text(v.draw_rate),
            usd_price: text(v.usd_price),
            min_amount: text(v.min_amount),
            enabled: row.enabled,
            sort: text(v.sort) || '0',
          })
        }
        onSaved={channels.reload}
      />
    </>
  );
}
