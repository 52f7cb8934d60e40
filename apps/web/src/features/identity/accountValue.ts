import type { LoginKind } from '@leverline/contract';

/** The account as sent: a trimmed e-mail address, or the phone number's digits. */
export function accountValue(kind: LoginKind, raw: string): string {
  return kind === 'mobile' ? raw.replace(/[\s-]/g, '') : raw.trim();
}
