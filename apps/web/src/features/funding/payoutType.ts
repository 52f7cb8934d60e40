import { PAYOUT_TYPE } from '@leverline/contract';

/** Withdrawal currencies and payout methods: 1 coin address, 2 bank account. */
export type PayoutType = (typeof PAYOUT_TYPE)[keyof typeof PAYOUT_TYPE];

/** The `type` of a query (…?type=2); anything else is the coin type. */
export function payoutTypeOf(text: string | null): PayoutType {
  return text === String(PAYOUT_TYPE.bank) ? PAYOUT_TYPE.bank : PAYOUT_TYPE.coin;
}

/** The page listing the bound methods of a type (§2). */
export function payoutListPath(type: PayoutType): string {
  return type === PAYOUT_TYPE.bank ? '/mine/bank-card-list' : '/mine/coin-address-list';
}

/** The page binding a new method of a type (§2). */
export function bindPath(type: PayoutType): string {
  return `/mine/withdraw-way?type=${type}`;
}
