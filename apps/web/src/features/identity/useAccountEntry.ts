import { useState } from 'react';
import { routes, type LoginKind } from '@leverline/contract';
import { call } from '../../api/client';
import { accountValue } from './accountValue';
import { useAreaCodes } from './useAreaCodes';

/**
 * What the login, register and forgot forms share: e-mail or mobile, the account typed, and the
 * calling code (shown when the is_show_mobile setting asks for one).
 */
export function useAccountEntry() {
  const areaSetup = useAreaCodes();
  const [kind, setKind] = useState<LoginKind>('email');
  const [account, setAccount] = useState('');
  const [areaId, setAreaId] = useState<number | undefined>();
  const chosenAreaId = areaId ?? areaSetup?.defaultAreaId;
  return {
    kind,
    setKind,
    /** Props for AccountInput. */
    inputProps: {
      kind,
      value: account,
      onChange: setAccount,
      areaSetup,
      areaId: chosenAreaId,
      onAreaChange: setAreaId,
    },
    /** The account as sent: trimmed e-mail, or the phone number's digits. */
    accountText: accountValue(kind, account),
    /** The calling code to send: only for a mobile account while the picker is shown. */
    areaForCall: kind === 'mobile' && areaSetup?.showPicker ? chosenAreaId : undefined,
  };
}

export type AccountEntry = ReturnType<typeof useAccountEntry>;

/** Sends a registration (1) or reset (2) code to the entered account, by e-mail or SMS. */
export function sendCodeTo(entry: AccountEntry, type: 1 | 2) {
  return entry.kind === 'email'
    ? call(routes.sendEmail, { to: entry.accountText, type }, { toastSuccess: true })
    : call(
        routes.sendSms,
        { to: entry.accountText, area_id: entry.areaForCall, type },
        { toastSuccess: true },
      );
}
