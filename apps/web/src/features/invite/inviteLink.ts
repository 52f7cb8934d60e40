/**
 * The registration link an invitation shares (§2 invite page): {origin}/#/register?invite_code=…,
 * the hash route the register page reads the code from.
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/#/register?invite_code=${encodeURIComponent(code)}`;
}
