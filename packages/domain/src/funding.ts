/**
 * Rules of money in and out (§9): the withdrawal fee and the amount received, what may be
 * withdrawn, deposit credits, and the checks of payout methods (form and checksum). Used by the server to
 * decide and by the app to show the same figures before sending.
 */
import Big from 'big.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { isValidIBAN } from 'ibantools';
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
const EVM = /^0x[0-9a-fA-F]{40}$/;
/** Address shapes of the networks we pay out on; other networks get the generic check. */
const ADDRESS_PATTERNS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: EVM,
  BEP20: EVM,
  POLYGON: EVM,
  ARBITRUM: EVM,
  BTC: new RegExp(`^(bc1[ac-hj-np-z02-9]{11,71}|[13]${BASE58}{25,34})$`),
  SOL: new RegExp(`^${BASE58}{32,44}$`),
};
const GENERIC_ADDRESS = /^[0-9A-Za-z:_-]{20,100}$/;

const HEX_HASH = /^[0-9a-fA-F]{64}$/;
const EVM_HASH = /^0x[0-9a-fA-F]{64}$/;
/**
 * Transaction id (hash) shapes of the networks we know: Tron and Bitcoin write 32 bytes as 64 hex
 * digits, Ethereum and its kin the same behind "0x", Solana a 64-byte signature in base58. Other
 * networks get the generic check.
 */
const TXID_PATTERNS: Record<string, RegExp> = {
  TRC20: HEX_HASH,
  ERC20: EVM_HASH,
  BEP20: EVM_HASH,
  POLYGON: EVM_HASH,
  ARBITRUM: EVM_HASH,
  BTC: HEX_HASH,
  SOL: new RegExp(`^${BASE58}{64,88}$`),
};
const GENERIC_TXID = /^[0-9A-Za-z:_-]{16,128}$/;

/**
 * The transaction id as a deposit keeps it (trimmed; hex ids in lower case, as explorers show
 * them, so the same transfer reported in capitals is still the same one), or null when it is not
 * an id on `protocol`.
 */
export function transactionId(protocol: string, txid: string): string | null {
  const text = txid.trim();
  const network = protocol.toUpperCase();
  const pattern = TXID_PATTERNS[network] ?? GENERIC_TXID;
  if (!pattern.test(text)) return null;
  return pattern === HEX_HASH || pattern === EVM_HASH ? text.toLowerCase() : text;
}

/** Base58 with a 4-byte double-SHA-256 checksum (Bitcoin's legacy addresses, Tron's). */
const base58check = createBase58check(sha256);

/** A check that may throw on malformed input (a decoder): false when it throws. */
function attempt(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** Tron: base58check of 21 bytes, the first 0x41. */
function isTronAddress(address: string): boolean {
  return attempt(() => {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === 0x41;
  });
}

/**
 * Ethereum and its kin: EIP-55. A mixed-case address carries a checksum in its capitals (a hex
 * letter is upper case where the Keccak-256 of the lower-case address has a nibble of 8 or more);
 * an all-lower or all-upper one carries none and is taken as it is.
 */
function isEvmAddress(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let i = 0; i < hex.length; i++) {
    const c = hex[i]!;
    if (c >= '0' && c <= '9') continue;
    const upper = parseInt(hash[i]!, 16) >= 8;
    if (upper !== (c >= 'A' && c <= 'F')) return false;
  }
  return true;
}

/**
 * Bitcoin: a legacy address is base58check of a version byte (0x00 pay-to-key, 0x05 pay-to-script)
 * and a 20-byte hash; a segwit address is bech32 (version 0, a 20- or 32-byte program) or bech32m
 * (versions 1 to 16, 2 to 40 bytes), on the "bc" network.
 */
function isBitcoinAddress(address: string): boolean {
  if (address[0] === '1' || address[0] === '3') {
    return attempt(() => {
      const bytes = base58check.decode(address);
      return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05);
    });
  }
  const segwit = (coder: typeof bech32) => {
    const { prefix, words } = coder.decode(address as `${string}1${string}`, 90);
    return prefix === 'bc' ? { version: words[0] ?? -1, program: coder.fromWords(words.slice(1)) } : null;
  };
  return (
    attempt(() => {
      const v0 = segwit(bech32);
      return v0 !== null && v0.version === 0 && (v0.program.length === 20 || v0.program.length === 32);
    }) ||
    attempt(() => {
      const v1 = segwit(bech32m);
      return v1 !== null && v1.version >= 1 && v1.version <= 16 && v1.program.length >= 2 && v1.program.length <= 40;
    })
  );
}

/** Solana: a 32-byte public key in base58 (no checksum to verify). */
function isSolanaAddress(address: string): boolean {
  return attempt(() => base58.decode(address).length === 32);
}

const CHECKS: Record<string, (address: string) => boolean> = {
  TRC20: isTronAddress,
  ERC20: isEvmAddress,
  BEP20: isEvmAddress,
  POLYGON: isEvmAddress,
  ARBITRUM: isEvmAddress,
  BTC: isBitcoinAddress,
  SOL: isSolanaAddress,
};

/**
 * True when `address` is an address on `protocol` (e.g. TRC20, ERC20, BTC): its form, and its
 * checksum where the network has one, so a mistyped character is caught before money is sent.
 */
export function isPayoutAddress(protocol: string, address: string): boolean {
  const network = protocol.toUpperCase();
  const pattern = ADDRESS_PATTERNS[network] ?? GENERIC_ADDRESS;
  if (!pattern.test(address)) return false;
  return CHECKS[network]?.(address) ?? true;
}

/** The Tron address (T…) of a 20-byte account hash: base58check of 0x41 and the hash. */
export function tronAddress(hash20: Uint8Array): string {
  if (hash20.length !== 20) throw new Error('a Tron account hash has 20 bytes');
  return base58check.encode(Uint8Array.of(0x41, ...hash20));
}

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isSwift(code: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code);
}

/** Account number or IBAN with spaces and dashes removed: 5 to 34 letters and digits. */
export function normalizeBankAccount(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Two letters and two digits: the start of an IBAN (country, check digits). */
const IBAN_START = /^[A-Z]{2}\d{2}/;

/**
 * An account number (5 to 34 letters and digits) or, when it starts like one, an IBAN: its
 * country's length and format and its mod-97 check digits (ibantools), so one mistyped digit is
 * caught before a transfer is sent.
 */
export function isBankAccount(text: string): boolean {
  const account = normalizeBankAccount(text);
  if (!/^[A-Z0-9]{5,34}$/.test(account)) return false;
  return IBAN_START.test(account) ? isValidIBAN(account) : true;
}
