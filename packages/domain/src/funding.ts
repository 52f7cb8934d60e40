/**
 * Rules of money in and out (§9): the withdrawal fee and the amount received, what may be
 * withdrawn, deposit credits, and the format checks of payout methods. Used by the server to
 * decide and by the app to show the same figures before sending.
 */
import Big from 'big.js';
import { decimal, roundMoney } from './money.js';

/** Decimal places of withdrawal amounts, fees and received amounts (§9 display). */
export const WITHDRAWAL_SCALE = 2;

/**
 * The fee of a withdrawal of `amount` USD: fee_type 1 is the fixed draw_rate; any other is
 * draw_rate percent of the amount. Rounded half-up to cents, the unit a fee is charged in.
 */
export function withdrawalFee(amount: string | Big, feeType: number, drawRate: string | Big): Big {
  const rate = decimal(drawRate);
  const fee = feeType === 1 ? rate : decimal(amount).times(rate).div(100);
  return fee.round(WITHDRAWAL_SCALE, Big.roundHalfUp);
}

/** What is paid out: (amount − fee) × usd price rate, never below 0, rounded down to 2 places. */
export function withdrawalReceived(amount: string | Big, fee: string | Big, usdPrice: string | Big): Big {
  const net = decimal(amount).minus(decimal(fee)).times(decimal(usdPrice));
  return (net.lt(0) ? new Big(0) : net).round(WITHDRAWAL_SCALE, Big.roundDown);
}

export interface WithdrawalQuote {
  /** Fee in USD, 2 places. */
  fee: string;
  /** Paid out in the currency, 2 places. */
  received: string;
}

export function withdrawalQuote(
  amount: string,
  currency: { fee_type: number; draw_rate: string; usd_price: string },
): WithdrawalQuote {
  const fee = withdrawalFee(amount, currency.fee_type, currency.draw_rate);
  return {
    fee: fee.toFixed(WITHDRAWAL_SCALE),
    received: withdrawalReceived(amount, fee, currency.usd_price).toFixed(WITHDRAWAL_SCALE),
  };
}

/**
 * What an account may withdraw: the smaller of balance and net value (unrealised profit cannot be
 * taken out, unrealised loss must stay covered), less the margin held; never below 0.
 */
export function withdrawable(balance: string | Big, netValue: string | Big, usedMargin: string | Big): Big {
  const b = decimal(balance);
  const n = decimal(netValue);
  const free = (b.lt(n) ? b : n).minus(decimal(usedMargin));
  return roundMoney(free.lt(0) ? new Big(0) : free);
}

/** USD credited for a deposit of `amount` units at `usdRate` USD per unit, to the money scale. */
export function depositCredit(amount: string | Big, usdRate: string | Big): Big {
  return roundMoney(decimal(amount).times(decimal(usdRate)));
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
/** Address shapes of the networks we pay out on; other networks get the generic check. */
const ADDRESS_PATTERNS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  POLYGON: /^0x[0-9a-fA-F]{40}$/,
  ARBITRUM: /^0x[0-9a-fA-F]{40}$/,
  BTC: new RegExp(`^(bc1[ac-hj-np-z02-9]{11,71}|[13]${BASE58}{25,34})$`),
  SOL: new RegExp(`^${BASE58}{32,44}$`),
};
const GENERIC_ADDRESS = /^[0-9A-Za-z:_-]{20,100}$/;

/** True when `address` has the form of an address on `protocol` (e.g. TRC20, ERC20, BTC). */
export function isPayoutAddress(protocol: string, address: string): boolean {
  const pattern = ADDRESS_PATTERNS[protocol.toUpperCase()] ?? GENERIC_ADDRESS;
  return pattern.test(address);
}

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isSwift(code: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code);
}

/** Account number or IBAN with spaces and dashes removed: 5 to 34 letters and digits. */
export function normalizeBankAccount(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function isBankAccount(text: string): boolean {
  return /^[A-Z0-9]{5,34}$/.test(normalizeBankAccount(text));
}
