/**
 * Staff set-up of the funding channels: coin deposit options, bank-transfer currencies with their
 * collection accounts, and withdrawal currencies with fees and rates. Rows are disabled rather than
 * deleted (records point at them); every save is audited with the row before and after.
 */
import { isPayoutAddress, isSwift, plainDecimal } from '@leverline/domain';
import type { CallParsed, calls } from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { StaffContext } from '../../http/context.js';
import { fail } from '../../http/errors.js';
import { actorOf, audit } from '../staff/staff.service.js';
import * as repo from './funding.repo.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
const { depositCoinOptions, bankDepositCoins, collectionBanks, withdrawCurrencies } = repo.channelTables;

type Coin = typeof depositCoinOptions.$inferSelect;
type BankCoin = typeof bankDepositCoins.$inferSelect;
type Bank = typeof collectionBanks.$inferSelect;
type Currency = typeof withdrawCurrencies.$inferSelect;

const coinView = (r: Coin) => ({ id: r.id, currency_code: r.currencyCode, protocol_code: r.protocolCode, address: r.address, usd_rate: plainDecimal(r.usdRate), enabled: r.enabled, sort: r.sort });
const bankCoinView = (r: BankCoin) => ({ id: r.id, name: r.name, usd_rate: plainDecimal(r.usdRate), enabled: r.enabled, sort: r.sort });
const bankView = (r: Bank) => ({
  id: r.id,
  symbol_id: r.coinId,
  bank_name: r.bankName,
  bank_address: r.bankAddress,
  bank_swift: r.bankSwift,
  payee_name: r.payeeName,
  payee_account: r.payeeAccount,
  bank_remark: r.bankRemark,
  enabled: r.enabled,
  sort: r.sort,
});
const currencyView = (r: Currency) => ({
  id: r.id,
  type: r.type,
  code: r.code,
  protocol: r.protocol,
  fee_type: r.feeType,
  draw_rate: plainDecimal(r.drawRate),
  usd_price: plainDecimal(r.usdPrice),
  min_amount: plainDecimal(r.minAmount),
  enabled: r.enabled,
  sort: r.sort,
});

function positive(rate: string): string {
  if (!/[1-9]/.test(rate)) throw fail('amount_invalid');
  return rate;
}

export class ChannelService {
  constructor(private readonly db: Db) {}

  async list() {
    const [coins, bankCoins, banks, currencies] = await Promise.all([
      repo.allOf(this.db, depositCoinOptions),
      repo.allOf(this.db, bankDepositCoins),
      repo.allOf(this.db, collectionBanks),
      repo.allOf(this.db, withdrawCurrencies),
    ]);
    return {
      data: {
        coin_options: coins.map(coinView),
        bank_coins: bankCoins.map(bankCoinView),
        collection_banks: banks.map(bankView),
        withdraw_currencies: currencies.map(currencyView),
      },
    };
  }

  /**
   * What traders can use now: a deposit channel (an enabled coin option, or an enabled bank
   * currency with an enabled collection account) and a withdrawal currency (the setup checklist).
   */
  async readiness(): Promise<{ deposit: boolean; withdraw: boolean }> {
    const [coins, bankCoins, banks, currencies] = await Promise.all([
      repo.allOf(this.db, depositCoinOptions),
      repo.allOf(this.db, bankDepositCoins),
      repo.allOf(this.db, collectionBanks),
      repo.allOf(this.db, withdrawCurrencies),
    ]);
    const bankCoinIds = new Set(bankCoins.filter((c) => c.enabled).map((c) => c.id));
    return {
      deposit: coins.some((c) => c.enabled) || banks.some((b) => b.enabled && bankCoinIds.has(b.coinId)),
      withdraw: currencies.some((c) => c.enabled),
    };
  }

  saveCoinOption(input: In<'staffSaveCoinOption'>, ctx: StaffContext): Promise<Answer<ReturnType<typeof coinView>>> {
    if (!isPayoutAddress(input.protocol_code, input.address)) throw fail('address_invalid', { protocol: input.protocol_code });
    return this.save(ctx, depositCoinOptions, 'coin_option', input.id, coinView, {
      currencyCode: input.currency_code,
      protocolCode: input.protocol_code,
      address: input.address,
      usdRate: positive(input.usd_rate),
      enabled: input.enabled,
      sort: input.sort,
    });
  }

  saveBankCoin(input: In<'staffSaveBankCoin'>, ctx: StaffContext) {
    return this.save(ctx, bankDepositCoins, 'bank_coin', input.id, bankCoinView, {
      name: input.name,
      usdRate: positive(input.usd_rate),
      enabled: input.enabled,
      sort: input.sort,
    });
  }

  async saveCollectionBank(input: In<'staffSaveCollectionBank'>, ctx: StaffContext) {
    const swift = input.bank_swift.replace(/\s/g, '').toUpperCase();
    if (swift && !isSwift(swift)) throw fail('swift_invalid');
    if (!(await repo.allOf(this.db, bankDepositCoins)).some((c) => c.id === input.symbol_id)) throw fail('record_not_found');
    return this.save(ctx, collectionBanks, 'collection_bank', input.id, bankView, {
      coinId: input.symbol_id,
      bankName: input.bank_name,
      bankAddress: input.bank_address,
      bankSwift: swift,
      payeeName: input.payee_name,
      payeeAccount: input.payee_account.replace(/\s/g, '').toUpperCase(),
      bankRemark: input.bank_remark,
      enabled: input.enabled,
      sort: input.sort,
    });
  }

  saveWithdrawCurrency(input: In<'staffSaveWithdrawCurrency'>, ctx: StaffContext) {
    if (input.type === 1 && !input.protocol) throw fail('invalid_param', { field: 'protocol' });
    return this.save(ctx, withdrawCurrencies, 'withdraw_currency', input.id, currencyView, {
      type: input.type,
      code: input.code,
      protocol: input.type === 1 ? input.protocol : '',
      feeType: input.fee_type,
      drawRate: input.draw_rate,
      usdPrice: positive(input.usd_price),
      minAmount: input.min_amount,
      enabled: input.enabled,
      sort: input.sort,
    });
  }

  private async save<T extends (typeof repo.channelTables)[keyof typeof repo.channelTables], V>(
    ctx: StaffContext,
    table: T,
    kind: string,
    id: number | undefined,
    view: (row: T['$inferSelect']) => V,
    values: T['$inferInsert'],
  ): Promise<Answer<V>> {
    const row = await this.db.transaction(async (tx: Tx) => {
      const before = id === undefined ? undefined : await repo.lockChannel(tx, table, id);
      if (id !== undefined && !before) throw fail('record_not_found');
      const saved = await repo.saveChannel(tx, table, id, values);
      await audit(tx, actorOf(ctx), `${kind}.${id === undefined ? 'create' : 'update'}`, kind, String(saved.id), before ? view(before) : null, view(saved), ctx);
      return saved;
    });
    return { data: view(row) };
  }
}
