/**
 * The checks of a payout method before it is sent (§5), by the domain's rules the server applies
 * again: each failing field gets the message the server would give, so it can be shown beside it.
 */
import type { WithdrawCurrency } from '@leverline/contract';
import { isBankAccount, isPayoutAddress, isSwift } from '@leverline/domain';

export interface PayoutFields {
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
}

export const EMPTY_PAYOUT: PayoutFields = {
  dc_address: '',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
  bank_remark: '',
};

/** A problem with one field: the message key, and its values. */
export type FieldProblem =
  | { key: 'msg.address_invalid'; values: { protocol: string } }
  | {
      key:
        | 'msg.bank_name_required'
        | 'msg.payee_name_required'
        | 'msg.payee_account_invalid'
        | 'msg.swift_invalid';
    };

export type PayoutProblems = Partial<Record<keyof PayoutFields, FieldProblem>>;

/** SWIFT as the server keeps it: no spaces, upper case. */
export function normalizeSwift(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** A coin address (type 1): it must have the form of an address on the currency's network. */
export function coinProblems(fields: PayoutFields, currency: WithdrawCurrency): PayoutProblems {
  const protocol = currency.protocol;
  if (isPayoutAddress(protocol, fields.dc_address.trim())) return {};
  return { dc_address: { key: 'msg.address_invalid', values: { protocol: protocol || currency.code } } };
}

/** A bank account (type 2): bank and payee named, a real account number, a SWIFT code if given. */
export function bankProblems(fields: PayoutFields): PayoutProblems {
  const problems: PayoutProblems = {};
  if (!fields.bank_name.trim()) problems.bank_name = { key: 'msg.bank_name_required' };
  const swift = normalizeSwift(fields.bank_swift);
  if (swift && !isSwift(swift)) problems.bank_swift = { key: 'msg.swift_invalid' };
  if (!fields.payee_name.trim()) problems.payee_name = { key: 'msg.payee_name_required' };
  if (!isBankAccount(fields.payee_account)) problems.payee_account = { key: 'msg.payee_account_invalid' };
  return problems;
}
