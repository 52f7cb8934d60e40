import type { User } from '@leverline/contract';

/** How the account is reached: its e-mail, else "+852 61234567", else nothing. */
export function contactOf(user: User): string {
  if (user.email) return user.email;
  if (user.phone) return user.area_code ? `+${user.area_code} ${user.phone}` : user.phone;
  return '';
}
